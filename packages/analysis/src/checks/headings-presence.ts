import { isDocumentText, wordCount } from '../commons/text.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

/** A document is long enough to need headings from this many pages, or this many words. */
export const LONG_DOCUMENT_PAGES = 2;
export const LONG_DOCUMENT_WORDS = 300;

export const headingsPresence: CheckDefinition = {
  name: 'HeadingsPresence',
  severity: 'major',
  appliesTo: ['pdf', 'document'],
  description: 'A long document (2 pages or more, or at least 300 words) has headings to navigate by.',
  references: ['WCAG 1.3.1', 'WCAG 2.4.6', 'PDF/UA 7.4'],
  evaluate: evaluateHeadingsPresence,
};

/** 0/1; null for a short document. Words come from the document's own text (commons/text.ts). */
export function evaluateHeadingsPresence(document: DocumentModel): CheckOutcome | null {
  if (!isLongDocument(document)) return null;
  return { score: document.headings.length > 0 ? 1 : 0, failures: [] };
}

export function isLongDocument(document: DocumentModel): boolean {
  if (document.pages.length >= LONG_DOCUMENT_PAGES) return true;
  let words = 0;
  for (const page of document.pages) {
    for (const run of page.textRuns) {
      if (isDocumentText(run)) words += wordCount(run.text);
      if (words >= LONG_DOCUMENT_WORDS) return true;
    }
  }
  return false;
}
