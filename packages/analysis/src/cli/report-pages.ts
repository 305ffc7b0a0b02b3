import { readFile } from 'node:fs/promises';
import type { PageView } from '@app/report-view';
import type { AnalysisResult } from '../analyse.js';
import { decodeImage } from '../formats/image/decode-image.js';
import type { FileType } from '../formats/file-types.js';
import { PDFJS_RESOURCES, pdfjs } from '../formats/pdf/pdfjs.js';
import { rasterToPng } from '../rendering/raster-png.js';
import { renderPage } from '../rendering/render-page.js';

/** 108 dpi: text stays legible in the report, and a page's PNG stays near 100-200 KB. */
const PAGE_SCALE = 1.5;

export interface ReportPages {
  pages: PageView[] | null;
  /** Why there are no pages, when there are none. */
  note?: string;
}

/**
 * The pages a report draws its boxes on, as PNG data URLs: a PDF's own pages, the PDF preview of an
 * Office file (LibreOffice's) or an HTML file (Chromium's), an image itself (in its pixels, as its
 * snippets are). Without a preview (no LibreOffice, no Chromium) there are no pages, and the note
 * says why.
 */
export async function reportPages(
  path: string,
  fileType: FileType,
  result: Pick<AnalysisResult, 'preview'>,
): Promise<ReportPages> {
  if (fileType === 'image') {
    const image = await decodeImage(path);
    const media = await pngImage(await rasterToPng(image.raster), 'The image');
    return { pages: [{ index: 0, width: image.width, height: image.height, media }] };
  }
  const pdf = fileType === 'pdf' ? path : result.preview;
  if (pdf) return { pages: await pdfPages(pdf) };
  if (fileType === 'html') {
    return {
      pages: null,
      note: 'This web page has no page preview (it was analysed without a browser), so its pages cannot be shown.',
    };
  }
  return { pages: null, note: 'No PDF preview could be made of this file, so its pages cannot be shown.' };
}

async function pdfPages(path: string): Promise<PageView[]> {
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    ...PDFJS_RESOURCES,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const pages: PageView[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const png = await rasterToPng(await renderPage(page, PAGE_SCALE));
      pages.push({ index: number - 1, width, height, media: await pngImage(png, `Page ${number}`) });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

async function pngImage(png: Buffer, alt: string): Promise<string> {
  return `<img src="data:image/png;base64,${png.toString('base64')}" alt="${alt}">`;
}
