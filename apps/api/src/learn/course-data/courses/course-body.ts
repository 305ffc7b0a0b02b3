import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NumberField } from '../../../common/http/number-field.js';
import { atLeast } from '../../../common/http/number-range.js';
import { DataSourceIdField, ExternalIdField, Omittable, OptionalNested } from '../../common/validation.js';

export const COURSE_AVAILABLE = ['Yes', 'No', 'Disabled', 'Term'] as const;
export const DURATION_TYPES = ['Continuous', 'DateRange', 'FixedNumDays', 'UseTerm'] as const;
export const ENROLLMENT_TYPES = ['InstructorLed', 'SelfEnrollment', 'EmailEnrollment'] as const;
export const ULTRA_STATUSES = ['Undecided', 'Classic', 'Ultra', 'Ultrapreview'] as const;

export class CourseDurationFields {
  @ApiPropertyOptional({ enum: DURATION_TYPES, example: 'DateRange' })
  @Omittable()
  @IsIn(DURATION_TYPES)
  type?: (typeof DURATION_TYPES)[number];

  @ApiPropertyOptional({
    type: String,
    example: '2026-09-01T00:00:00.000Z',
    nullable: true,
    description: 'Only with type DateRange',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  start?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '2027-01-31T00:00:00.000Z',
    nullable: true,
    description: 'Only with type DateRange',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  end?: string | null;

  @NumberField(atLeast(1), { example: 120, nullable: true, description: 'Only with type FixedNumDays' })
  @IsOptional()
  daysOfUse?: number | null;
}

export class CourseAvailabilityFields {
  @ApiPropertyOptional({ enum: COURSE_AVAILABLE, example: 'Yes', description: 'Term requires a termId' })
  @Omittable()
  @IsIn(COURSE_AVAILABLE)
  available?: (typeof COURSE_AVAILABLE)[number];

  @OptionalNested(CourseDurationFields)
  duration?: CourseDurationFields;
}

export class CourseEnrollmentFields {
  @ApiPropertyOptional({ enum: ENROLLMENT_TYPES, example: 'InstructorLed' })
  @Omittable()
  @IsIn(ENROLLMENT_TYPES)
  type?: (typeof ENROLLMENT_TYPES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only with type SelfEnrollment' })
  @IsOptional()
  @IsISO8601({ strict: true })
  start?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only with type SelfEnrollment' })
  @IsOptional()
  @IsISO8601({ strict: true })
  end?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, description: 'Only with type SelfEnrollment' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  accessCode?: string | null;
}

export class CourseLocaleFields {
  @ApiPropertyOptional({ type: String, example: 'en_GB', nullable: true, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  id?: string | null;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  force?: boolean;
}

/** POST /v3/courses. Fields Learn marks read-only (id, uuid, created...) are dropped if sent. */
export class CreateCourseBody {
  @ApiProperty({ example: 'BIO101-2026', maxLength: 100, description: 'Unique; shown to users' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  courseId!: string;

  @ApiProperty({ example: 'Biology 101', maxLength: 333 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(333)
  name!: string;

  @ExternalIdField('BIO101-2026', 'courseId')
  externalId?: string;

  @DataSourceIdField()
  dataSourceId?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Cells, genes and evolution', nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ example: false, description: 'Set on creation only' })
  @Omittable()
  @IsBoolean()
  organization?: boolean;

  @ApiPropertyOptional({ enum: ULTRA_STATUSES, example: 'Classic', description: 'Set on creation only' })
  @Omittable()
  @IsIn(ULTRA_STATUSES)
  ultraStatus?: (typeof ULTRA_STATUSES)[number];

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  allowGuests?: boolean;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  allowObservers?: boolean;

  @ApiPropertyOptional({ example: false })
  @Omittable()
  @IsBoolean()
  closedComplete?: boolean;

  @ApiPropertyOptional({ type: String, example: '_5_1', nullable: true })
  @IsOptional()
  @IsString()
  termId?: string | null;

  @OptionalNested(CourseAvailabilityFields)
  availability?: CourseAvailabilityFields;

  @OptionalNested(CourseEnrollmentFields)
  enrollment?: CourseEnrollmentFields;

  @OptionalNested(CourseLocaleFields)
  locale?: CourseLocaleFields;
}

/** PATCH /v3/courses/{courseId}: any writable field; courseId, organization and ultraStatus are fixed. */
export class UpdateCourseBody extends PartialType(
  OmitType(CreateCourseBody, ['courseId', 'organization', 'ultraStatus'] as const),
  { skipNullProperties: false },
) {}
