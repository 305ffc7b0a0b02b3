import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const tableHeaders: CheckDefinition = {
  name: 'TableHeaders',
  severity: 'major',
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html'],
  description: 'Tables mark their header cells, so that data cells can be read with their headers.',
  references: ['WCAG 1.3.1', 'PDF/UA 7.5'],
  evaluate: evaluateTableHeaders,
};

/** Share of tables with headers; failures the tables without. Null without tables. */
export function evaluateTableHeaders(document: DocumentModel): CheckOutcome | null {
  const { tables } = document;
  if (tables.length === 0) return null;
  const without = tables.filter((table) => !table.hasHeaders);
  return { score: (tables.length - without.length) / tables.length, failures: without.map((table) => table.location) };
}
