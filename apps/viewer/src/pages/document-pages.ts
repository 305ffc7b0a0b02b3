import type { PageView, Unit } from '@app/report-view';
import type { ContentApi, ContentDetails } from '../api/content-api.js';
import { openPdfPages } from './pdf-pages.js';

export interface DocumentPages {
  unit: Unit;
  pages: PageView[] | null;
  note?: string;
  /** True when the pages could be shown if the person picks the file (a PDF or image opened by hash). */
  needsLocalFile: boolean;
  paint(root: ParentNode): Promise<void>;
}

const nothingToPaint = async () => {};

/**
 * The pages the boxes are drawn on: a PDF's own pages and an image itself come from the file in
 * this tab (the API keeps no copy to download), an Office or HTML file's pages from its stored
 * PDF preview (`GET .../preview`).
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
  let data: ArrayBuffer | null;
  if (fileType === 'pdf') {
    if (!local) return needFile(unit, 'PDF');
    data = await local.arrayBuffer();
  } else {
    data = await api.preview(details.hash);
    if (!data) {
      const note =
        fileType === 'html'
          ? 'This web page has no page preview: the elements with issues are named by their CSS selectors.'
          : 'This file has no PDF preview (it was analysed without LibreOffice), so its pages cannot be shown.';
      return { unit, pages: null, note, needsLocalFile: false, paint: nothingToPaint };
    }
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
    note: `The service keeps no copy of an uploaded ${kind} to send back: choose the file on this computer to see its pages.`,
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
