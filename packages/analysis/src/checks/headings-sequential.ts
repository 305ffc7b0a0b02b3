import { numberedHeadings } from '../commons/headings.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const headingsSequential: CheckDefinition = {
  name: 'HeadingsSequential',
  severity: 'minor',
  appliesTo: ['pdf', 'document', 'html'],
  description: 'Numbered headings do not skip a level going down (an H1 followed by an H3).',
  references: ['WCAG 1.3.1', 'PDF/UA 7.4.2'],
  evaluate: evaluateHeadingsSequential,
};

/**
 * Share of numbered headings that do not skip, i.e. whose level is at most the previous one's
 * plus 1; going back up any number of levels is fine. The first heading never skips (whether it
 * is an H1 is HeadingsStartAtOne's question). Failures: the skipping headings. Null without
 * numbered headings.
 */
export function evaluateHeadingsSequential(document: DocumentModel): CheckOutcome | null {
  const headings = numberedHeadings(document);
  if (headings.length === 0) return null;
  const skipping = headings.filter((heading, i) => i > 0 && heading.level > headings[i - 1]!.level + 1);
  return {
    score: (headings.length - skipping.length) / headings.length,
    failures: skipping.map((heading) => heading.location),
  };
}
