import type { Feedback } from './feedback.js';
import type { FileType } from './formats/file-types.js';

export interface AnalysisInput {
  /** A local file holding the bytes. */
  path: string;
  fileType: FileType;
  mimeType: string;
  /**
   * A directory the caller owns (and removes) where the engine may leave files it returns, such as
   * the PDF preview of an Office or HTML file. Without it the engine makes no preview.
   */
  workDir?: string;
}

export interface AnalysisResult {
  feedback: Feedback;
  /** Pages of the PDF preview; null where pages mean nothing (an image). */
  pageCount: number | null;
  isSeizureInducing: boolean;
  /**
   * The document's language (BCP 47): the declared one when it is valid, else the one LanguageCorrect
   * detected; null when neither is known. Absent: not reported (treated as null).
   */
  language?: string | null;
  /** The PDF preview the snippets point at (Office and HTML files), a file in `workDir`; null if none. */
  preview: string | null;
  /** Seconds spent in each stage (read, convert_wait, convert, judge), when the engine timed them. */
  stages?: Record<string, number>;
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
 * The analysis could not finish for a reason that says nothing about the file (the OCR worker
 * failed, ...): the job is retried, and the file is not failed for it.
 */
export class TransientAnalysisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientAnalysisError';
  }
}

/**
 * How far a long analysis has got, per stage: `pages` read (text, structure, the render for
 * Contrast), pages read by `ocr`. `total` is what the stage will do at most.
 */
export interface AnalysisProgress {
  stage: ProgressStage;
  done: number;
  total: number;
}

export type ProgressStage = 'pages' | 'ocr';

export interface AnalyseOptions {
  /** Told as each page of a stage is done (the worker keeps it on the file's status record). */
  onProgress?: (progress: AnalysisProgress) => void;
}

/** Something that analyses one file: the engine pool in the service, analyseFile in-process. */
export type Analyse = (input: AnalysisInput, options?: AnalyseOptions) => Promise<AnalysisResult>;
