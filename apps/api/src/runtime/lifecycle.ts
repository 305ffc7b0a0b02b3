import type { Logger } from './logger.js';

type Stopper = { name: string; stop: () => Promise<unknown> };

/**
 * Orderly stop on SIGINT/SIGTERM: what started last stops first (HTTP server, then the queue,
 * then the database). A second signal, or a stop that overruns its deadline, exits at once.
 */
export class Lifecycle {
  private readonly stoppers: Stopper[] = [];
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly deadlineMs: number,
  ) {}

  /** Registers what to undo; if a stop is already under way, undoes it at once. */
  onStop(name: string, stop: () => Promise<unknown>): void {
    if (this.stopping) void this.runOne({ name, stop });
    else this.stoppers.push({ name, stop });
  }

  handleSignals(exit: (code: number) => void): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (this.stopping) {
          this.logger.warn({ signal }, 'second signal: exiting without waiting');
          exit(1);
          return;
        }
        this.logger.info({ signal }, 'stopping: finishing in-flight requests and jobs');
        void this.stop().then(() => {
          this.logger.info('stopped');
          exit(0);
        });
      });
    }
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const deadline = setTimeout(() => {
        this.logger.error({ deadlineMs: this.deadlineMs }, 'stop overran its deadline: exiting');
        process.exit(1);
      }, this.deadlineMs);
      deadline.unref();
      while (this.stoppers.length > 0) await this.runOne(this.stoppers.pop()!);
      clearTimeout(deadline);
    })();
    return this.stopping;
  }

  private async runOne({ name, stop }: Stopper) {
    try {
      await stop();
    } catch (error) {
      this.logger.error({ err: error, component: name }, `stopping ${name} failed`);
    }
  }
}
