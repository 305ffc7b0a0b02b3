import { readFile } from 'node:fs/promises';
import { TransientAnalysisError } from '../../analyse.js';
import type { DocumentModel, PageModel, TextRun } from '../../model/document-model.js';
import type { Area, Box } from '../../model/geometry.js';
import type { OcrEngine } from '../../ocr/ocr-engine.js';
import { renderPage } from '../../rendering/render-page.js';
import { MAX_DECODED_SIDE } from '../image/image-limits.js';
import { recogniseTextRuns } from '../image/ocr-text-runs.js';
import { DEFAULT_PDF_LIMITS } from '../pdf/limits.js';
import { openPdf } from '../pdf/open-pdf.js';
import type { PDFPageProxy } from '../pdf/pdfjs.js';
import { StepTimeout } from '../pdf/step-timeout.js';
import { DEFAULT_PICTURE_LIMITS, picturesToRead, type PictureLimits } from './pictures-to-read.js';

export interface PictureTextOptions {
  ocr: OcrEngine;
  limits?: Partial<PictureLimits>;
}

const NO_PREVIEW = 'Reading the text in pictures needs the LibreOffice preview, which could not be made';

/**
 * The document with the text in its pictures added as runs on the preview pages where the pictures
 * are, judged for Contrast as an image file's text is (formats/image/ocr-text-runs.ts) and read in
 * the document's declared language first. Each picture is rendered from the preview without its
 * text, so OCR sees it as a reader does: cropped, recoloured, over the page's background. Bounded
 * by picturesToRead (a count, so that the same file is read the same way however busy the machine);
 * pictures without a preview to read them on leave Contrast unjudged rather than passed on the rest
 * of the text.
 */
export async function withPictureText(
  document: DocumentModel,
  previewPath: string | null,
  options: PictureTextOptions,
): Promise<DocumentModel> {
  // Contrast already unjudged: reading adds nothing.
  if (document.unjudged?.some((entry) => 'check' in entry && entry.check === 'Contrast')) return document;
  // Without a preview there is nothing to read pictures on, and Contrast would pass on the rest of the text.
  const hasPictures = document.figures.some((figure) => !figure.decorative);
  if (!previewPath) return hasPictures ? unjudge(document, NO_PREVIEW) : document;
  const pictures = picturesToRead(document, { ...DEFAULT_PICTURE_LIMITS, ...options.limits });
  if (pictures.length === 0) return document;
  const runs = await readPictures(previewPath, pictures, document.metadata.language, options.ocr);
  return { ...document, pages: document.pages.map((page) => withRuns(page, runs)) };
}

type PlacedRun = { page: number; run: TextRun };

/** The pictures' runs, in order; each picture is one step (a stuck one fails the file as stuck). */
async function readPictures(
  previewPath: string,
  pictures: Area[],
  language: string | null,
  ocr: OcrEngine,
): Promise<PlacedRun[]> {
  const limits = DEFAULT_PDF_LIMITS;
  const steps = new StepTimeout(limits.stepTimeoutMs);
  const data = new Uint8Array(await readFile(previewPath));
  const { document, destroy } = await openPdf(data, limits, steps);
  const runs: PlacedRun[] = [];
  try {
    for (const [i, picture] of pictures.entries()) {
      const page = await steps.race(document.getPage(picture.page + 1));
      const read = await steps.race(readPicture(page, picture.box, language, ocr));
      // Drops the page's decoded images once its last picture is read (pictures come in page order).
      if (pictures[i + 1]?.page !== picture.page) page.cleanup();
      for (const run of read) runs.push({ page: picture.page, run });
    }
    return runs;
  } finally {
    await destroy();
  }
}

/**
 * One picture's text: its box rendered at the OCR scale (180 dpi; less for a picture whose longer
 * side would pass what the OCR engine reads), so run boxes and sizes are in the page's points.
 */
async function readPicture(page: PDFPageProxy, box: Box, language: string | null, ocr: OcrEngine): Promise<TextRun[]> {
  const longer = Math.max(box.x1 - box.x0, box.y1 - box.y0);
  const scale = Math.min(DEFAULT_PDF_LIMITS.ocrRenderScale, MAX_DECODED_SIDE / longer);
  const raster = await renderPage(page, scale, { withoutText: true, area: box });
  const placement = { x0: box.x0, y0: box.y0, unitsPerPixel: 1 / scale, pointsPerUnit: 1 };
  try {
    return (await recogniseTextRuns(ocr, raster, placement, language)).runs;
  } catch (error) {
    // A failure of the recogniser says nothing about the file: retried, as in the PDF adapter.
    throw new TransientAnalysisError(`OCR failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function withRuns(page: PageModel, runs: PlacedRun[]): PageModel {
  const added = runs.filter((placed) => placed.page === page.index).map((placed) => placed.run);
  return added.length === 0 ? page : { ...page, textRuns: [...page.textRuns, ...added] };
}

function unjudge(document: DocumentModel, reason: string): DocumentModel {
  return { ...document, unjudged: [...(document.unjudged ?? []), { check: 'Contrast', reason }] };
}
