import { CriterionType } from '@app/database';
import { toLearnId } from '../../../common/learn-ids.js';
import type { GradeScale } from './grade-criterion.js';

/**
 * GradeRange: the score of the referenced column lies within [minScore, maxScore], in points.
 * maxScore is at most the column's possible score, and defaults to it on creation; minScore is not
 * held under it (extra credit can exceed the possible score), only under maxScore.
 */
export const GRADE_RANGE: GradeScale = {
  type: CriterionType.GradeRange,
  ceiling: (column) => column.scorePossible,
  ceilingText: (column) => `${column.scorePossible}, the possible score of gradebook column ${toLearnId(column.id)}`,
  capsMinScore: false,
};
