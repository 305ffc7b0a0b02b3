import { all } from '../entitlements.js';
import { toLearnId } from '../learn-ids.js';
import { defineCriterionType } from './definition.js';
import {
  GRADE_EVALUATION,
  GRADE_TYPE_NAMES,
  gradedScore,
  gradeWrite,
  missingScore,
  presentGradeCriterion,
  range,
  withinBounds,
  type GradeScale,
} from './grade-criterion.js';

/**
 * GradeRange: the score of the referenced column lies within [minScore, maxScore], in points.
 * maxScore is at most the column's possible score, and defaults to it on creation; minScore is not
 * held under it (extra credit can exceed the possible score), only under maxScore.
 */
const SCALE: GradeScale = {
  type: 'GradeRange',
  ceiling: (column) => column.scorePossible,
  ceilingText: (column) => `${column.scorePossible}, the possible score of gradebook column ${toLearnId(column.id)}`,
  capsMinScore: false,
  docs: {
    ceiling: "the column's possible score",
    bounds: "`minScore` is not negative; `maxScore` is at most the column's possible score",
  },
};

export const GRADE_RANGE = defineCriterionType({
  type: 'GradeRange',
  description: 'The score in a gradebook column lies within [minScore, maxScore] points',
  evaluation: `the user's score in the column, in points, within the bounds (${GRADE_EVALUATION})`,
  entitlements: {
    CREATE: all('course.adaptiverelease.performance.CREATE'),
    MODIFY: all('course.adaptiverelease.performance.MODIFY'),
    DELETE: all('course.adaptiverelease.performance.DELETE'),
  },
  convertsTo: GRADE_TYPE_NAMES,
  write: gradeWrite(SCALE),
  present: presentGradeCriterion,
  /** No grade (or exempt): not met. */
  evaluate(criterion, facts) {
    const graded = gradedScore(criterion, facts);
    if ('missing' in graded) return missingScore(criterion, graded);
    const met = withinBounds(graded.score, criterion.minScore, criterion.maxScore);
    return {
      met,
      explanation: `Score ${graded.score} in "${graded.columnName}" is ${met ? 'within' : 'outside'} the required range ${range(criterion)}`,
      facts: { ...graded.facts, score: graded.score, minScore: criterion.minScore, maxScore: criterion.maxScore },
    };
  },
});
