import { CriterionType } from '@app/database';
import type { GradeScale } from './grade-criterion.js';

export const PERCENT_MAX = 100;

/**
 * GradePercentage: the score of the referenced column, as a percentage of its possible score, lies
 * within [minScore, maxScore]. Both bounds are from 0 to 100; maxScore defaults to 100 on creation.
 */
export const GRADE_PERCENTAGE: GradeScale = {
  type: CriterionType.GradePercentage,
  ceiling: () => PERCENT_MAX,
  ceilingText: () => `${PERCENT_MAX} (a percentage from 0 to ${PERCENT_MAX})`,
  capsMinScore: true,
};
