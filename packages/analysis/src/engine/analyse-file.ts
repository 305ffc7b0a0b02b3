import path from 'node:path';
import type { AnalyseOptions, AnalysisInput, AnalysisResult } from '../analyse.js';
import { parseLanguageTag } from '../commons/language/bcp47.js';
import { readHtml } from '../formats/html/read-html.js';
import { readImage } from '../formats/image/read-image.js';
import { readPdf } from '../formats/pdf/read-pdf.js';
import type { DocumentModel } from '../model/document-model.js';
import type { OcrEngine } from '../ocr/ocr-engine.js';
import { evaluateDocument } from '../scoring/score-document.js';
import { analyseOffice } from './analyse-office.js';
import { timed } from './stage-timings.js';

export interface EngineTools extends AnalyseOptions {
  /** OCR for pages (and images) that may be pictures of text; without it nothing is recognised. */
  ocr?: OcrEngine;
}

/** The model, and the PDF preview made on the way (Office and HTML files, when `workDir` is given). */
export interface ReadDocument {
  document: DocumentModel;
  preview: string | null;
  /** Pages of the PDF (or of its preview); null where pages mean nothing: images, no preview. */
  pageCount: number | null;
}

/**
 * Analyses one file in this process: the format adapter builds the document model, the checks
 * judge it, the scorer makes the feedback. The service runs this inside an engine process
 * (engine-pool.ts); the CLI and the benchmark may call it directly.
 */
export async function analyseFile(input: AnalysisInput, tools: EngineTools = {}): Promise<AnalysisResult> {
  const { document, preview, pageCount } = await timed('read', () => readDocument(input, tools));
  const feedback = await timed('judge', () => evaluateDocument(document));
  return {
    feedback,
    pageCount,
    isSeizureInducing: document.isSeizureInducing ?? false,
    preview,
    language:
      parseLanguageTag(document.metadata.language)?.tag ??
      feedback.report.results.LanguageCorrect?.detectedLanguage ??
      null,
  };
}

export async function readDocument(input: AnalysisInput, { ocr, onProgress }: EngineTools): Promise<ReadDocument> {
  switch (input.fileType) {
    case 'pdf': {
      const document = await readPdf(input.path, {
        recognise: ocr?.forDocument(),
        onProgress,
      });
      return { document, preview: null, pageCount: document.pages.length };
    }
    case 'document':
    case 'presentation':
    case 'spreadsheet': {
      const { document, preview } = await analyseOffice(input, { ocr, onProgress });
      const placed = document.pages.some((page) => page.width > 0);
      return { document, preview, pageCount: placed ? document.pages.length : null };
    }
    case 'html':
      return readHtml(input.path, { previewPath: input.workDir ? path.join(input.workDir, 'preview.pdf') : undefined });
    case 'image':
      return { document: await readImage(input.path, { ocr }), preview: null, pageCount: null };
  }
}
