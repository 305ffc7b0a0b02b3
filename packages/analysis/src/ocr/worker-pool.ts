import type Tesseract from 'tesseract.js';
import { startTesseractWorker, type TesseractHandle } from './tesseract-worker.js';

const STOP_GRACE_MS = 5000;

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
   * Recognises an encoded image in one language. A call taking longer than the timeout (worker
   * start included) is rejected and its worker replaced.
   */
  async recognise(language: string, image: Buffer): Promise<Tesseract.Page> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    const work = (async () => {
      const live = await this.worker(language);
      // A call that timed out while its worker started is abandoned, and the worker stopped as soon
      // as it is up, possibly just before this: a job sent to a stopped worker fails outside any
      // promise (tesseract.js's send), so none is sent.
      if (live.stopping) throw new Error('The OCR worker was stopped');
      live.thread?.ref();
      try {
        const recognised = live.worker.recognize(image, {}, { text: false, blocks: true });
        return (await Promise.race([recognised, live.died])).data;
      } finally {
        live.thread?.unref();
      }
    })();
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
