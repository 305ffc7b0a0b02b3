import type { AnalysisInput, AnalysisProgress, AnalysisResult } from '../analyse.js';
import type {
  ConverterPoolOutcome,
  ConverterPoolRestartReason,
  ConverterPoolUsage,
} from '../conversion/converter-pool-events.js';

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

/**
 * Engine process → parent, unasked: what its warm LibreOffice processes did (a conversion's
 * outcome, a member replaced, their usage now), for the worker's metrics; or how far the analysis
 * of request `id` has got. Sent as it happens, so before the reply of the analysis it happened in.
 */
export type EngineNotice =
  | {
      libreOffice:
        { conversion: ConverterPoolOutcome } | { restart: ConverterPoolRestartReason } | { usage: ConverterPoolUsage };
    }
  | { id: number; progress: AnalysisProgress };

export const isEngineNotice = (message: unknown): message is EngineNotice =>
  typeof message === 'object' && message !== null && ('libreOffice' in message || 'progress' in message);
