import { toLearnId } from '../../common/learn-ids.js';
import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability-facts.js';

/** GradeCompleted: a grade exists in the column (a score or a text), whatever its value. */
export function checkGradeCompleted(criterion: CriterionFacts, facts: CourseFacts): CriterionVerdict {
  const grade = criterion.gradeColumnId === null ? undefined : facts.grades.get(criterion.gradeColumnId);
  const met = Boolean(grade && (grade.score !== null || grade.text !== null));
  const column = criterion.gradeColumnId === null ? undefined : facts.columns.get(criterion.gradeColumnId);
  return {
    met,
    explanation: met ? `Graded in "${column?.name}"` : `Not graded in "${column?.name ?? 'a deleted column'}" yet`,
    facts: { gradeColumnId: criterion.gradeColumnId === null ? null : toLearnId(criterion.gradeColumnId), graded: met },
  };
}

/** ContentReviewed: the user has marked the referenced content reviewed. */
export function checkContentReviewed(criterion: CriterionFacts, facts: CourseFacts): CriterionVerdict {
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
}

/** ContentComplete: completion is not tracked by this service, so it is never met. */
export function checkContentComplete(criterion: CriterionFacts): CriterionVerdict {
  return {
    met: false,
    explanation: 'Content completion is not tracked by this service, so this criterion is never met',
    facts: { contentId: criterion.completedContentId === null ? null : toLearnId(criterion.completedContentId) },
  };
}
