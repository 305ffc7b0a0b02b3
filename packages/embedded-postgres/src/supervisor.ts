import type { ChildProcess } from 'node:child_process';
import { isRunning, stopServer } from './server-process.js';

/** What happens to a server after its start, for the owner's log. */
export type EmbeddedPostgresEvent =
  | { type: 'exited'; code: number | null; signal: NodeJS.Signals | null }
  | { type: 'restart-failed'; attempt: number; error: Error; retryInMs: number }
  | { type: 'restarted'; attempt: number; downMs: number };

export interface EmbeddedPostgresStatus {
  /** The server accepts connections (as far as this process knows: it is running). */
  running: boolean;
  /** Since when it has been down, while it is being restarted. */
  downSince?: Date;
  /** Successful restarts since the start. */
  restarts: number;
  /** Why the last restart attempt failed, while down. */
  lastError?: string;
}

/** Waits before each restart attempt: quick at first, then no more often than every 10 s. */
const BACKOFF_MS = [200, 500, 1_000, 2_000, 5_000, 10_000];
/** A server that ran this long before dying is restarted from the quick end of the backoff again. */
const STABLE_MS = 60_000;

export interface SupervisorOptions {
  /** Starts the server again, on the same port (clients keep their URL); rejects if it cannot. */
  respawn: (signal: AbortSignal) => Promise<ChildProcess>;
  /** Clears what the dead server left before a respawn (its backends). */
  beforeRespawn: () => Promise<void>;
  onEvent: (event: EmbeddedPostgresEvent) => void;
  stopTimeoutMs: number;
}

/**
 * Keeps the server running: when it dies on its own (killed, crashed), starts it again with
 * backoff until it runs, and stops doing so once `stop` is called.
 */
export class Supervisor {
  private child: ChildProcess;
  private startedAt = Date.now();
  private stopping = false;
  private attempt = 0;
  private restarts = 0;
  private downSince: number | undefined;
  private lastError: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | undefined;
  private readonly abort = new AbortController();

  constructor(
    child: ChildProcess,
    private readonly options: SupervisorOptions,
  ) {
    this.child = child;
    this.watch(child);
  }

  status(): EmbeddedPostgresStatus {
    const running = this.downSince === undefined && isRunning(this.child);
    return {
      running,
      ...(this.downSince !== undefined && { downSince: new Date(this.downSince) }),
      restarts: this.restarts,
      ...(this.lastError !== undefined && { lastError: this.lastError }),
    };
  }

  /** Stops restarting, then stops the server (fast shutdown, SIGKILL past the timeout). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.restarting;
    await stopServer(this.child, this.options.stopTimeoutMs);
  }

  /** For an exit handler: asks the server to shut down now, without waiting (nothing can wait there). */
  signalStop(): void {
    this.stopping = true;
    clearTimeout(this.timer);
    if (isRunning(this.child)) this.child.kill('SIGINT');
  }

  private watch(child: ChildProcess) {
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      this.downSince = Date.now();
      if (this.downSince - this.startedAt >= STABLE_MS) this.attempt = 0;
      this.options.onEvent({ type: 'exited', code, signal });
      this.schedule();
    });
  }

  private nextDelay(): number {
    return BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)]!;
  }

  private schedule() {
    const delay = this.nextDelay();
    this.attempt++;
    this.timer = setTimeout(() => {
      this.restarting = this.restart().finally(() => (this.restarting = undefined));
    }, delay);
    this.timer.unref();
  }

  private async restart(): Promise<void> {
    try {
      await this.options.beforeRespawn();
      if (this.stopping) return;
      const child = await this.options.respawn(this.abort.signal);
      this.child = child;
      this.startedAt = Date.now();
      const downMs = this.startedAt - this.downSince!;
      this.downSince = undefined;
      this.lastError = undefined;
      this.restarts++;
      this.watch(child);
      this.options.onEvent({ type: 'restarted', attempt: this.attempt, downMs });
    } catch (error) {
      if (this.stopping) return;
      this.lastError = (error as Error).message;
      this.options.onEvent({
        type: 'restart-failed',
        attempt: this.attempt,
        error: error as Error,
        retryInMs: this.nextDelay(),
      });
      this.schedule();
    }
  }
}
