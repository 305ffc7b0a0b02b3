import { numberedHeadings } from '../commons/headings.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const headingsStartAtOne: CheckDefinition = {
  name: 'HeadingsStartAtOne',
  severity: 'minor',
  appliesTo: ['pdf', 'document', 'html'],
  description: 'The first numbered heading is a level 1 heading.',
  references: ['WCAG 1.3.1', 'PDF/UA 7.4.2'],
  evaluate: evaluateHeadingsStartAtOne,
};

/** 0/1; null without numbered headings. The failure is the first heading. */
export function evaluateHeadingsStartAtOne(document: DocumentModel): CheckOutcome | null {
  const [first] = numberedHeadings(document);
  if (!first) return null;
  return first.level === 1 ? { score: 1, failures: [] } : { score: 0, failures: [first.location] };
}
