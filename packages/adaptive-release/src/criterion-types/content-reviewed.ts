import { toLearnId } from '../learn-ids.js';
import { defineCriterionType } from './definition.js';

/** ContentReviewed {reviewedContentId}: read-only. Met when the user has marked the content reviewed. */
export const CONTENT_REVIEWED = defineCriterionType({
  type: 'ContentReviewed',
  description: 'The user has marked a content reviewed',
  evaluation: 'the user has marked the content reviewed',
  entitlements: {},
  convertsTo: [],
  present: (row) => ({
    type: row.type,
    id: toLearnId(row.id),
    ...(row.reviewedContentId !== null && { reviewedContentId: toLearnId(row.reviewedContentId) }),
  }),
  evaluate(criterion, facts) {
    const id = criterion.reviewedContentId;
    const reviewed = id !== null && facts.reviewedContentIds.has(id);
    const title = id === null ? undefined : facts.contents.get(id)?.title;
    return {
      met: reviewed,
      explanation: reviewed
        ? `"${title}" is marked reviewed`
        : `"${title ?? 'a deleted content'}" is not marked reviewed`,
      facts: { reviewedContentId: id === null ? null : toLearnId(id), reviewed },
    };
  },
});
