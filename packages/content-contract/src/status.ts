/**
 * pending: queued; inprogress: being analysed; success: feedback is ready; failed: it cannot be
 * produced (`error` says why).
 */
export const CONTENT_STATUSES = ['pending', 'inprogress', 'success', 'failed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Pages done of pages in one stage of a running analysis. */
export interface StageProgress {
  done: number;
  total: number;
}

/** How far a running analysis has got: pages read, pages read by OCR (each once it has begun). */
export interface AnalysisProgress {
  pages?: StageProgress;
  ocr?: StageProgress;
}

/** The upload and status record of a file. */
export interface StatusRecord {
  hash: string;
  status: ContentStatus;
  statusUrl: string;
  /** The path of the details once the status is success; null before (and when failed). */
  resourceUrl: string | null;
  /** Only when failed: why, for a person. */
  error?: string;
  /** Only while inprogress, once the worker has recorded some (a long analysis). */
  progress?: AnalysisProgress;
}
