import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NumberField } from '../../../common/http/number-field.js';
import { atLeast } from '../../../common/http/number-range.js';
import { POINTS } from '../../common/points.js';
import { Omittable, OptionalNested } from '../../common/validation.js';

export const COLUMN_AVAILABLE = ['Yes', 'No'] as const;
export const GRADING_TYPES = ['Attempts', 'Calculated', 'Manual'] as const;
export const SCORING_MODELS = ['Last', 'Highest', 'Lowest', 'First', 'Average'] as const;
export const ANONYMOUS_GRADING_TYPES = ['None', 'AfterAllGraded', 'Date'] as const;

export class ColumnScoreFields {
  @NumberField(POINTS, { example: 100, nullable: true })
  @IsOptional()
  possible?: number | null;
}

export class ColumnAvailabilityFields {
  @ApiPropertyOptional({ enum: COLUMN_AVAILABLE, example: 'Yes' })
  @Omittable()
  @IsIn(COLUMN_AVAILABLE)
  available?: (typeof COLUMN_AVAILABLE)[number];
}

export class AnonymousGradingFields {
  @ApiPropertyOptional({ enum: ANONYMOUS_GRADING_TYPES, example: 'None' })
  @Omittable()
  @IsIn(ANONYMOUS_GRADING_TYPES)
  type?: (typeof ANONYMOUS_GRADING_TYPES)[number];

  @ApiPropertyOptional({
    type: String,
    example: '2026-06-01T00:00:00.000Z',
    nullable: true,
    description: 'Only with type Date',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  releaseAfter?: string | null;
}

export class ColumnGradingFields {
  @ApiPropertyOptional({ enum: GRADING_TYPES, example: 'Manual', description: 'Set on creation only' })
  @Omittable()
  @IsIn(GRADING_TYPES)
  type?: (typeof GRADING_TYPES)[number];

  @ApiPropertyOptional({ type: String, example: '2026-05-20T23:59:00.000Z', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true })
  due?: string | null;

  @NumberField(atLeast(0), { example: 1, nullable: true, description: '0 means unlimited' })
  @IsOptional()
  attemptsAllowed?: number | null;

  @ApiPropertyOptional({ enum: SCORING_MODELS, example: 'Last', nullable: true })
  @IsOptional()
  @IsIn(SCORING_MODELS)
  scoringModel?: (typeof SCORING_MODELS)[number] | null;

  @ApiPropertyOptional({ type: String, example: '_3_1', nullable: true })
  @IsOptional()
  @IsString()
  schemaId?: string | null;

  @OptionalNested(AnonymousGradingFields)
  anonymousGrading?: AnonymousGradingFields;
}

/** PATCH's grading: the grading type is fixed at creation. */
export class ColumnGradingChangeFields extends OmitType(ColumnGradingFields, ['type'] as const) {}

/** POST /v2/courses/{courseId}/gradebook/columns. */
export class CreateColumnBody {
  @ApiProperty({ example: 'Essay 1' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(333)
  name!: string;

  @ApiPropertyOptional({ type: String, example: 'essay-1', nullable: true })
  @IsOptional()
  @IsString()
  externalId?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Essay 1 (draft)', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(333)
  displayName?: string | null;

  @ApiPropertyOptional({ type: String, example: 'First essay of the term', nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  externalGrade?: boolean;

  @ApiPropertyOptional({
    type: String,
    example: '_32_1',
    nullable: true,
    description: 'The gradable content of the same course',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  contentId?: string | null;

  @OptionalNested(ColumnScoreFields)
  score?: ColumnScoreFields;

  @OptionalNested(ColumnAvailabilityFields)
  availability?: ColumnAvailabilityFields;

  @OptionalNested(ColumnGradingFields)
  grading?: ColumnGradingFields;

  @ApiPropertyOptional({ type: String, example: '_4_1', nullable: true })
  @IsOptional()
  @IsString()
  gradebookCategoryId?: string | null;

  @ApiPropertyOptional({ example: true })
  @Omittable()
  @IsBoolean()
  includeInCalculations?: boolean;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  showStatisticsToStudents?: boolean;

  @ApiPropertyOptional({
    type: String,
    example: 'resource/x-bb-assignment',
    nullable: true,
    description: 'Set on creation only',
  })
  @IsOptional()
  @IsString()
  scoreProviderHandle?: string | null;
}

/** PATCH .../columns/{columnId}: omitted fields keep their values; grading.type and scoreProviderHandle are fixed. */
export class UpdateColumnBody extends PartialType(
  OmitType(CreateColumnBody, ['grading', 'scoreProviderHandle'] as const),
  { skipNullProperties: false },
) {
  @OptionalNested(ColumnGradingChangeFields)
  grading?: ColumnGradingChangeFields;
}
