import { AnalysisError, type AnalysisInput, type AnalysisResult } from '../analyse.js';
import { FILE_TYPE_LABELS } from '../formats/file-types.js';
import { readPdf } from '../formats/pdf/read-pdf.js';
import type { DocumentModel } from '../model/document-model.js';
import type { OcrEngine } from '../ocr/ocr-engine.js';
import { evaluateDocument } from '../scoring/score-document.js';

export interface EngineTools {
  /** OCR for pages (and images) that may be pictures of text; without it nothing is recognised. */
  ocr?: OcrEngine;
}

/**
 * Analyses one file in this process: the format adapter builds the document model, the checks
 * judge it, the scorer makes the feedback. The service runs this inside an engine process
 * (engine-pool.ts); the CLI and the benchmark may call it directly.
 */
export async function analyseFile(input: AnalysisInput, tools: EngineTools = {}): Promise<AnalysisResult> {
  const document = await readDocument(input, tools);
  return {
    feedback: evaluateDocument(document),
    pageCount: input.fileType === 'image' ? null : document.pages.length,
    isSeizureInducing: document.isSeizureInducing ?? false,
    preview: null,
  };
}

export async function readDocument(input: AnalysisInput, { ocr }: EngineTools): Promise<DocumentModel> {
  switch (input.fileType) {
    case 'pdf':
      return readPdf(input.path, { recognise: ocr ? (raster) => ocr.recognise(raster) : undefined });
    default:
      throw new AnalysisError(`Analysis of ${FILE_TYPE_LABELS[input.fileType]} is not available yet`);
  }
}
