import type { Raster } from '../model/raster.js';
import { bandsOf, linesOfBand } from './bands.js';
import { prepareImage, type ImageLimits } from './image-input.js';
import { OcrLanguages, SHIPPED_LANGUAGES } from './ocr-languages.js';
import { buildResult, emptyResult, resultOfLines, type OcrLine, type OcrResult } from './ocr-result.js';
import { betterReading, secondPassLanguage } from './second-pass.js';
import { traineddataFolder } from './tesseract-worker.js';
import { WorkerPool } from './worker-pool.js';

export type { OcrBox, OcrLine, OcrResult, OcrWord } from './ocr-result.js';

export interface OcrEngineOptions {
  /**
   * The tesseract languages it reads in, each installed as `@tesseract.js-data/<code>`; the first
   * is read first when a page's language is unknown. Default SHIPPED_LANGUAGES (English first).
   */
  languages?: readonly string[];
  /**
   * Most tesseract workers (one per language) alive at once. Default 1: a second warm worker adds
   * 60–100 MB to an engine process and saves only the 0.4 s start of the next language switch.
   */
  maxWorkers?: number;
  /** A reading taking longer is rejected and its worker replaced (its start is bounded apart: worker-pool.ts). Default 30 s. */
  timeoutMs?: number;
  /** Images with a longer side above this are downscaled first. Default 3000 px. */
  maxSide?: number;
}

export interface RecogniseOptions {
  /** The declared language (BCP 47) of the document or image: read in it first when installed. */
  language?: string | null;
}

/** Recognises the pages of one document, given its declared language; see OcrEngine.forDocument. */
export type PageRecogniser = (image: Raster | Buffer, language?: string | null) => Promise<OcrResult>;

/** Encoded images above this many pixels are refused before decoding (a decompression bomb guard). */
const MAX_PIXELS = 100_000_000;

/**
 * Offline OCR in the text's own language. An image is read first in its declared language if that
 * is installed, else in the first language (English); when the engine's language detector finds
 * the text is in another installed language, it is read again in that one, and the reading whose
 * words are the more confident is kept. Calls run one at a time (they queue), on workers kept warm
 * per language (worker-pool.ts). Call `terminate()` when done; a later call starts new workers.
 */
export class OcrEngine {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly languages: OcrLanguages,
    private readonly workers: WorkerPool,
    private readonly limits: ImageLimits,
  ) {}

  /** Checks that every language's data is installed; starts nothing yet. */
  static create(options: OcrEngineOptions = {}): OcrEngine {
    const languages = options.languages ?? SHIPPED_LANGUAGES;
    if (languages.length === 0) throw new Error('OCR needs at least one language');
    for (const language of languages) traineddataFolder(language);
    const maxWorkers = options.maxWorkers ?? 1;
    if (!Number.isInteger(maxWorkers) || maxWorkers < 1) throw new Error(`Invalid OCR maxWorkers ${maxWorkers}`);
    const workers = new WorkerPool(maxWorkers, options.timeoutMs ?? 30_000);
    return new OcrEngine(new OcrLanguages(languages), workers, {
      maxSide: options.maxSide ?? 3000,
      maxPixels: MAX_PIXELS,
    });
  }

  /**
   * Recognises the text in a Raster or an encoded PNG/JPEG; boxes are in the image's pixels. A large
   * raster (an image file, a picture) is read in bands (bands.ts).
   */
  recognise(image: Raster | Buffer, options: RecogniseOptions = {}): Promise<OcrResult> {
    return this.enqueue(() => this.run(image, this.firstLanguage(options.language), true));
  }

  /**
   * A recogniser for the pages of one document: each page is read first in the language the last
   * page with words turned out to be in, so that a French scan declared English (or not at all)
   * costs a second reading on its first page only.
   */
  forDocument(): PageRecogniser {
    let previous: string | null = null;
    return async (image, language) => {
      // A page is read whole, as tesseract lays out a page: its memory is one page's on every page.
      const result = await this.enqueue(() => this.run(image, previous ?? this.firstLanguage(language), false));
      if (result.words > 0) previous = result.language;
      return result;
    };
  }

  /** The languages whose workers are alive, least recently used first. */
  get liveLanguages(): string[] {
    return this.workers.languages;
  }

  /** Stops the workers once the queued calls are done. */
  terminate(): Promise<void> {
    return this.enqueue(() => this.workers.terminate());
  }

  private firstLanguage(declared: string | null | undefined): string {
    return this.languages.forTag(declared) ?? this.languages.codes[0]!;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Reads an image in `first`, then perhaps again in its text's language. `banded`: a raster above
   * MAX_BAND_PIXELS is read band by band (bands.ts), so that tesseract's memory follows the band,
   * not the image.
   */
  private async run(image: Raster | Buffer, first: string, banded: boolean): Promise<OcrResult> {
    const bands = banded && !Buffer.isBuffer(image) ? bandsOf(image) : [];
    let read: (language: string) => Promise<OcrResult>;
    if (bands.length > 1) {
      // Each band prepared as it is read (a canvas and a PNG of its own), not all of them at once.
      read = async (language) => {
        const lines: OcrLine[] = [];
        for (const band of bands) {
          const prepared = await prepareImage(band.raster, this.limits);
          if (!prepared.encoded) continue;
          const reading = buildResult(await this.workers.recognise(language, prepared.encoded), prepared, language);
          lines.push(...linesOfBand(reading.lines, band));
        }
        return resultOfLines(lines, language);
      };
    } else {
      const prepared = await prepareImage(image, this.limits);
      const encoded = prepared.encoded;
      if (!encoded) return emptyResult(first);
      read = async (language) => buildResult(await this.workers.recognise(language, encoded), prepared, language);
    }
    const firstReading = await read(first);
    const second = secondPassLanguage(firstReading, this.languages);
    return second ? betterReading(firstReading, await read(second)) : firstReading;
  }
}
