/**
 * Bounds on one analysis, enforced from outside the engine (engine-pool.ts) so that no file, however
 * hostile, can take the worker process down: the engine runs in a child process that is killed past
 * these. The PDF adapter has its own, finer limits (formats/pdf/limits.ts).
 */
export interface EngineLimits {
  /** Wall time for one file. */
  timeoutMs: number;
  /** V8 heap of the engine process (--max-old-space-size). */
  maxHeapMb: number;
  /** Resident memory of the engine process (heap, native buffers, wasm), sampled while it works. */
  maxRssMb: number;
  /**
   * Resident memory an engine process may keep between files: above it after a file, the process
   * is replaced before the next one, so that no file is measured against what an earlier one left.
   */
  recycleAboveRssMb: number;
}

export const DEFAULT_ENGINE_LIMITS: EngineLimits = {
  timeoutMs: 120_000,
  maxHeapMb: 512,
  maxRssMb: 768,
  // A warm engine (pdf.js, the OCR worker) idles at 150-250 MB.
  recycleAboveRssMb: 384,
};
