import { toLearnId } from '../learn-ids.js';
import { defineCriterionType } from './definition.js';

/**
 * ContentComplete {contentId}: read-only (Learn creates it in its own interface). Completion is not
 * tracked by this service, so it is never met.
 */
export const CONTENT_COMPLETE = defineCriterionType({
  type: 'ContentComplete',
  description: 'The user has completed a content (not tracked here: never met)',
  evaluation: 'never met (completion is not tracked; the reason says so)',
  entitlements: {},
  convertsTo: [],
  present: (row) => ({
    type: row.type,
    id: toLearnId(row.id),
    ...(row.completedContentId !== null && { contentId: toLearnId(row.completedContentId) }),
  }),
  evaluate: (criterion) => ({
    met: false,
    explanation: 'Content completion is not tracked by this service, so this criterion is never met',
    facts: { contentId: criterion.completedContentId === null ? null : toLearnId(criterion.completedContentId) },
  }),
});
