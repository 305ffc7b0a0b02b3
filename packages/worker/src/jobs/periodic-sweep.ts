import type { WorkerLogger } from '../worker-logger.js';

/**
 * A pass over the database that runs at start and then every `intervalMs`, one pass at a time (a
 * slow pass is not overlapped by the next); a failed pass is logged and the next one runs. The
 * recovery sweeps and the webhook sweep are such passes: what each looks for is its `runOnce`.
 */
export abstract class PeriodicSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  protected constructor(
    protected readonly logger: WorkerLogger,
    private readonly intervalMs: number,
    /** Names the sweep in the log line of a failed pass. */
    private readonly name: string,
  ) {}

  start(): void {
    const pass = () => {
      this.running ??= this.runOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, `${this.name} failed`))
        .finally(() => (this.running = undefined));
    };
    pass();
    this.timer = setInterval(pass, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass: how many jobs it sent. */
  abstract runOnce(now?: number): Promise<number>;
}
