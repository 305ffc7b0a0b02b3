import fs from 'node:fs';
import { childrenOf, until } from '@app/testing';

/** The engine processes a worker runs: its children started from the analysis package's engine-process.js. */
export function enginesOf(workerPid: number): number[] {
  return childrenOf(workerPid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('engine-process.js');
    } catch {
      return false; // gone meanwhile
    }
  });
}

/**
 * Ends the engine processes a worker keeps warm between files, and waits until the worker has seen
 * them go (reaped: no longer its children), so that its next file starts a fresh engine.
 */
export async function endIdleEngines(workerPid: number): Promise<void> {
  for (const pid of enginesOf(workerPid)) process.kill(pid, 'SIGKILL');
  await until(async () => (enginesOf(workerPid).length === 0 ? true : undefined), 5_000);
}

/**
 * Plays the kernel's OOM killer or an operator: sends SIGKILL, from outside, to each engine process
 * a worker starts, up to `limit` of them, the moment it appears. An engine is started for a file's
 * try and told the file at once, so the try is under way from its first moment: a kill then is,
 * to the worker, a kill mid-analysis, and the analysis can never finish first.
 */
export class EngineKiller {
  /** Every engine process seen, in order; the first `limit` were killed. */
  readonly seen: number[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly workerPid: number,
    private readonly limit = Infinity,
  ) {
    this.timer = setInterval(() => this.watch(), 10);
  }

  get killed(): number[] {
    return this.seen.slice(0, this.limit);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private watch(): void {
    for (const pid of enginesOf(this.workerPid)) {
      if (this.seen.includes(pid)) continue;
      this.seen.push(pid);
      if (this.seen.length <= this.limit) process.kill(pid, 'SIGKILL');
    }
  }
}
