import fs from 'node:fs/promises';
import path from 'node:path';
import { removeAbandonedStagedFiles, stagedFileName } from './staged-files.js';

/** Staged files older than this were left by a process that died mid-upload, whichever it was. */
const ABANDONED_AFTER_MS = 24 * 3600_000;
const SWEEP_INTERVAL_MS = 5 * 60_000;

export interface StagingOptions {
  /** How often staged files of dead writers are looked for after `open`. */
  sweepIntervalMs?: number;
  /** A periodic sweep that failed (the one in `open` throws instead); it is tried again next time. */
  onSweepError?: (error: unknown) => void;
}

/**
 * A local directory of staged files (uploads being received, blobs being downloaded), named after
 * the process writing them, and swept of those whose writer is gone: at `open` and every few
 * minutes until `close`, on a timer that does not keep the process alive. Both stores use one.
 */
export class StagingArea {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  private constructor(readonly dir: string) {}

  static async open(dir: string, options: StagingOptions = {}): Promise<StagingArea> {
    const area = new StagingArea(path.resolve(dir));
    await fs.mkdir(area.dir, { recursive: true });
    await area.sweep();
    area.timer = setInterval(() => {
      area.sweeping ??= area
        .sweep()
        .catch((error: unknown) => options.onSweepError?.(error))
        .finally(() => (area.sweeping = undefined));
    }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    area.timer.unref();
    return area;
  }

  /** A new, unique path in `dir` (the staging directory by default) named after this process. */
  newPath(dir = this.dir): string {
    return path.join(dir, stagedFileName());
  }

  /** One pass over the directory; returns how many staged files it removed. */
  sweep(now = Date.now()): Promise<number> {
    return removeAbandonedStagedFiles(this.dir, { now, abandonedAfterMs: ABANDONED_AFTER_MS });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }
}
