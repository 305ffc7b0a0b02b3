import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The folder holding `<language>.traineddata.gz` in the npm package `@tesseract.js-data/<language>`.
 * `4.0.0_best_int` is the LSTM model tesseract.js itself picks for its default (LSTM-only) engine;
 * `4.0.0` adds the legacy engine's data (4× the size, no faster or better here).
 */
export function traineddataFolder(language: string): string {
  if (!/^[a-z]{3}(?:_[a-z]+)?$/u.test(language)) throw new Error(`Invalid OCR language "${language}"`);
  let packageJson: string;
  try {
    packageJson = require.resolve(`@tesseract.js-data/${language}/package.json`);
  } catch (error) {
    throw new Error(`No OCR data for language "${language}": the package @tesseract.js-data/${language} is missing`, {
      cause: error,
    });
  }
  return path.join(path.dirname(packageJson), '4.0.0_best_int');
}

/** A started tesseract worker and the thread it runs in. */
export interface TesseractHandle {
  worker: Tesseract.Worker;
  /** The worker thread, for ref/unref and crash notices; null if tesseract.js stops exposing it. */
  thread: ThreadWorker | null;
}

/**
 * Starts a worker that reads everything from node_modules: the worker script and the wasm core are
 * tesseract.js's and tesseract.js-core's defaults (loaded with require), the traineddata comes
 * from `langPath` and is neither cached nor fetched. One language per worker: tesseract.js loads
 * several only from one `langPath` folder, while each language is a package of its own (and its
 * `{ code, data }` form fails in 7.0.0: `initialize` joins the data instead of the codes).
 */
export async function startTesseractWorker(language: string): Promise<TesseractHandle> {
  const worker = await Tesseract.createWorker(language, Tesseract.OEM.LSTM_ONLY, {
    langPath: traineddataFolder(language),
    cacheMethod: 'none',
    gzip: true,
    // Without a handler tesseract.js throws a failed job's error in a message listener (uncaught);
    // the job's promise is rejected either way.
    errorHandler: () => {},
  });
  const thread = (worker as unknown as { worker?: ThreadWorker }).worker ?? null;
  return { worker, thread: thread && typeof thread.unref === 'function' ? thread : null };
}
