import { all } from '../entitlements.js';
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

export const PERCENT_MAX = 100;

/**
 * GradePercentage: the score of the referenced column, as a percentage of its possible score, lies
 * within [minScore, maxScore]. Both bounds are from 0 to 100; maxScore defaults to 100 on creation.
 */
const SCALE: GradeScale = {
  type: 'GradePercentage',
  ceiling: () => PERCENT_MAX,
  ceilingText: () => `${PERCENT_MAX} (a percentage from 0 to ${PERCENT_MAX})`,
  capsMinScore: true,
  docs: { ceiling: `${PERCENT_MAX}`, bounds: `\`minScore\` and \`maxScore\` are from 0 to ${PERCENT_MAX}` },
};

export const GRADE_PERCENTAGE = defineCriterionType({
  type: 'GradePercentage',
  description:
    'The score in a gradebook column, as a percentage of its possible score, lies within [minScore, maxScore]',
  evaluation: `percentage = score / score.possible × ${PERCENT_MAX}, rounded to hundredths, within the bounds (${GRADE_EVALUATION}; no possible score: not met)`,
  entitlements: {
    CREATE: all('course.adaptiverelease.performance.CREATE'),
    MODIFY: all('course.adaptiverelease.performance.MODIFY'),
    DELETE: all('course.adaptiverelease.performance.DELETE'),
  },
  convertsTo: GRADE_TYPE_NAMES,
  write: gradeWrite(SCALE),
  present: presentGradeCriterion,
  /** score / possible × 100, rounded to hundredths; no grade, or no possible score: not met. */
  evaluate(criterion, facts) {
    const graded = gradedScore(criterion, facts);
    const bounds = { minScore: criterion.minScore, maxScore: criterion.maxScore };
    if ('missing' in graded) return missingScore(criterion, graded);
    const possible = graded.facts.scorePossible as number | null;
    if (!possible) {
      return {
        met: false,
        explanation: `"${graded.columnName}" has no possible score, so no percentage`,
        facts: { ...graded.facts, score: graded.score, ...bounds },
      };
    }
    const percentage = Math.round((graded.score / possible) * 100 * 100) / 100;
    const met = withinBounds(percentage, criterion.minScore, criterion.maxScore);
    return {
      met,
      explanation: `${percentage}% in "${graded.columnName}" is ${met ? 'within' : 'outside'} the required ${range(criterion, '%')}`,
      facts: { ...graded.facts, score: graded.score, percentage, ...bounds },
    };
  },
});
