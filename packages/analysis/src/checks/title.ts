import { looksLikeFileName } from '../commons/file-name.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const title: CheckDefinition = {
  name: 'Title',
  severity: 'minor',
  // Not images: an image is judged on its description and the contrast of its text (fixtures/image/README.md).
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description:
    'The document has a title that describes it: not empty, not a file name or path, not a default ' +
    'such as "Untitled" or "Document1".',
  references: ['WCAG 2.4.2', 'PDF/UA 7.1'],
  evaluate: evaluateTitle,
};

/**
 * Titles that applications put in by themselves (English and a few other languages), compared
 * case-insensitively with the whole title after trimming.
 */
const PLACEHOLDER_TITLES = [
  /^untitled([ -]?\d+)?$/,
  /^untitled (document|presentation|spreadsheet|form|drawing)$/,
  /^(document|presentation|book|workbook|doc|sheet|slide|deck)[ _-]?\d*$/,
  /^(title|no title|new document|new presentation|powerpoint presentation|powerpoint-präsentation)$/,
  /^(slide|folie|diapositive) \d+$/,
  /^\(?(anonymous|untitled|no title|none|null|undefined|empty)\)?$/,
  /^(unbenannt|sans titre|sin título|senza titolo|zonder titel|naamloos)( ?\d+)?$/,
  /^title of (the )?(document|presentation)$/,
  // "Microsoft Word - report.docx", as PDF printers name what they print
  /^microsoft (word|powerpoint|excel|office word|office powerpoint)( -|$)/,
];

/** 0/1. Title failures have no place on the page, so there are no failures to show. */
export function evaluateTitle(document: DocumentModel): CheckOutcome {
  return { score: isRealTitle(document.metadata.title) ? 1 : 0, failures: [] };
}

export function isRealTitle(value: string | null): boolean {
  const text = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (!/\p{L}/u.test(text)) return false;
  if (looksLikeFileName(text)) return false;
  const lower = text.toLowerCase();
  return !PLACEHOLDER_TITLES.some((pattern) => pattern.test(lower));
}
