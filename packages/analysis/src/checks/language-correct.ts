import { parseLanguageTag } from '../commons/language/bcp47.js';
import {
  detectLanguage,
  isDetectable,
  MAX_CHARACTERS_TO_DETECT,
  MIN_LETTERS_TO_DETECT,
} from '../commons/language/detect-language.js';
import { sameLanguage } from '../commons/language/language-family.js';
import { isNearTie, isSure } from '../commons/language/near-tie.js';
import { isDocumentText, letterCount } from '../commons/text.js';
import type { DocumentModel, TextRun } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const languageCorrect: CheckDefinition = {
  name: 'LanguageCorrect',
  severity: 'minor',
  // Not images: an image is judged on its description and the contrast of its text (fixtures/image/README.md).
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description:
    'The declared language is the language of the text, as detected by CLD3. Not judged when there ' +
    `are fewer than ${MIN_LETTERS_TO_DETECT} letters of text or the declared language is one CLD3 does not know.`,
  references: ['WCAG 3.1.1', 'PDF/UA 7.2'],
  evaluate: evaluateLanguageCorrect,
};

/**
 * 0/1 with `detectedLanguage`. The text is the document's real text in its main language: runs of
 * its own (not artifacts, not OCR'd from pictures) that carry no other language of their own; the
 * visible ones, or, when they hold too few letters (an OCRed scan, an image), the invisible ones,
 * then the OCR text.
 * The declared language passes when it is the detected one or a close relative (language-family.ts),
 * or when the detector was unsure and the declaration is a near tie (near-tie.ts). Null (absent)
 * when there is too little text to tell, or when the declared language is valid but outside
 * CLD3's languages (Bhojpuri, Kinyarwanda...), which it would always "detect" as a neighbour.
 * No or an invalid declaration scores 0, with the detected language when the detector is sure of it.
 */
export function evaluateLanguageCorrect(document: DocumentModel): CheckOutcome | null {
  const declared = parseLanguageTag(document.metadata.language)?.language ?? null;
  if (declared !== null && !isDetectable(declared)) return null;
  const detection = detectLanguage(mainLanguageText(document, declared));
  if (!detection) return null;
  const outcome = (score: number, detectedLanguage: string) => ({ score, failures: [], detectedLanguage });
  // With nothing declared the score is 0 whatever the language; an unsure guess is not worth showing.
  if (declared === null) return isSure(detection) ? outcome(0, detection.language) : { score: 0, failures: [] };
  if (sameLanguage(detection.language, declared)) return outcome(1, detection.language);
  if (isNearTie(detection, declared)) return outcome(1, declared);
  return outcome(0, detection.language);
}

function mainLanguageText(document: DocumentModel, declared: string | null): string {
  const runs = document.pages
    .flatMap((page) => page.textRuns)
    .filter((run) => isDocumentText(run) && inMainLanguage(run));
  const sources = [
    runs.filter((run) => !run.invisible).map((run) => run.text),
    runs.filter((run) => run.invisible).map((run) => run.text),
    document.pages.map((page) => page.ocr?.text ?? ''),
  ].map(joinUpToLimit);
  return sources.find((text) => letterCount(text) >= MIN_LETTERS_TO_DETECT) ?? sources[0]!;

  function inMainLanguage(run: TextRun): boolean {
    if (run.language === null) return true;
    const language = parseLanguageTag(run.language)?.language ?? run.language.toLowerCase();
    return declared !== null && sameLanguage(language, declared);
  }
}

function joinUpToLimit(texts: string[]): string {
  const parts: string[] = [];
  let length = 0;
  for (const text of texts) {
    if (length >= MAX_CHARACTERS_TO_DETECT) break;
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join(' ');
}
