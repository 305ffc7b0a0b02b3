import type { Feedback } from './feedback.js';
import { FILE_TYPE_LABELS, type FileType } from './formats/file-types.js';

export interface AnalysisInput {
  /** A local file holding the bytes. */
  path: string;
  fileType: FileType;
  mimeType: string;
}

export interface AnalysisResult {
  feedback: Feedback;
  /** Pages of the PDF preview; null where pages mean nothing (an image). */
  pageCount: number | null;
  isSeizureInducing: boolean;
}

/**
 * The file cannot be analysed, and trying again will not change that: a type the engine does not
 * analyse (yet), or a damaged file. The message is for a person; it becomes the record's `error`.
 * Any other error is taken as transient (the job is retried).
 */
export class AnalysisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisError';
  }
}

/**
 * The engine's entry point: the file's feedback, page count and seizure risk. The format adapters
 * and checks arrive with the next issues; until a file type has its adapter, its files fail at
 * once with a reason that says so.
 */
export async function analyse(input: AnalysisInput): Promise<AnalysisResult> {
  throw new AnalysisError(`Analysis of ${FILE_TYPE_LABELS[input.fileType]} is not available yet`);
}
