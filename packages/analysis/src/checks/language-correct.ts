import { parseLanguageTag } from '../commons/language/bcp47.js';
import {
  detectLanguage,
  MAX_CHARACTERS_TO_DETECT,
  MIN_LETTERS_TO_DETECT,
} from '../commons/language/detect-language.js';
import { FRANC_LANGUAGES } from '../commons/language/franc-languages.js';
import { sameLanguage } from '../commons/language/language-family.js';
import { letterCount } from '../commons/text.js';
import type { DocumentModel, TextRun } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

/**
 * A declared language that franc-min ranks this close to its best guess counts as detected: on
 * short text it cannot reliably tell close languages apart (Spanish and Italian score within 3%).
 */
export const NEAR_TIE_LIKELIHOOD = 0.98;

export const languageCorrect: CheckDefinition = {
  name: 'LanguageCorrect',
  severity: 'minor',
  // Not images: an image is judged on its description and the contrast of its text (fixtures/image/README.md).
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description:
    'The declared language is the language of the text, as detected by franc-min. Not judged when ' +
    'there are fewer than 100 letters of text or the declared language is one franc-min does not know.',
  references: ['WCAG 3.1.1', 'PDF/UA 7.2'],
  evaluate: evaluateLanguageCorrect,
};

/**
 * 0/1 with `detectedLanguage`. The text is the document's real text in its main language: runs
 * that are not artifacts and carry no other language of their own; the visible ones, or, when
 * they hold too few letters (an OCRed scan, an image), the invisible ones, then the OCR text.
 * Null (absent) when there is too little text to tell, or when the declared language is valid but
 * outside franc-min's 76 languages (Danish, Norwegian...), which it would always "detect" as a
 * neighbour. No or an invalid declaration scores 0.
 */
export function evaluateLanguageCorrect(document: DocumentModel): CheckOutcome | null {
  const declared = parseLanguageTag(document.metadata.language)?.language ?? null;
  if (declared !== null && !isDetectable(declared)) return null;
  const detection = detectLanguage(mainLanguageText(document, declared));
  if (!detection) return null;
  if (declared === null) return { score: 0, failures: [], detectedLanguage: detection.language };
  if (sameLanguage(detection.language, declared)) {
    return { score: 1, failures: [], detectedLanguage: detection.language };
  }
  for (const [language, likelihood] of detection.likelihoods) {
    if (likelihood >= NEAR_TIE_LIKELIHOOD && sameLanguage(language, declared)) {
      return { score: 1, failures: [], detectedLanguage: language };
    }
  }
  return { score: 0, failures: [], detectedLanguage: detection.language };
}

const DETECTABLE = Object.values(FRANC_LANGUAGES);

function isDetectable(language: string): boolean {
  return DETECTABLE.some((detectable) => sameLanguage(detectable, language));
}

function mainLanguageText(document: DocumentModel, declared: string | null): string {
  const runs = document.pages.flatMap((page) => page.textRuns).filter((run) => !run.artifact && inMainLanguage(run));
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
