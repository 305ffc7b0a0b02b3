import { readFile } from 'node:fs/promises';
import { TransientAnalysisError } from '../../analyse.js';
import type { DocumentModel, PageModel, TextRun } from '../../model/document-model.js';
import type { Area, Box } from '../../model/geometry.js';
import type { OcrEngine } from '../../ocr/ocr-engine.js';
import { renderPage } from '../../rendering/render-page.js';
import { MAX_DECODED_SIDE } from '../image/image-limits.js';
import { recogniseTextRuns } from '../image/ocr-text-runs.js';
import { Deadline } from '../pdf/deadline.js';
import { DEFAULT_PDF_LIMITS } from '../pdf/limits.js';
import { openPdf } from '../pdf/open-pdf.js';
import type { PDFPageProxy } from '../pdf/pdfjs.js';
import { StageBudget } from '../pdf/stage-budget.js';
import { DEFAULT_PICTURE_LIMITS, picturesToRead, type PictureLimits } from './pictures-to-read.js';

export interface PictureTextOptions {
  ocr: OcrEngine;
  limits?: Partial<PictureLimits>;
  /** OCR time over all the pictures; default the PDF adapter's OCR stage budget (`ocrBudgetMs`). */
  budgetMs?: number;
}

const NO_PREVIEW = 'Reading the text in pictures needs the LibreOffice preview, which could not be made';
const STAGE = 'Reading the text in pictures (OCR)';

/**
 * The document with the text in its pictures added as runs on the preview pages where the pictures
 * are, judged for Contrast as an image file's text is (formats/image/ocr-text-runs.ts) and read in
 * the document's declared language first. Each picture is rendered from the preview without its
 * text, so OCR sees it as a reader does: cropped, recoloured, over the page's background. Bounded
 * by picturesToRead and by the OCR stage's budget; a picture not read in time, or pictures without a
 * preview to read them on, leave Contrast unjudged rather than passed on the rest of the text.
 */
export async function withPictureText(
  document: DocumentModel,
  previewPath: string | null,
  options: PictureTextOptions,
): Promise<DocumentModel> {
  // Contrast already unjudged (the preview's rendering ran out of time): reading adds nothing.
  if (document.unjudged?.some((entry) => entry.check === 'Contrast')) return document;
  // Without a preview there is nothing to read pictures on, and Contrast would pass on the rest of the text.
  const hasPictures = document.figures.some((figure) => !figure.decorative);
  if (!previewPath) return hasPictures ? unjudge(document, NO_PREVIEW) : document;
  const pictures = picturesToRead(document, { ...DEFAULT_PICTURE_LIMITS, ...options.limits });
  if (pictures.length === 0) return document;
  const budget = new StageBudget(options.budgetMs ?? DEFAULT_PDF_LIMITS.ocrBudgetMs);
  const { runs, complete } = await readPictures(previewPath, pictures, document.metadata.language, options.ocr, budget);
  const read = { ...document, pages: document.pages.map((page) => withRuns(page, runs)) };
  return complete ? read : unjudge(read, budget.outOfTime(STAGE));
}

type PlacedRun = { page: number; run: TextRun };

/** The pictures' runs, in order, until the budget runs out (`complete` false). */
async function readPictures(
  previewPath: string,
  pictures: Area[],
  language: string | null,
  ocr: OcrEngine,
  budget: StageBudget,
): Promise<{ runs: PlacedRun[]; complete: boolean }> {
  const limits = DEFAULT_PDF_LIMITS;
  const data = new Uint8Array(await readFile(previewPath));
  const { document, destroy } = await openPdf(data, limits, new Deadline(limits.timeBudgetMs));
  const runs: PlacedRun[] = [];
  try {
    for (const [i, picture] of pictures.entries()) {
      const page = await document.getPage(picture.page + 1);
      const read = await budget.run((signal) => readPicture(page, picture.box, language, ocr, signal));
      // Drops the page's decoded images once its last picture is read (pictures come in page order).
      if (pictures[i + 1]?.page !== picture.page) page.cleanup();
      if (read === null) return { runs, complete: false };
      for (const run of read) runs.push({ page: picture.page, run });
    }
    return { runs, complete: true };
  } finally {
    await destroy();
  }
}

/**
 * One picture's text: its box rendered at the OCR scale (180 dpi; less for a picture whose longer
 * side would pass what the OCR engine reads), so run boxes and sizes are in the page's points.
 */
async function readPicture(
  page: PDFPageProxy,
  box: Box,
  language: string | null,
  ocr: OcrEngine,
  signal: AbortSignal,
): Promise<TextRun[]> {
  const longer = Math.max(box.x1 - box.x0, box.y1 - box.y0);
  const scale = Math.min(DEFAULT_PDF_LIMITS.ocrRenderScale, MAX_DECODED_SIDE / longer);
  const raster = await renderPage(page, scale, { withoutText: true, area: box, signal });
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
