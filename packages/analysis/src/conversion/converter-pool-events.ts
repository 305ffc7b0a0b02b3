/**
 * How one conversion on a member of a converter pool ended: `success`; `timed_out` (the member was
 * killed, the file fails); for the warm LibreOffice processes, `fallback` (the member failed, died
 * or could not start: a cold LibreOffice converts the file instead); for the alternative formats'
 * producers, `refused` (the file cannot be made into the format), `out_of_memory` (its heap bound)
 * and `error` (the process failed: the job is retried).
 */
export type ConverterPoolOutcome = 'success' | 'timed_out' | 'fallback' | 'refused' | 'out_of_memory' | 'error';

/**
 * Why a member of a converter pool was ended, to be replaced on demand: `recycle` (its number of
 * conversions, or the memory it held after one), `time_bound` (killed past a conversion's time),
 * `heap_bound` (ran out of heap), `crash` (it died), `error` (it could not be cleaned for the next
 * file). Members stopped for being idle, or at shutdown, are not counted.
 */
export type ConverterPoolRestartReason = 'recycle' | 'time_bound' | 'heap_bound' | 'crash' | 'error';

/** A converter pool's processes at one moment. */
export interface ConverterPoolUsage {
  /** Members converting (or starting to). */
  busy: number;
  /** Members started and kept warm, waiting for a file. */
  idle: number;
  /** Conversions waiting for a member. */
  waiting: number;
}

/**
 * What a converter pool (the warm LibreOffice processes, the alternative formats' producers) tells
 * its owner as it happens, for monitoring: plain callbacks, as EngineEvents, so that the packages
 * stay free of any metrics library (the worker counts them in Prometheus metrics).
 */
export interface ConverterPoolEvents {
  onConversion?(outcome: ConverterPoolOutcome): void;
  onRestart?(reason: ConverterPoolRestartReason): void;
  /**
   * The pool's usage changed (only from pools that live in another process, the warm LibreOffice
   * processes of an engine process; a pool at hand is read with its `usage()`).
   */
  onUsage?(usage: ConverterPoolUsage): void;
}

export const NO_CONVERTER_USAGE: ConverterPoolUsage = Object.freeze({ busy: 0, idle: 0, waiting: 0 });
