import type { AnalyseOptions, AnalysisInput } from '../analyse.js';
import type { DocumentModel } from '../model/document-model.js';
import type { FileType } from '../model/file-type.js';
import type { OcrEngine } from '../ocr/ocr-engine.js';

/** What a reader may use beyond the file: OCR for pictures of text, and a listener for its progress. */
export interface ReaderTools extends AnalyseOptions {
  /** OCR for pages (and images) that may be pictures of text; without it nothing is recognised. */
  ocr?: OcrEngine;
}

/**
 * A file read into the document model, with the PDF preview made on the way (Office and HTML
 * files, when `workDir` is given).
 */
export interface ReadDocument {
  document: DocumentModel;
  preview: string | null;
  /** Pages of the PDF (or of its preview); null where pages mean nothing: images, no preview. */
  pageCount: number | null;
}

/** One format's reader: the file types it reads, and how (readers.ts lists them). */
export interface DocumentReader {
  readonly fileTypes: readonly FileType[];
  read(input: AnalysisInput, tools: ReaderTools): Promise<ReadDocument>;
}
