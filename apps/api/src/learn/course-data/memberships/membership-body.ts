import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { NumberField } from '../../../common/http/number-field.js';
import { INT4 } from '../../../common/http/number-range.js';
import { DataSourceIdField, Omittable, OptionalNested } from '../../common/validation.js';

export const COURSE_ROLES = [
  'Instructor',
  'BbFacilitator',
  'TeachingAssistant',
  'CourseBuilder',
  'Grader',
  'Student',
  'Guest',
] as const;
export const MEMBERSHIP_AVAILABLE = ['Yes', 'No', 'Disabled'] as const;

export class MembershipAvailabilityFields {
  @ApiPropertyOptional({ enum: MEMBERSHIP_AVAILABLE, example: 'Yes' })
  @Omittable()
  @IsIn(MEMBERSHIP_AVAILABLE)
  available?: (typeof MEMBERSHIP_AVAILABLE)[number];
}

/** PUT /v1/courses/{courseId}/users/{userId}: every field optional (Student, available Yes). */
export class CreateMembershipBody {
  @ApiPropertyOptional({ enum: COURSE_ROLES, example: 'Student', default: 'Student' })
  @Omittable()
  @IsIn(COURSE_ROLES)
  courseRoleId?: (typeof COURSE_ROLES)[number];

  @OptionalNested(MembershipAvailabilityFields)
  availability?: MembershipAvailabilityFields;

  @DataSourceIdField()
  dataSourceId?: string | null;

  @NumberField(INT4, {
    example: 1,
    nullable: true,
    description:
      'Order among instructors (1 = primary); kept only for roles other than Student and Guest, and only from 1 up',
  })
  @IsOptional()
  displayOrder?: number | null;
}

/** PATCH /v1/courses/{courseId}/users/{userId}: omitted fields keep their values. */
export class UpdateMembershipBody extends PartialType(CreateMembershipBody, { skipNullProperties: false }) {}
