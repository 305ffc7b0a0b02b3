import { BadRequestException } from '@nestjs/common';
import type { AdaptiveReleaseRule, Criterion, GradebookColumn } from '@app/database';
import { toLearnId } from '../../../common/learn-ids.js';
import type { CriterionValues } from '../criteria.repository.js';
import type { CriterionView } from '../criterion-view.js';
import type { GradeType } from './criterion-type.js';
import { GRADE_PERCENTAGE } from './grade-percentage.js';
import { GRADE_RANGE } from './grade-range.js';

/**
 * What GradeRange and GradePercentage share: a gradebook column of the course (not the column of
 * the rule's own content) and a range [minScore, maxScore] where a null bound means "no limit on
 * that side" — but never both null. The types differ only in their scale (see GradeScale).
 */

export const scaleOf = (type: GradeType): GradeScale => (type === 'GradeRange' ? GRADE_RANGE : GRADE_PERCENTAGE);

/** A column a grade criterion can use: it has a possible score to measure against. */
export type ScoredColumn = GradebookColumn & { scorePossible: number };

export interface GradeScale {
  type: GradeType;
  /** The highest maxScore for this column; also maxScore's default on creation. */
  ceiling(column: ScoredColumn): number;
  /** The ceiling in words, for messages. */
  ceilingText(column: ScoredColumn): string;
  /** Whether minScore is also held under the ceiling (percentages are). */
  capsMinScore: boolean;
}

export interface GradeFields {
  minScore?: number | null;
  maxScore?: number | null;
}

export interface GradeValues extends CriterionValues {
  type: GradeType;
  gradeColumnId: number;
  minScore: number | null;
  maxScore: number | null;
}

/** The column of a grade criterion: not the column of the content that owns the rule, and scored. */
export function checkGradeColumn(column: GradebookColumn, rule: AdaptiveReleaseRule): ScoredColumn {
  const id = toLearnId(column.id);
  if (column.contentId === rule.contentId) {
    throw new BadRequestException(
      `gradeColumnId ${id} is the column of content ${toLearnId(rule.contentId)}, which owns the rule: use the column of another gradable content`,
    );
  }
  if (column.scorePossible === null) {
    throw new BadRequestException(`gradeColumnId ${id} names a gradebook column without a possible score`);
  }
  return column as ScoredColumn;
}

/** POST: an omitted maxScore is the scale's ceiling (the possible score, or 100); an omitted minScore is null. */
export function gradeValuesOnCreate(scale: GradeScale, body: GradeFields, column: ScoredColumn): GradeValues {
  return checkedGradeValues(scale, column, {
    minScore: body.minScore === undefined ? null : body.minScore,
    maxScore: body.maxScore === undefined ? scale.ceiling(column) : body.maxScore,
  });
}

/** PATCH: an omitted bound keeps its previous value (null or numeric); the result is checked again. */
export function gradeValuesOnPatch(
  scale: GradeScale,
  previous: Criterion,
  body: GradeFields,
  column: ScoredColumn,
): GradeValues {
  return checkedGradeValues(scale, column, {
    minScore: 'minScore' in body ? (body.minScore ?? null) : previous.minScore,
    maxScore: 'maxScore' in body ? (body.maxScore ?? null) : previous.maxScore,
  });
}

function checkedGradeValues(
  scale: GradeScale,
  column: ScoredColumn,
  bounds: { minScore: number | null; maxScore: number | null },
): GradeValues {
  const { minScore, maxScore } = bounds;
  const refuse = (message: string): never => {
    throw new BadRequestException(message);
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

/** `{type, id, gradeColumnId, minScore?, maxScore?}`: a null bound is omitted, like every null in Learn. */
export function presentGradeCriterion(row: Criterion): CriterionView {
  return {
    type: row.type,
    id: toLearnId(row.id),
    ...(row.gradeColumnId !== null && { gradeColumnId: toLearnId(row.gradeColumnId) }),
    ...(row.minScore !== null && { minScore: row.minScore }),
    ...(row.maxScore !== null && { maxScore: row.maxScore }),
  };
}
