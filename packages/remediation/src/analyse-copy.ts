import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  evaluateDocument,
  readDocument,
  type DocumentModel,
  type Feedback,
  type FileType,
  type OcrEngine,
} from '@app/analysis';

export interface Analysed {
  document: DocumentModel;
  feedback: Feedback;
  /** The preview PDF the snippets are placed on, when asked for (`keepPreview`) and made. */
  preview?: Buffer | null;
}

/**
 * The engine's judgement of one file, as analyseFile makes it (the same adapters, checks and
 * scorer), keeping the document model: the fixers need its runs, colours, headings and places.
 * Office and HTML files get their preview (in a scratch directory beside the file), so that
 * Contrast is judged on what a reader sees and changes can be placed on its pages.
 */
export async function analyseCopy(
  file: string,
  detection: { fileType: FileType; mimeType: string },
  ocr?: OcrEngine,
  { keepPreview = false } = {},
): Promise<Analysed> {
  const workDir = await mkdtemp(path.join(path.dirname(file), 'analysis-'));
  try {
    const { document, preview } = await readDocument({ path: file, ...detection, workDir }, { ocr });
    const analysed: Analysed = { document, feedback: evaluateDocument(document) };
    // Read before the scratch directory goes: a report draws the changes on these pages.
    if (keepPreview) analysed.preview = preview ? await readFile(preview) : null;
    return analysed;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
