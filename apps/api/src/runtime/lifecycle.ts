import type { Logger } from './logger.js';

/** Stops one part within `allowanceMs` (what is still in flight is cut or handed back after it). */
type StopPart = (allowanceMs: number) => Promise<unknown>;
type Stopper = { name: string; stop: StopPart };

/**
 * What the parts stopped last (the queue's connections, the database) get after the serving parts'
 * allowance: a PostgreSQL fast shutdown takes well under a second.
 */
const LAST_PARTS_MS = 5_000;

/**
 * Orderly stop on SIGINT/SIGTERM, bounded as a whole: first the serving parts (HTTP, the worker,
 * metrics), all at once, within `drainMs` (SHUTDOWN_TIMEOUT_MS): in-flight requests and jobs
 * finish, then slow clients are cut and running work is handed back to the queue. Then the parts
 * they ran on (the runtime: queue, database), newest first, within 5 s more. A second signal, or a
 * stop that overruns SHUTDOWN_TIMEOUT_MS + 5 s, exits at once (what the process started is ended
 * with it by its own exit hooks).
 */
export class Lifecycle {
  private readonly serving: Stopper[] = [];
  private readonly last: Stopper[] = [];
  private stopping: Promise<void> | undefined;
  private deadline = 0;

  constructor(
    private readonly logger: Logger,
    private readonly drainMs: number,
    private readonly lastPartsMs = LAST_PARTS_MS,
  ) {}

  /** A serving part; if a stop is already under way, it is stopped at once. */
  onStop(name: string, stop: StopPart): void {
    if (this.stopping) void this.runOne({ name, stop });
    else this.serving.push({ name, stop });
  }

  /** A part the serving parts run on: stopped after them, in what is left of the budget. */
  onStopLast(name: string, stop: StopPart): void {
    if (this.stopping) void this.runOne({ name, stop });
    else this.last.push({ name, stop });
  }

  handleSignals(exit: (code: number) => void): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (this.stopping) {
          this.logger.warn({ signal }, 'second signal: exiting without waiting');
          exit(1);
          return;
        }
        this.logger.info({ signal, drainMs: this.drainMs }, 'stopping: finishing in-flight requests and jobs');
        void this.stop().then(() => {
          this.logger.info('stopped');
          exit(0);
        });
      });
    }
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const boundMs = this.drainMs + this.lastPartsMs;
      const drainUntil = Date.now() + this.drainMs;
      this.deadline = drainUntil + this.lastPartsMs;
      const overrun = setTimeout(() => {
        this.logger.error({ boundMs }, 'stop overran its bound: exiting');
        process.exit(1);
      }, boundMs);
      overrun.unref();
      await Promise.all(this.serving.map((part) => this.runOne(part, drainUntil)));
      // Newest first: each may use what registered before it.
      for (const part of this.last.reverse()) await this.runOne(part, this.deadline);
      clearTimeout(overrun);
    })();
    return this.stopping;
  }

  private async runOne({ name, stop }: Stopper, until = this.deadline): Promise<void> {
    try {
      await stop(Math.max(0, until - Date.now()));
    } catch (error) {
      this.logger.error({ err: error, component: name }, `stopping ${name} failed`);
    }
  }
}
