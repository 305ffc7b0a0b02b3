import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability-facts.js';
import { range } from './grade-range.js';
import { gradedScore, withinBounds } from './grade-shared.js';

/** GradePercentage: score / possible × 100 lies within [minScore, maxScore] percent. */
export function checkGradePercentage(criterion: CriterionFacts, facts: CourseFacts): CriterionVerdict {
  const graded = gradedScore(criterion, facts);
  const bounds = { minScore: criterion.minScore, maxScore: criterion.maxScore };
  if ('missing' in graded) return { met: false, explanation: graded.missing, facts: { ...graded.facts, ...bounds } };
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
}
