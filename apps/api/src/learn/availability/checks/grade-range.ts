import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability-facts.js';
import { gradedScore, withinBounds } from './grade-shared.js';

/** GradeRange: the user's score in the column lies within [minScore, maxScore]; no grade: not met. */
export function checkGradeRange(criterion: CriterionFacts, facts: CourseFacts): CriterionVerdict {
  const graded = gradedScore(criterion, facts);
  const bounds = { minScore: criterion.minScore, maxScore: criterion.maxScore };
  if ('missing' in graded) return { met: false, explanation: graded.missing, facts: { ...graded.facts, ...bounds } };
  const met = withinBounds(graded.score, criterion.minScore, criterion.maxScore);
  return {
    met,
    explanation: `Score ${graded.score} in "${graded.columnName}" is ${met ? 'within' : 'outside'} the required range ${range(criterion)}`,
    facts: { ...graded.facts, score: graded.score, ...bounds },
  };
}

export function range({ minScore, maxScore }: { minScore: number | null; maxScore: number | null }, unit = ''): string {
  if (minScore !== null && maxScore !== null) return `${minScore}${unit}–${maxScore}${unit}`;
  if (minScore !== null) return `${minScore}${unit} or more`;
  return `${maxScore}${unit} or less`;
}
