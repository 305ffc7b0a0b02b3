import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { AnalyseOptions, AnalysisInput, AnalysisResult } from '../analyse.js';
import type { ConverterPoolUsage } from '../conversion/converter-pool-events.js';
import type { EngineEvents } from './engine-events.js';
import { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './engine-limits.js';
import { EngineSlot } from './engine-slot.js';
import { EngineStoppedError } from './engine-stopped-error.js';

/**
 * The built engine process. From src/engine (under Jest) and dist/engine alike this is the
 * package's dist build, which tests and the service both have (turbo builds before testing).
 */
const ENGINE_PROCESS = fileURLToPath(new URL('../../dist/engine/engine-process.js', import.meta.url));

export interface EnginePoolOptions {
  /** Files analysed at once, each in its own engine process. */
  size: number;
  limits?: Partial<EngineLimits>;
  /** The engine process's module; the package's own by default (tests give stand-ins). */
  modulePath?: string;
  /** Told of engine restarts and bound hits, and what their LibreOffice processes do (the worker counts them). */
  events?: EngineEvents;
}

export interface EnginePoolUsage {
  size: number;
  /** Engine processes analysing a file. */
  busy: number;
  /** Files waiting for one. */
  waiting: number;
}

interface Waiter {
  resolve: (slot: EngineSlot) => void;
  reject: (error: Error) => void;
}

/**
 * Runs analyses in child processes, at most `size` at once, queueing the rest. This is how the
 * service's worker and the CLI call the engine: a file that crashes it, exhausts memory or hangs
 * fails on its own with a reason, and the caller's process carries on.
 */
export class EnginePool {
  private readonly slots: EngineSlot[];
  private readonly idle: EngineSlot[];
  private readonly waiting: Waiter[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;

  constructor({ size, limits, modulePath = ENGINE_PROCESS, events }: EnginePoolOptions) {
    const bounds = { ...DEFAULT_ENGINE_LIMITS, ...limits };
    this.slots = Array.from({ length: Math.max(1, size) }, () => new EngineSlot(modulePath, bounds, events));
    this.idle = [...this.slots];
  }

  usage(): EnginePoolUsage {
    return { size: this.slots.length, busy: this.slots.length - this.idle.length, waiting: this.waiting.length };
  }

  /**
   * The warm LibreOffice processes of all engine processes (each has its own pool of them, of
   * LIBREOFFICE_WARM_PROCESSES at most, started on demand), as the engine processes last told.
   */
  libreOfficeUsage(): ConverterPoolUsage {
    const total = { busy: 0, idle: 0, waiting: 0 };
    for (const { libreOfficeUsage: usage } of this.slots) {
      total.busy += usage.busy;
      total.idle += usage.idle;
      total.waiting += usage.waiting;
    }
    return total;
  }

  readonly analyse = (input: AnalysisInput, options?: AnalyseOptions): Promise<AnalysisResult> => {
    const analysis = this.analyseInSlot(input, options);
    this.running.add(analysis);
    void analysis.catch(() => {}).finally(() => this.running.delete(analysis));
    return analysis;
  };

  /**
   * Stops the pool: new files and those waiting for a slot fail with EngineStoppedError (not the
   * file's fault: their jobs go back to the queue); running analyses may finish within `graceMs`,
   * after which their engines are stopped too. Resolves when no engine process is left.
   */
  async stop(graceMs = 0): Promise<void> {
    this.stopping = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new EngineStoppedError());
    for (const slot of this.idle) slot.stop();
    if (this.running.size > 0 && graceMs > 0) {
      const grace = new AbortController();
      await Promise.race([Promise.allSettled(this.running), sleep(graceMs, undefined, { signal: grace.signal })]).catch(
        () => {},
      );
      grace.abort();
    }
    for (const slot of this.slots) slot.stop();
    await Promise.allSettled(this.running);
  }

  private async analyseInSlot(input: AnalysisInput, options?: AnalyseOptions): Promise<AnalysisResult> {
    if (this.stopping) throw new EngineStoppedError();
    const slot =
      this.idle.pop() ?? (await new Promise<EngineSlot>((resolve, reject) => this.waiting.push({ resolve, reject })));
    try {
      return await slot.analyse(input, options);
    } finally {
      const next = this.waiting.shift();
      if (next) next.resolve(slot);
      else this.idle.push(slot);
    }
  }
}
