import { anyOf } from '../entitlements.js';
import { toLearnId } from '../learn-ids.js';
import { defineCriterionType } from './definition.js';

/** GradeCompleted {gradeColumnId}: read-only. Met when a grade exists in the column (a score or a text), whatever its value. */
export const GRADE_COMPLETED = defineCriterionType({
  type: 'GradeCompleted',
  description: 'The user has a grade in a gradebook column, whatever its value',
  evaluation: 'a grade (score or text) exists in the column',
  entitlements: { MODIFY: anyOf('course.gradebook-metadata.VIEW', 'course.gradebook.MODIFY') },
  convertsTo: [],
  present: (row) => ({
    type: row.type,
    id: toLearnId(row.id),
    ...(row.gradeColumnId !== null && { gradeColumnId: toLearnId(row.gradeColumnId) }),
  }),
  evaluate(criterion, facts) {
    const grade = criterion.gradeColumnId === null ? undefined : facts.grades.get(criterion.gradeColumnId);
    const met = Boolean(grade && (grade.score !== null || grade.text !== null));
    const column = criterion.gradeColumnId === null ? undefined : facts.columns.get(criterion.gradeColumnId);
    return {
      met,
      explanation: met ? `Graded in "${column?.name}"` : `Not graded in "${column?.name ?? 'a deleted column'}" yet`,
      facts: {
        gradeColumnId: criterion.gradeColumnId === null ? null : toLearnId(criterion.gradeColumnId),
        graded: met,
      },
    };
  },
});
