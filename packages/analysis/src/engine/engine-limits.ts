/**
 * Bounds on one analysis, enforced from outside the engine (engine-pool.ts) so that no file, however
 * hostile, can take the worker process down: the engine runs in a child process that is killed past
 * these. The PDF adapter has its own, finer limits (formats/pdf/limits.ts).
 */
export interface EngineLimits {
  /**
   * Wall time one file may take, however far it has got: the per-file ceiling, a last resort. What
   * is judged is bounded by work (pages, OCR'd pages: formats/pdf/limits.ts), and every step that
   * could hang (a pdf.js step, a conversion, an OCR page, a browser) has its own bound that reports
   * it as stuck; this only stops a file that keeps making progress for too long.
   */
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
  // A 1,000-page book takes 1 to 3 minutes on two cores, a 300-page scan read in full by OCR about
  // 10; ANALYSIS_TIMEOUT_SECONDS sets it.
  timeoutMs: 1_800_000,
  maxHeapMb: 512,
  maxRssMb: 768,
  // A warm engine (pdf.js, the OCR worker) idles at 150-250 MB.
  recycleAboveRssMb: 384,
};
