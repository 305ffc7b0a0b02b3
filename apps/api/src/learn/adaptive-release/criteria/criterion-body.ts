import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { CRITERION_TYPE_NAMES, type CriterionInput, type CriterionTypeName } from '@app/adaptive-release';
import { NumberField } from '../../../common/http/number-field.js';
import { IsLearnDateTime, parseLearnDate } from '../../common/learn-date-time.js';
import { POINTS } from '../../common/points.js';
import { Omittable } from '../../common/validation.js';
import { CREATE_TYPE, UPDATE_TYPE } from './criterion-docs.js';

const CRITERION_TYPES = [...CRITERION_TYPE_NAMES];
const TYPE_MESSAGE = `type must be one of ${CRITERION_TYPES.join(', ')}`;

/**
 * The fields a client may send for a criterion, all optional here: which ones a type uses, and
 * which are required, is up to the type (its definition in @app/adaptive-release). Fields a type does not use are ignored,
 * like unknown fields. `null` is a value (it clears a bound or a date); omitted is absent.
 */
class CriterionFields {
  @ApiPropertyOptional({
    example: '_3_1',
    description:
      'GradeRange, GradePercentage (required on creation): a gradebook column of the course, not the column of the content that owns the rule',
  })
  @Omittable()
  @IsString()
  gradeColumnId?: string;

  @NumberField(POINTS, {
    nullable: true,
    example: 60,
    description:
      'GradeRange, GradePercentage: the lowest score, not negative (GradePercentage: 0 to 100). null: no lower limit. Omitted on creation: null',
  })
  @IsOptional()
  minScore?: number | null;

  @NumberField(POINTS, {
    nullable: true,
    example: 100,
    description:
      "GradeRange: at most the column's possible score; GradePercentage: 0 to 100. null: no upper limit ('minScore or higher'). Omitted on creation: the column's possible score (GradePercentage: 100). minScore and maxScore cannot both be null",
  })
  @IsOptional()
  maxScore?: number | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2021-03-01T08:00:00.000Z',
    description:
      "DateRange: ISO 8601, may be in the past, before endDate and the content's due date. null: 'before endDate'. Omitted on creation: null",
  })
  @IsOptional()
  @IsLearnDateTime()
  startDate?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2021-03-12T22:00:00.000Z',
    description:
      "DateRange: ISO 8601, after startDate and before the content's due date. null: 'after startDate'. startDate and endDate cannot both be null",
  })
  @IsOptional()
  @IsLearnDateTime()
  endDate?: string | null;
}

export class CreateCriterionBody extends CriterionFields {
  @ApiProperty({
    enum: CRITERION_TYPES,
    example: 'GradeRange',
    description: CREATE_TYPE,
  })
  @IsIn(CRITERION_TYPES, { message: TYPE_MESSAGE })
  type!: CriterionTypeName;
}

export class UpdateCriterionBody extends CriterionFields {
  @ApiPropertyOptional({
    enum: CRITERION_TYPES,
    example: 'GradePercentage',
    description: UPDATE_TYPE,
  })
  @Omittable()
  @IsIn(CRITERION_TYPES, { message: TYPE_MESSAGE })
  type?: CriterionTypeName;
}

/** The body as the domain reads it: only the fields sent (omitted stays absent), dates parsed. */
export function toCriterionInput(body: CreateCriterionBody | UpdateCriterionBody): CriterionInput {
  const input: CriterionInput = {};
  if ('gradeColumnId' in body) input.gradeColumnId = body.gradeColumnId;
  if ('minScore' in body) input.minScore = body.minScore;
  if ('maxScore' in body) input.maxScore = body.maxScore;
  // Only called with fields the DTO validated.
  if ('startDate' in body) input.startDate = body.startDate == null ? null : parseLearnDate(body.startDate);
  if ('endDate' in body) input.endDate = body.endDate == null ? null : parseLearnDate(body.endDate);
  return input;
}
