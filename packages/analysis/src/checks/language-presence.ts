import { parseLanguageTag } from '../commons/language/bcp47.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const languagePresence: CheckDefinition = {
  name: 'LanguagePresence',
  severity: 'minor',
  // Not images: an image is judged on its description and the contrast of its text (fixtures/image/README.md).
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description:
    'The document declares its language as a valid BCP 47 tag naming a real language ("en", "en-US"; ' +
    'not "english", "und" or "xx").',
  references: ['WCAG 3.1.1', 'PDF/UA 7.2'],
  evaluate: evaluateLanguagePresence,
};

/** 0/1, without failures: the declaration has no place on the page. */
export function evaluateLanguagePresence(document: DocumentModel): CheckOutcome {
  return { score: parseLanguageTag(document.metadata.language) ? 1 : 0, failures: [] };
}
