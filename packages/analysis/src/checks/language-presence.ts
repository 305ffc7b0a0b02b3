import { runLocation } from '../commons/locations.js';
import { parseLanguageTag } from '../commons/language/bcp47.js';
import { letterCount } from '../commons/text.js';
import type { DocumentModel } from '../model/document-model.js';
import type { Location } from '../model/geometry.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const languagePresence: CheckDefinition = {
  name: 'LanguagePresence',
  severity: 'minor',
  // Not images: an image is judged on its description and the contrast of its text (fixtures/image/README.md).
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description:
    'The document declares its language as a valid BCP 47 tag naming a real language ("en", "en-US"; ' +
    'not "english", "und" or "xx"). A PDF may instead declare it on its structure elements, as long as ' +
    'all its text is covered.',
  references: ['WCAG 3.1.1', 'PDF/UA 7.2'],
  evaluate: evaluateLanguagePresence,
};

/**
 * 0/1. The document's own declaration (catalog /Lang, `html[lang]`, the Office default) passes. A PDF
 * without a valid one also passes when the language of all its text is determinable: every run with
 * letters, artifacts aside, has a valid language of its own (an element Lang, inherited down the
 * structure tree). PDF/UA-1 7.2 asks no more, and screen readers use the nearest Lang. HTML and Office
 * files keep to their document-level declaration (WCAG technique H57; the Office default language).
 * Failures: the text without a language, when some text has one; none when nothing is declared at
 * all, since the declaration then has no place on the page.
 */
export function evaluateLanguagePresence(document: DocumentModel): CheckOutcome {
  if (parseLanguageTag(document.metadata.language)) return { score: 1, failures: [] };
  if (document.fileType !== 'pdf') return { score: 0, failures: [] };
  let declared = 0;
  const undeclared: Location[] = [];
  for (const page of document.pages) {
    for (const run of page.textRuns) {
      if (run.artifact || letterCount(run.text) === 0) continue;
      if (parseLanguageTag(run.language)) declared++;
      else undeclared.push(runLocation(page, run));
    }
  }
  if (declared === 0) return { score: 0, failures: [] };
  return { score: undeclared.length === 0 ? 1 : 0, failures: undeclared };
}
