import { fileURLToPath } from 'node:url';
import type { AnalysisInput, AnalysisResult } from '../analyse.js';
import { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './engine-limits.js';
import { EngineSlot } from './engine-slot.js';

/**
 * The built engine process. From src/engine (under Jest) and dist/engine alike this is the
 * package's dist build, which tests and the service both have (turbo builds before testing).
 */
const ENGINE_PROCESS = fileURLToPath(new URL('../../dist/engine/engine-process.js', import.meta.url));

export interface EnginePoolOptions {
  /** Files analysed at once, each in its own engine process. */
  size: number;
  limits?: Partial<EngineLimits>;
}

/**
 * Runs analyses in child processes, at most `size` at once, queueing the rest. This is how the
 * service's worker and the CLI call the engine: a file that crashes it, exhausts memory or hangs
 * fails on its own with a reason, and the caller's process carries on.
 */
export class EnginePool {
  private readonly idle: EngineSlot[];
  private readonly waiting: ((slot: EngineSlot) => void)[] = [];
  private closed = false;

  constructor({ size, limits }: EnginePoolOptions) {
    const bounds = { ...DEFAULT_ENGINE_LIMITS, ...limits };
    this.idle = Array.from({ length: Math.max(1, size) }, () => new EngineSlot(ENGINE_PROCESS, bounds));
  }

  readonly analyse = async (input: AnalysisInput): Promise<AnalysisResult> => {
    // Not an AnalysisError: the file is fine, this process is stopping; the job goes back to the queue.
    if (this.closed) throw new Error('The analysis engine is stopping');
    const slot = this.idle.pop() ?? (await new Promise<EngineSlot>((resolve) => this.waiting.push(resolve)));
    try {
      return await slot.analyse(input);
    } finally {
      const next = this.waiting.shift();
      if (next) next(slot);
      else if (this.closed) slot.kill();
      else this.idle.push(slot);
    }
  };

  /**
   * Stops the idle engine processes now and the busy ones when their file is done, so that a
   * graceful shutdown lets running analyses finish. New files are refused.
   */
  close(): void {
    this.closed = true;
    for (const slot of this.idle.splice(0)) slot.kill();
  }
}
