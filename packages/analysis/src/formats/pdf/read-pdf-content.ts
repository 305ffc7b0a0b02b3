import sharp from 'sharp';
import type { DocumentModel } from '../../model/document-model.js';
import { renderPage } from '../../rendering/render-page.js';
import { readPdf, type PdfReadOptions } from './read-pdf.js';
import type { ContentPlace } from './structure/content-places.js';
import type { StructNode } from './structure/struct-tree.js';

/**
 * A PDF read for its content rather than for judging it (the alternative formats): the document
 * model, the whole structure tree (null when untagged), the text of every marked content by
 * content id ('p12R_mc3'), and a PNG of each figure of the model, cut from its rendered page.
 */
export interface PdfContent {
  model: DocumentModel;
  tree: StructNode | null;
  places: Map<string, ContentPlace>;
  /** Zero-based page index by pdf.js page reference ('12R'), as structure content names pages. */
  pageIndexes: Map<string, number>;
  /** By index in `model.figures`; absent for decorative figures, figures without an area, and past the bound. */
  figureImages: Map<number, Buffer>;
}

export interface PdfContentOptions {
  recognise?: PdfReadOptions['recognise'];
  /** The PDF adapter's bounds (pages, OCR'd pages...); DEFAULT_PDF_LIMITS otherwise. */
  limits?: PdfReadOptions['limits'];
  /** Figures rendered at most (the rest get no picture). Default 200. */
  maxFigures?: number;
}

/** Figures are rendered at 144 dpi, down to this many pixels for a large one. */
const FIGURE_SCALE = 2;
const MAX_FIGURE_PIXELS = 4_000_000;

export async function readPdfContent(path: string, options: PdfContentOptions = {}): Promise<PdfContent> {
  let tree: StructNode | null = null;
  const places = new Map<string, ContentPlace>();
  const pageIndexes = new Map<string, number>();
  const figureImages = new Map<number, Buffer>();
  const maxFigures = options.maxFigures ?? 200;
  const model = await readPdf(path, {
    render: false,
    recognise: options.recognise,
    // Every scanned page's words, not only enough of them to judge Scanned.
    scans: 'all',
    limits: options.limits,
    reading: {
      structure: (found) => (tree = found),
      page: (content) => {
        pageIndexes.set(content.ref, content.index);
        for (const [id, place] of content.places) places.set(id, place);
      },
      beforeClose: async (document, read) => {
        for (const [index, figure] of read.figures.entries()) {
          if (figureImages.size >= maxFigures) break;
          const area = figure.location.areas[0];
          if (figure.decorative || !area) continue;
          const { box } = area;
          const pixels = (box.x1 - box.x0) * (box.y1 - box.y0) * FIGURE_SCALE ** 2;
          if (pixels < 16) continue;
          const scale = FIGURE_SCALE * Math.min(1, Math.sqrt(MAX_FIGURE_PIXELS / pixels));
          const page = await document.getPage(area.page + 1);
          try {
            const raster = await renderPage(page, scale, { area: box });
            const png = await sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), {
              raw: { width: raster.width, height: raster.height, channels: 4 },
            })
              .png()
              .toBuffer();
            figureImages.set(index, png);
          } finally {
            page.cleanup();
          }
        }
      },
    },
  });
  return { model, tree, places, pageIndexes, figureImages };
}
