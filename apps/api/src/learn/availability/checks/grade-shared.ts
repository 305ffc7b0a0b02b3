import { toLearnId } from '../../common/learn-ids.js';
import type { CourseFacts, CriterionFacts } from '../availability-facts.js';

type Graded = { score: number; columnName: string; facts: Record<string, unknown> };
type Missing = { missing: string; facts: Record<string, unknown> };

/** The user's numeric score in the criterion's column, or why there is none. */
export function gradedScore(criterion: CriterionFacts, facts: CourseFacts): Graded | Missing {
  const column = criterion.gradeColumnId === null ? undefined : facts.columns.get(criterion.gradeColumnId);
  const base = { gradeColumnId: criterion.gradeColumnId === null ? null : toLearnId(criterion.gradeColumnId) };
  if (!column) return { missing: 'The grade column of this criterion no longer exists', facts: base };
  const grade = facts.grades.get(column.id);
  if (!grade || grade.score === null) {
    return { missing: `No grade in "${column.name}" yet`, facts: { ...base, score: null } };
  }
  if (grade.exempt)
    return { missing: `Exempt from "${column.name}": no score to compare`, facts: { ...base, exempt: true } };
  return { score: grade.score, columnName: column.name, facts: { ...base, scorePossible: column.scorePossible } };
}

/** Inclusive on both sides; a null bound is no limit. */
export function withinBounds(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}
