import { parseLanguageTag } from '../commons/language/bcp47.js';
import {
  detectLanguage,
  isDetectable,
  MAX_CHARACTERS_TO_DETECT,
  MIN_LETTERS_TO_DETECT,
} from '../commons/language/detect-language.js';
import { judgeLanguage } from '../commons/language/judge-language.js';
import { sameLanguage } from '../commons/language/language-family.js';
import { isSure } from '../commons/language/near-tie.js';
import { isDocumentText, letterCount } from '../commons/text.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome, NotJudged } from './check-definition.js';

export const languageCorrect: CheckDefinition = {
  name: 'LanguageCorrect',
  severity: 'minor',
  // Not images: an image is judged on its description and the contrast of its text (fixtures/image/README.md).
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description:
    'The declared language is the language of the text (its title and text alternatives included), as ' +
    'detected by CLD3 and confirmed by the function words of each language on short texts. Not judged ' +
    'when the evidence does not hold a verdict (a few words the detector is unsure of) or the declared ' +
    'language is one CLD3 does not know.',
  references: ['WCAG 3.1.1', 'PDF/UA 7.2'],
  evaluate: evaluateLanguageCorrect,
};

/**
 * 0/1 with `detectedLanguage`. The text is the document's real text in its main language: its
 * title, runs of its own (not artifacts, not OCR'd from pictures) and the text alternatives of its
 * figures, all that carry no other language of their own; the visible ones, or, when they hold too
 * few letters (an OCRed scan, an image), the invisible ones, then the OCR text.
 * judge-language.ts gives the verdict: on 40 letters or more the detector's sure guess, on fewer (a
 * title, a quotation, an image's alternative) only when the detector is reliably sure and the
 * function words of the languages agree; otherwise the check is left out, with the reason in
 * `report.notJudged`. Null (absent) when there is no text at all, or when the declared language is
 * valid but outside CLD3's languages (Bhojpuri, Kinyarwanda...), which it would always "detect" as
 * a neighbour. No or an invalid declaration scores 0 (on 40 letters or more), with the detected
 * language when the detector is sure of it.
 */
export function evaluateLanguageCorrect(document: DocumentModel): CheckOutcome | NotJudged | null {
  const declared = parseLanguageTag(document.metadata.language)?.language ?? null;
  if (declared !== null && !isDetectable(declared)) return null;
  // With nothing declared the score is 0 whatever the text: the title and alternatives add nothing to judge.
  const text = mainLanguageText(document, declared, declared !== null);
  const outcome = (score: number, detectedLanguage: string) => ({ score, failures: [], detectedLanguage });
  if (declared === null) {
    const detection = detectLanguage(text);
    if (!detection) return null;
    // With nothing declared the score is 0 whatever the language; an unsure guess is not worth showing.
    return isSure(detection) ? outcome(0, detection.language) : { score: 0, failures: [] };
  }
  if (letterCount(text) === 0) return null;
  const verdict = judgeLanguage(text, declared);
  if (!verdict.judged) return { notJudged: `The language of the text is not judged: ${verdict.reason}` };
  return outcome(verdict.matches ? 1 : 0, verdict.detectedLanguage);
}

function mainLanguageText(document: DocumentModel, declared: string | null, withShortTexts: boolean): string {
  // Walked once, nothing copied but the texts' references: a long page has a hundred thousand runs.
  const visible: string[] = [];
  const invisible: string[] = [];
  for (const page of document.pages) {
    for (const run of page.textRuns) {
      if (isDocumentText(run) && inMainLanguage(run.language)) (run.invisible ? invisible : visible).push(run.text);
    }
  }
  // Under 40 letters of visible text, the title and the text alternatives (a few words each) are
  // what there is to judge; past that they are left out, since a title in another script would only
  // blur the detector's reading. (Counted on what the detector would read: a 1,000-page book's
  // whole text is not joined to count it.)
  const visibleText = joinUpToLimit(visible);
  const enough = letterCount(visibleText) >= MIN_LETTERS_TO_DETECT;
  const sources = [
    enough || !withShortTexts
      ? visibleText
      : joinUpToLimit([document.metadata.title ?? '', ...visible, ...alternativesNotShown(visible)]),
    joinUpToLimit(invisible),
    joinUpToLimit(document.pages.map((page) => page.ocr?.text ?? '')),
  ];
  return sources.find((text) => letterCount(text) >= MIN_LETTERS_TO_DETECT) ?? sources[0]!;

  function inMainLanguage(tag: string | null): boolean {
    if (tag === null) return true;
    const language = parseLanguageTag(tag)?.language ?? tag.toLowerCase();
    return declared !== null && sameLanguage(language, declared);
  }

  /** The figures' text alternatives in the main language; a label the page also shows (aria-labelledby) counts once. */
  function alternativesNotShown(shown: string[]): string[] {
    const alternatives = document.figures
      .filter((figure) => !figure.decorative && figure.alternativeText && inMainLanguage(figure.language ?? null))
      .map((figure) => figure.alternativeText!.trim());
    if (alternatives.length === 0) return [];
    const wanted = new Set(alternatives);
    const alsoShown = new Set(shown.map((text) => text.trim()).filter((text) => wanted.has(text)));
    return alternatives.filter((text) => !alsoShown.has(text));
  }
}

function joinUpToLimit(texts: string[]): string {
  const parts: string[] = [];
  let length = 0;
  for (const text of texts) {
    if (length >= MAX_CHARACTERS_TO_DETECT) break;
    if (!text.trim()) continue;
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join(' ');
}
