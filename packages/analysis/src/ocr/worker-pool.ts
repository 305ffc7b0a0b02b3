import type Tesseract from 'tesseract.js';
import { startTesseractWorker, type TesseractHandle } from './tesseract-worker.js';

const STOP_GRACE_MS = 5000;
/** A worker's start (its thread, the wasm core, the language's data): seconds on a busy machine. */
const START_TIMEOUT_MS = 60_000;

interface LiveWorker extends TesseractHandle {
  /** Rejects when the thread dies on its own (crash, out of memory). */
  died: Promise<never>;
  stopping: boolean;
}

/**
 * Tesseract workers, one per language, each started on first use and kept warm. A worker is a
 * thread with its own wasm memory, outside the V8 heap and never shrinking (about 35 MB started,
 * 100–150 MB resident once it has read a full page), so at most `maxWorkers` live at once:
 * starting another first stops the one used least recently. One call at a time: the caller
 * queues them.
 */
export class WorkerPool {
  /** In order of use, least recent first. */
  private readonly workers = new Map<string, Promise<LiveWorker>>();

  constructor(
    private readonly maxWorkers: number,
    private readonly timeoutMs: number,
  ) {}

  /** The languages whose workers are alive, least recently used first. */
  get languages(): string[] {
    return [...this.workers.keys()];
  }

  /**
   * Recognises an encoded image in one language. Starting the worker is bounded by
   * START_TIMEOUT_MS and the recognition by the pool's timeout, each on its own: a start slowed by
   * a busy machine (the wasm core and the language's data loaded, seconds under load) does not eat
   * into the recognition's time, so that whether an image is read does not depend on the load.
   * Past either bound, or when the worker fails, the call is rejected and its worker replaced.
   */
  async recognise(language: string, image: Buffer): Promise<Tesseract.Page> {
    const live = await this.bounded(
      language,
      this.worker(language),
      START_TIMEOUT_MS,
      `The OCR worker did not start within ${START_TIMEOUT_MS / 1000} s`,
    );
    live.thread?.ref();
    try {
      const recognised = live.worker.recognize(image, {}, { text: false, blocks: true });
      const reading = Promise.race([recognised, live.died]);
      return (await this.bounded(language, reading, this.timeoutMs, `OCR took longer than ${this.timeoutMs} ms`)).data;
    } finally {
      live.thread?.unref();
    }
  }

  /** `work` within `ms`; past it, or when it fails, the language's worker is stopped and the error thrown. */
  private async bounded<T>(language: string, work: Promise<T>, ms: number, message: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    });
    work.catch(() => undefined); // settles after a timeout, when nobody listens any more
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      // A stuck or broken worker must not block the next call: replace it.
      await this.stop(language);
      throw error instanceof Error ? error : new Error(`OCR failed: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops every worker. */
  async terminate(): Promise<void> {
    await Promise.all(this.languages.map((language) => this.stop(language)));
  }

  private async worker(language: string): Promise<LiveWorker> {
    const running = this.workers.get(language);
    if (running) {
      this.workers.delete(language);
      this.workers.set(language, running);
      return running;
    }
    // Room first, so that the stopped worker's memory is free before the new one grows.
    while (this.workers.size >= this.maxWorkers) await this.stop(this.languages[0]!);
    const starting: Promise<LiveWorker> = startTesseractWorker(language).then((handle) =>
      this.watch(language, handle, starting),
    );
    starting.catch(() => {
      if (this.workers.get(language) === starting) this.workers.delete(language);
    });
    this.workers.set(language, starting);
    return starting;
  }

  private watch(language: string, handle: TesseractHandle, starting: Promise<LiveWorker>): LiveWorker {
    let fail: (error: Error) => void = () => {};
    const died = new Promise<never>((_, reject) => (fail = reject));
    died.catch(() => undefined);
    const live: LiveWorker = { ...handle, died, stopping: false };
    const onDeath = (reason: string) => {
      if (this.workers.get(language) === starting) this.workers.delete(language);
      if (!live.stopping) fail(new Error(`The OCR worker stopped unexpectedly: ${reason}`));
    };
    handle.thread?.on('error', (error) => onDeath(error.message));
    handle.thread?.on('exit', (code) => onDeath(`exit code ${code}`));
    handle.thread?.unref();
    return live;
  }

  /** Stops a language's worker; one still starting is stopped when it is up (waiting at most 5 s). */
  private async stop(language: string): Promise<void> {
    const starting = this.workers.get(language);
    this.workers.delete(language);
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
