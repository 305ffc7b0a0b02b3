import { detectLanguage, type DocumentModel } from '@app/analysis';

/**
 * How sure the detector must be before a language is written into a file: the certainty below which
 * the analysis itself takes a close neighbour for a near tie (NEAR_TIE_CERTAINTY).
 */
export const CONFIDENT_CERTAINTY = 0.9;

/**
 * The language of the document's own text (not text read from pictures, not page furniture) as a
 * BCP 47 primary subtag, when the detector is confident of it; null otherwise (too little text, or
 * a close call), and the file is then left alone.
 */
export function confidentLanguage(document: DocumentModel): string | null {
  const text = document.pages
    .flatMap((page) => page.textRuns)
    .filter((run) => !run.recognised && !run.artifact && !run.invisible)
    .map((run) => run.text)
    .join(' ');
  return confidentTextLanguage(text);
}

/** The language of one text (a document's, a passage's) when the detector is confident of it: 40 letters or more, certainty ≥ 0.9. */
export function confidentTextLanguage(text: string): string | null {
  const detection = detectLanguage(text);
  return detection && detection.certainty >= CONFIDENT_CERTAINTY ? detection.language : null;
}
