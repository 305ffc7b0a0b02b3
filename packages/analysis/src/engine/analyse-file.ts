import type { AnalysisInput, AnalysisResult } from '../analyse.js';
import { parseLanguageTag } from '../commons/language/bcp47.js';
import type { ReaderTools } from '../formats/document-reader.js';
import { readDocument } from '../formats/readers.js';
import { evaluateDocument } from '../scoring/score-document.js';
import { timed } from '../commons/stage-timings.js';

/**
 * Analyses one file in this process: the reader of its type builds the document model
 * (formats/readers.ts), the checks judge it, the scorer makes the feedback. The service runs this
 * inside an engine process (engine-pool.ts); the CLI and the benchmark may call it directly.
 */
export async function analyseFile(input: AnalysisInput, tools: ReaderTools = {}): Promise<AnalysisResult> {
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
