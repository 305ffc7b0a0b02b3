import { numberedHeadings } from '../commons/headings.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

/** The deepest level assistive technology and HTML (h1–h6) know. */
export const DEEPEST_HEADING_LEVEL = 6;

export const headingsHigherLevel: CheckDefinition = {
  name: 'HeadingsHigherLevel',
  severity: 'minor',
  appliesTo: ['pdf', 'document', 'presentation'],
  description: 'No heading is deeper than level 6.',
  references: ['WCAG 1.3.1', 'PDF/UA 7.4.2'],
  evaluate: evaluateHeadingsHigherLevel,
};

/** Share of numbered headings at level 6 or above; failures the deeper ones. Null without numbered headings. */
export function evaluateHeadingsHigherLevel(document: DocumentModel): CheckOutcome | null {
  const headings = numberedHeadings(document);
  if (headings.length === 0) return null;
  const tooDeep = headings.filter((heading) => heading.level > DEEPEST_HEADING_LEVEL);
  return {
    score: (headings.length - tooDeep.length) / headings.length,
    failures: tooDeep.map((heading) => heading.location),
  };
}
