import type { Raster } from '../model/raster.js';
import { prepareImage, type ImageLimits } from './image-input.js';
import { buildResult, emptyResult, type OcrResult } from './ocr-result.js';
import { startTesseractWorker, traineddataFolder, type TesseractHandle } from './tesseract-worker.js';

export type { OcrBox, OcrLine, OcrResult, OcrWord } from './ocr-result.js';

export interface OcrEngineOptions {
  /** Tesseract language code; its data must be installed as `@tesseract.js-data/<language>`. Default 'eng'. */
  language?: string;
  /** A call (worker start included) taking longer is rejected and its worker replaced. Default 30 s. */
  timeoutMs?: number;
  /** Images with a longer side above this are downscaled first. Default 3000 px. */
  maxSide?: number;
}

/** Encoded images above this many pixels are refused before decoding (a decompression bomb guard). */
const MAX_PIXELS = 100_000_000;
const STOP_GRACE_MS = 5000;

interface LiveWorker extends TesseractHandle {
  /** Rejects when the thread dies on its own (crash, out of memory). */
  died: Promise<never>;
  stopping: boolean;
}

/**
 * Offline OCR with one tesseract.js worker thread: started on first use, reused, one call at a
 * time (calls queue). Call `terminate()` when done; a later call starts a new worker.
 */
export class OcrEngine {
  private worker: Promise<LiveWorker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly limits: ImageLimits;

  private constructor(
    private readonly language: string,
    private readonly timeoutMs: number,
    maxSide: number,
  ) {
    this.limits = { maxSide, maxPixels: MAX_PIXELS };
  }

  /** Checks that the language's data is installed; starts nothing yet. */
  static create(options: OcrEngineOptions = {}): OcrEngine {
    const language = options.language ?? 'eng';
    traineddataFolder(language);
    return new OcrEngine(language, options.timeoutMs ?? 30_000, options.maxSide ?? 3000);
  }

  /** Recognises the text in a Raster or an encoded PNG/JPEG; boxes are in the image's pixels. */
  recognise(image: Raster | Buffer): Promise<OcrResult> {
    return this.enqueue(() => this.run(image));
  }

  /** Stops the worker once the queued calls are done. */
  terminate(): Promise<void> {
    return this.enqueue(() => this.stopWorker());
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async run(image: Raster | Buffer): Promise<OcrResult> {
    const prepared = await prepareImage(image, this.limits);
    if (!prepared.encoded) return emptyResult();
    const encoded = prepared.encoded;

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    const work = (async () => {
      const live = await this.startWorker();
      live.thread?.ref();
      try {
        const recognised = live.worker.recognize(encoded, {}, { text: false, blocks: true });
        return (await Promise.race([recognised, live.died])).data;
      } finally {
        live.thread?.unref();
      }
    })();
    work.catch(() => undefined); // settles after a timeout, when nobody listens any more
    try {
      return buildResult(await Promise.race([work, timeout]), prepared);
    } catch (error) {
      // A stuck or broken worker must not block the next call: replace it.
      await this.stopWorker();
      throw error instanceof Error ? error : new Error(`OCR failed: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private startWorker(): Promise<LiveWorker> {
    if (this.worker) return this.worker;
    const starting: Promise<LiveWorker> = startTesseractWorker(this.language).then((handle) =>
      this.watch(handle, starting),
    );
    starting.catch(() => {
      if (this.worker === starting) this.worker = null;
    });
    this.worker = starting;
    return starting;
  }

  private watch(handle: TesseractHandle, starting: Promise<LiveWorker>): LiveWorker {
    let fail: (error: Error) => void = () => {};
    const died = new Promise<never>((_, reject) => (fail = reject));
    died.catch(() => undefined);
    const live: LiveWorker = { ...handle, died, stopping: false };
    const onDeath = (reason: string) => {
      if (this.worker === starting) this.worker = null;
      if (!live.stopping) fail(new Error(`The OCR worker stopped unexpectedly: ${reason}`));
    };
    handle.thread?.on('error', (error) => onDeath(error.message));
    handle.thread?.on('exit', (code) => onDeath(`exit code ${code}`));
    handle.thread?.unref();
    return live;
  }

  /** Stops the current worker; one still starting is stopped when it is up (waiting at most 5 s). */
  private async stopWorker(): Promise<void> {
    const starting = this.worker;
    this.worker = null;
    if (!starting) return;
    const stopped = starting.then(
      async (live) => {
        live.stopping = true;
        await live.worker.terminate().catch(() => undefined);
        await live.thread?.terminate();
      },
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
    await Promise.race([stopped, grace]);
    clearTimeout(timer);
  }
}
