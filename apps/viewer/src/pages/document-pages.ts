import type { PageView, Unit } from '@app/report-view';
import type { ContentDetails } from '@app/content-contract';
import type { ContentApi } from '../api/content-api.js';
import { openPdfPages } from './pdf-pages.js';

export interface DocumentPages {
  unit: Unit;
  pages: PageView[] | null;
  note?: string;
  /** True when the pages could be shown if the person picks the file (an image opened by hash). */
  needsLocalFile: boolean;
  paint(root: ParentNode): Promise<void>;
}

const nothingToPaint = async () => {};

/**
 * The pages the boxes are drawn on: an image comes from the file in this tab (the API sends no
 * image back); a PDF from this tab's file when it was just uploaded, else from the service, which
 * serves a PDF as its own preview; an Office or HTML file's pages from its stored PDF preview
 * (`GET .../preview`).
 */
export async function documentPages(
  api: ContentApi,
  details: ContentDetails,
  local: File | undefined,
): Promise<DocumentPages> {
  const { fileType } = details.metadata;
  const unit: Unit = fileType === 'image' ? 'px' : 'pt';
  if (fileType === 'image') {
    if (!local) return needFile(unit, 'image');
    return imagePage(local);
  }
  // A PDF just uploaded from this tab is drawn from the file; otherwise the service sends it back.
  const data = fileType === 'pdf' && local ? await local.arrayBuffer() : await api.preview(details.hash);
  if (!data) {
    const note =
      fileType === 'html'
        ? 'This web page has no page preview (it was analysed without a browser): the elements with issues are named by their CSS selectors.'
        : 'This file has no PDF preview (it was analysed without LibreOffice), so its pages cannot be shown.';
    return { unit, pages: null, note, needsLocalFile: false, paint: nothingToPaint };
  }
  const pdf = await openPdfPages(data);
  return {
    unit,
    pages: pdf.sizes.map((size, index) => ({ index, ...size, media: pdf.canvasHtml(index) })),
    needsLocalFile: false,
    paint: (root) => pdf.paint((index) => root.querySelector(`#page-${index + 1} canvas`)),
  };
}

function needFile(unit: Unit, kind: string): DocumentPages {
  return {
    unit,
    pages: null,
    note: `The service sends no ${kind} back: choose the file on this computer to see it with its boxes.`,
    needsLocalFile: true,
    paint: nothingToPaint,
  };
}

async function imagePage(file: File): Promise<DocumentPages> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return {
      unit: 'px',
      pages: null,
      note: 'This browser cannot show this kind of image; the boxes are listed as text below.',
      needsLocalFile: false,
      paint: nothingToPaint,
    };
  }
  const { naturalWidth: width, naturalHeight: height } = image;
  return {
    unit: 'px',
    pages: [
      { index: 0, width, height, media: `<img src="${url}" width="${width}" height="${height}" alt="The image">` },
    ],
    needsLocalFile: false,
    paint: nothingToPaint,
  };
}
