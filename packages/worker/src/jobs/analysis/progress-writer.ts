import type { AnalysisProgress } from '@app/analysis';
import type { WorkerLogger } from '../../worker-logger.js';

/**
 * Pages done of pages, per stage (pages, ocr): what a record carries while its file is analysed,
 * and the status endpoint serves as is.
 */
export type RecordProgress = Partial<Record<AnalysisProgress['stage'], { done: number; total: number }>>;

/** The first write waits this long (a quick analysis makes none); each later one as long after the last. */
export const PROGRESS_INTERVAL_MS = 2_000;

export interface ProgressWriterOptions {
  /** Stores the progress on the record; a rejection is logged, never passed on. */
  write: (progress: RecordProgress) => Promise<void>;
  logger: WorkerLogger;
  /** The record, for the log. */
  contentId: number;
  intervalMs?: number;
}

/**
 * Keeps the latest progress of one analysis attempt and writes it to the record, throttled: not
 * before `intervalMs` after the attempt began, then at most once per `intervalMs`, one write at a
 * time, each carrying the latest step of every stage. The engine's notices never wait on the
 * database, and a failed write costs only that write (the next carries the latest progress).
 * `stop` before the record's final transition, so that no write lands after it.
 */
export class ProgressWriter {
  private readonly latest: RecordProgress = {};
  private readonly intervalMs: number;
  private nextWriteAt: number;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private unwritten = false;
  private stopped = false;

  constructor(private readonly options: ProgressWriterOptions) {
    this.intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;
    this.nextWriteAt = performance.now() + this.intervalMs;
  }

  /**
   * Keeps one step; returns the pages it adds to its stage (for the metric). A step below the
   * last one of its stage means the engine began the file again (a replaced engine process):
   * its pages are read again, so they count again.
   */
  keep(step: AnalysisProgress): number {
    const before = this.latest[step.stage]?.done ?? 0;
    this.latest[step.stage] = { done: step.done, total: step.total };
    this.unwritten = true;
    this.schedule();
    return step.done >= before ? step.done - before : step.done;
  }

  /** Writes no more; resolves once a write under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
  }

  private schedule(): void {
    if (this.stopped || this.timer || this.writing) return;
    this.timer = setTimeout(() => this.flush(), Math.max(0, this.nextWriteAt - performance.now()));
  }

  private flush(): void {
    this.timer = undefined;
    this.unwritten = false;
    this.nextWriteAt = performance.now() + this.intervalMs;
    const { write, logger, contentId } = this.options;
    this.writing = Promise.resolve({ ...this.latest }) // each stage's entry is replaced, never changed: a shallow copy holds
      .then(write)
      .catch((error: unknown) =>
        logger.warn({ err: error, contentId }, 'analysis progress not recorded; the analysis goes on'),
      )
      .finally(() => {
        this.writing = undefined;
        if (this.unwritten) this.schedule();
      });
  }
}
