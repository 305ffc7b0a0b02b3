import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { GradebookColumn } from '@app/database';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';
import { ANONYMOUS_GRADING_TYPES, COLUMN_AVAILABLE, GRADING_TYPES, SCORING_MODELS } from './column-body.js';

class ColumnScoreView {
  @ApiPropertyOptional({ example: 100 })
  possible?: number;
}

class ColumnAvailabilityView {
  @ApiProperty({ enum: COLUMN_AVAILABLE, example: 'Yes' })
  available!: string;
}

class AnonymousGradingView {
  @ApiProperty({ enum: ANONYMOUS_GRADING_TYPES, example: 'None' })
  type!: string;

  @ApiPropertyOptional({ example: '2026-06-01T00:00:00.000Z' })
  releaseAfter?: string;
}

class ColumnGradingView {
  @ApiProperty({ enum: GRADING_TYPES, example: 'Manual' })
  type!: string;

  @ApiPropertyOptional({ example: '2026-05-20T23:59:00.000Z' })
  due?: string;

  @ApiPropertyOptional({ example: 1 })
  attemptsAllowed?: number;

  @ApiPropertyOptional({ enum: SCORING_MODELS, example: 'Last' })
  scoringModel?: string;

  @ApiPropertyOptional({ example: '_3_1' })
  schemaId?: string;

  @ApiProperty({ type: AnonymousGradingView })
  anonymousGrading!: AnonymousGradingView;
}

/** A gradebook column as Learn's GradeColumnV2 shows it. */
export class ColumnView {
  @ApiProperty({ example: '_55_1' })
  id!: string;

  @ApiPropertyOptional({ example: 'essay-1' })
  externalId?: string;

  @ApiProperty({ example: 'Essay 1' })
  name!: string;

  @ApiPropertyOptional({ example: 'Essay 1 (draft)' })
  displayName?: string;

  @ApiPropertyOptional({ example: 'First essay of the term' })
  description?: string;

  @ApiProperty({ example: false })
  externalGrade!: boolean;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  created!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  modified!: string;

  @ApiPropertyOptional({ example: '_32_1' })
  contentId?: string;

  @ApiProperty({ type: ColumnScoreView })
  score!: ColumnScoreView;

  @ApiProperty({ type: ColumnAvailabilityView })
  availability!: ColumnAvailabilityView;

  @ApiProperty({ type: ColumnGradingView })
  grading!: ColumnGradingView;

  @ApiPropertyOptional({ example: '_4_1' })
  gradebookCategoryId?: string;

  @ApiProperty({ example: true })
  includeInCalculations!: boolean;

  @ApiProperty({ example: false })
  showStatisticsToStudents!: boolean;

  @ApiPropertyOptional({ example: 'resource/x-bb-assignment' })
  scoreProviderHandle?: string;
}

export function presentColumn(column: GradebookColumn): ColumnView {
  return {
    id: toLearnId(column.id),
    externalId: column.externalId ?? undefined,
    name: column.name,
    displayName: column.displayName ?? undefined,
    description: column.description ?? undefined,
    externalGrade: column.externalGrade,
    created: isoDate(column.created)!,
    modified: isoDate(column.modified)!,
    contentId: column.contentId === null ? undefined : toLearnId(column.contentId),
    score: { possible: column.scorePossible ?? undefined },
    availability: { available: column.available },
    grading: {
      type: column.gradingType,
      due: isoDate(column.gradingDue),
      attemptsAllowed: column.attemptsAllowed ?? undefined,
      scoringModel: column.scoringModel ?? undefined,
      schemaId: column.schemaId ?? undefined,
      anonymousGrading: {
        type: column.anonymousGradingType,
        releaseAfter: isoDate(column.anonymousReleaseAfter),
      },
    },
    gradebookCategoryId: column.gradebookCategoryId ?? undefined,
    includeInCalculations: column.includeInCalculations,
    showStatisticsToStudents: column.showStatisticsToStudents,
    scoreProviderHandle: column.scoreProviderHandle ?? undefined,
  };
}
