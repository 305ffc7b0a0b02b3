import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability/facts.js';
import type { ColumnRecord, CriterionContext, CriterionInput, CriterionRecord, CriterionView } from '../criterion.js';
import { toLearnId } from '../learn-ids.js';
import { invalid, RuleViolation } from '../rule-violation.js';
import type { CriterionWrite } from './definition.js';

/**
 * What GradeRange and GradePercentage share: a gradebook column of the course (not the column of
 * the rule's own content) and a range [minScore, maxScore] where a null bound means "no limit on
 * that side" — but never both null. The types differ only in their scale (see GradeScale), and
 * convert into each other.
 */

/** A column a grade criterion can use: it has a possible score to measure against. */
export type ScoredColumn = ColumnRecord & { scorePossible: number };

export interface GradeScale {
  type: string;
  /** The highest maxScore for this column; also maxScore's default on creation. */
  ceiling(column: ScoredColumn): number;
  /** The ceiling in words, for messages. */
  ceilingText(column: ScoredColumn): string;
  /** Whether minScore is also held under the ceiling (percentages are). */
  capsMinScore: boolean;
  /** For the API documentation: the ceiling in words (maxScore's default), and what the bounds may be. */
  docs: { ceiling: string; bounds: string };
}

export const GRADE_TYPE_NAMES = ['GradeRange', 'GradePercentage'] as const;

/** How availability judges a grade criterion besides its scale (the part every grade type shares). */
export const GRADE_EVALUATION = 'no grade, or an exempt one: not met; bounds inclusive; a null bound is open';

/** Writing a grade criterion on a scale: the column, then the bounds. */
export function gradeWrite(scale: GradeScale): CriterionWrite {
  return {
    doc: [
      '`gradeColumnId` (required) names a gradebook column of the course, with a possible score, that is not the column of the content owning the rule.',
      `${scale.docs.bounds}; minScore ≤ maxScore. A null bound means no limit on that side (null maxScore: "minScore or higher"); both cannot be null.`,
      `Omitted \`maxScore\` defaults to ${scale.docs.ceiling}; omitted \`minScore\` is null.`,
    ].join(' '),
    async create(input, context) {
      const column = await gradeColumn(scale, input.gradeColumnId, context);
      // An omitted maxScore is the scale's ceiling (the possible score, or 100); an omitted minScore is null.
      return checkedBounds(scale, column, {
        minScore: input.minScore === undefined ? null : input.minScore,
        maxScore: input.maxScore === undefined ? scale.ceiling(column) : input.maxScore,
      });
    },
    async patch(previous, input, context) {
      // The column kept unless sent; an omitted bound keeps its previous value (null or numeric).
      const kept = previous.gradeColumnId === null ? undefined : toLearnId(previous.gradeColumnId);
      const column = await gradeColumn(scale, input.gradeColumnId ?? kept, context);
      return checkedBounds(scale, column, {
        minScore: 'minScore' in input ? (input.minScore ?? null) : previous.minScore,
        maxScore: 'maxScore' in input ? (input.maxScore ?? null) : previous.maxScore,
      });
    },
  };
}

/** The column of a grade criterion: of the course, not the column of the content that owns the rule, and scored. */
async function gradeColumn(
  scale: GradeScale,
  raw: string | undefined,
  context: CriterionContext,
): Promise<ScoredColumn> {
  if (raw === undefined) throw invalid(`gradeColumnId is required for a ${scale.type} criterion`);
  const column = await context.column(raw);
  if (!column) {
    throw new RuleViolation(
      'notFound',
      `gradeColumnId ${raw}: no such gradebook column in course ${toLearnId(context.courseId)}`,
    );
  }
  const id = toLearnId(column.id);
  if (column.contentId === context.rule.contentId) {
    throw invalid(
      `gradeColumnId ${id} is the column of content ${toLearnId(context.rule.contentId)}, which owns the rule: use the column of another gradable content`,
    );
  }
  if (column.scorePossible === null) {
    throw invalid(`gradeColumnId ${id} names a gradebook column without a possible score`);
  }
  return column as ScoredColumn;
}

function checkedBounds(
  scale: GradeScale,
  column: ScoredColumn,
  bounds: { minScore: number | null; maxScore: number | null },
) {
  const { minScore, maxScore } = bounds;
  const refuse = (message: string): never => {
    throw invalid(message);
  };
  if (minScore === null && maxScore === null) {
    refuse(`minScore and maxScore cannot both be null: a ${scale.type} criterion needs at least one bound`);
  }
  if (minScore !== null && minScore < 0) refuse(`minScore ${minScore} cannot be negative`);
  if (maxScore !== null && maxScore < 0) refuse(`maxScore ${maxScore} cannot be negative`);
  const ceiling = scale.ceiling(column);
  if (maxScore !== null && maxScore > ceiling) {
    refuse(`maxScore ${maxScore} of a ${scale.type} criterion must be at most ${scale.ceilingText(column)}`);
  }
  if (scale.capsMinScore && minScore !== null && minScore > ceiling) {
    refuse(`minScore ${minScore} of a ${scale.type} criterion must be at most ${scale.ceilingText(column)}`);
  }
  if (minScore !== null && maxScore !== null && minScore > maxScore) {
    refuse(`minScore ${minScore} cannot be greater than maxScore ${maxScore}`);
  }
  return { type: scale.type, gradeColumnId: column.id, minScore, maxScore };
}

/** `{type, id, gradeColumnId, minScore?, maxScore?}`: a null bound is omitted. */
export function presentGradeCriterion(row: CriterionRecord): CriterionView {
  return {
    type: row.type,
    id: toLearnId(row.id),
    ...(row.gradeColumnId !== null && { gradeColumnId: toLearnId(row.gradeColumnId) }),
    ...(row.minScore !== null && { minScore: row.minScore }),
    ...(row.maxScore !== null && { maxScore: row.maxScore }),
  };
}

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

/** A grade criterion's verdict when the user has no score to compare. */
export function missingScore(criterion: CriterionFacts, graded: Missing): CriterionVerdict {
  return {
    met: false,
    explanation: graded.missing,
    facts: { ...graded.facts, minScore: criterion.minScore, maxScore: criterion.maxScore },
  };
}

/** Inclusive on both sides; a null bound is no limit. */
export function withinBounds(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

/** The range in words: `60–100`, `60 or more`, `100 or less`. */
export function range({ minScore, maxScore }: { minScore: number | null; maxScore: number | null }, unit = ''): string {
  if (minScore !== null && maxScore !== null) return `${minScore}${unit}–${maxScore}${unit}`;
  if (minScore !== null) return `${minScore}${unit} or more`;
  return `${maxScore}${unit} or less`;
}
