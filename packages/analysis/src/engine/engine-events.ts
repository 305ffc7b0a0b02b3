import type { ConverterPoolEvents } from '../conversion/converter-pool-events.js';

/**
 * Why an engine process was ended, to be replaced by a fresh one at its slot's next file (or try):
 * `crash` it died of itself, `killed` a signal from outside ended it (engine-exit.ts).
 */
export type EngineRestartReason =
  'error' | 'recycle' | 'time_bound' | 'memory_bound' | 'heap_bound' | 'crash' | 'killed';

/** The bounds a file may reach (engine-limits.ts): its time, resident memory, or heap. */
export type EngineBound = 'time' | 'memory' | 'heap';

/**
 * What the engine pool tells its owner as it happens, for monitoring: plain callbacks, so that this
 * package stays free of any metrics library (the worker counts them in Prometheus metrics).
 */
export interface EngineEvents {
  /** An engine process was ended: after an error, over its recycling size, at a bound, or it died or was killed. */
  onRestart?(reason: EngineRestartReason): void;
  /** A file reached a bound and failed for it. */
  onBoundHit?(bound: EngineBound): void;
  /**
   * What the warm LibreOffice processes of the engine processes do: each conversion's outcome and
   * each member replaced (their usage is read with EnginePool.libreOfficeUsage()).
   */
  libreOffice?: Pick<ConverterPoolEvents, 'onConversion' | 'onRestart'>;
}
