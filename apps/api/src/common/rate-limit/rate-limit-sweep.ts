import type { PrismaWindowCounts } from './window-counts.repository.js';

const EVERY_MS = 60_000;

/**
 * Deletes the counts of ended windows once a minute. Every API process sweeps (a DELETE by the
 * expires_at index, harmless twice). A failure is left to the next sweep: while the database is
 * down, the requests themselves answer 503.
 */
export class RateLimitSweep {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly counts: PrismaWindowCounts) {}

  start(): void {
    this.timer = setInterval(() => {
      this.counts.deleteEnded(new Date()).catch(() => undefined);
    }, EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
