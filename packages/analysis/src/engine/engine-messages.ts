import type { AnalysisInput, AnalysisResult } from '../analyse.js';

/** Parent → engine process. */
export interface EngineRequest {
  id: number;
  input: AnalysisInput;
}

/**
 * Engine process → parent: the result, or why the file cannot be analysed; `transient` when the
 * reason is not the file's (the job is retried).
 */
export type EngineReply =
  { id: number; ok: true; result: AnalysisResult } | { id: number; ok: false; message: string; transient?: true };
