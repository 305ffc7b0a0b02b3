import type { AnalyseOptions } from '../../analyse.js';
import { readsAsText } from '../../commons/scan-evidence.js';
import type { OcrEvidence, PageModel } from '../../model/document-model.js';
import type { Raster } from '../../model/raster.js';
import { renderPage } from '../../rendering/render-page.js';
import type { PDFDocumentProxy } from './pdfjs.js';
import { scanReadingOrder } from './scan-sample.js';
import type { StepTimeout } from './step-timeout.js';

export type Recognise = (raster: Raster, language: string | null) => Promise<OcrEvidence>;

export interface ScanReading {
  document: PDFDocumentProxy;
  /** The document's pages as read; those that look scanned get `ocr` when OCR reads them. */
  pages: PageModel[];
  recognise: Recognise;
  /** The document's declared language (BCP 47), read in first. */
  language: string | null;
  scale: number;
  maxPages: number;
  /** Read every page that looks scanned, for its words (the alternative formats), not only enough to judge. */
  all: boolean;
  steps: StepTimeout;
  onProgress?: AnalyseOptions['onProgress'];
}

/**
 * OCR of the pages that look scanned, enough to decide Scanned: a sample spread over them first
 * (scan-sample.ts); when every page of it is a picture of text the document is a scan and the rest
 * are taken to be too, otherwise the rest are read, up to `maxPages` in all. Returns why Scanned
 * cannot be judged (that ceiling was reached with no picture of text found), or null.
 */
export async function readScans(reading: ScanReading): Promise<string | null> {
  const candidates = reading.pages.filter((page) => page.looksScanned);
  if (candidates.length === 0) return null;
  const order = scanReadingOrder(candidates.length);
  const sample = order.sample.map((i) => candidates[i]!).slice(0, reading.maxPages);
  let total = sample.length;
  let done = 0;
  const recognised = () => {
    done++;
    reading.onProgress?.({ stage: 'ocr', done, total });
  };
  await recogniseEach(sample, reading, recognised);
  const sampleIsScans = sample.length > 0 && sample.every((page) => readsAsText(page.ocr));
  if (sampleIsScans && !reading.all) return null;

  const rest = order.rest.map((i) => candidates[i]!).slice(0, reading.maxPages - sample.length);
  total += rest.length;
  await recogniseEach(rest, reading, recognised);
  if (done === candidates.length || candidates.some((page) => readsAsText(page.ocr))) return null;
  return (
    `OCR read ${done} of the ${candidates.length} pages that look scanned (its ceiling is ${reading.maxPages}) ` +
    'and found no picture of text on them'
  );
}

/**
 * Renders each page and reads it, one after another; the next page is rendered (on this thread)
 * while OCR reads the last (on its own), so that two cores work on a scan.
 */
async function recogniseEach(targets: PageModel[], reading: ScanReading, recognised: () => void): Promise<void> {
  let reader: Promise<void> = Promise.resolve();
  for (const target of targets) {
    const raster = await renderForOcr(target.index, reading);
    await reader;
    reader = recognise(raster, reading).then((evidence) => {
      target.ocr = evidence;
      recognised();
    });
    // Awaited with the next page (or below); until then its failure must not count as unhandled.
    reader.catch(() => undefined);
  }
  await reader;
}

async function renderForOcr(index: number, { document, scale, steps }: ScanReading): Promise<Raster> {
  const page = await steps.race(document.getPage(index + 1));
  try {
    return await steps.race(renderPage(page, scale));
  } finally {
    page.cleanup();
  }
}

function recognise(raster: Raster, { recognise, language, steps }: ScanReading): Promise<OcrEvidence> {
  const evidence = recognise(raster, language).catch((error: unknown) => {
    throw new RecogniserFailure(error);
  });
  return steps.race(evidence);
}

/** A failure of the recogniser says nothing about the file: it is transient, not an AnalysisError. */
export class RecogniserFailure {
  constructor(readonly cause: unknown) {}
}
