import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NumberField } from '../../../common/http/number-field.js';
import { atLeast } from '../../../common/http/number-range.js';
import { Omittable, OptionalNested } from '../../common/validation.js';

export const GROUP_AVAILABLE = ['Yes', 'No', 'SignupOnly'] as const;
export const GROUP_ENROLLMENT_TYPES = ['InstructorOnly', 'SelfEnrollment'] as const;

export class SignupSheetFields {
  @ApiPropertyOptional({ type: String, example: 'Lab partners', nullable: true })
  @IsOptional()
  @IsString()
  name?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Pick a slot', nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ type: Boolean, example: true, nullable: true })
  @IsOptional()
  @IsBoolean()
  showMembers?: boolean | null;
}

export class GroupEnrollmentFields {
  @ApiPropertyOptional({ enum: GROUP_ENROLLMENT_TYPES, example: 'InstructorOnly', description: 'Set on creation only' })
  @Omittable()
  @IsIn(GROUP_ENROLLMENT_TYPES)
  type?: (typeof GROUP_ENROLLMENT_TYPES)[number];

  @NumberField(atLeast(1), { example: 5, nullable: true, description: 'Most members a self-enrolled group takes' })
  @IsOptional()
  limit?: number | null;

  @ApiPropertyOptional({ type: SignupSheetFields, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SignupSheetFields)
  signupSheet?: SignupSheetFields | null;
}

/** PATCH's enrollment: the enrollment type is fixed at creation. */
export class GroupEnrollmentChangeFields extends OmitType(GroupEnrollmentFields, ['type'] as const) {}

export class GroupAvailabilityFields {
  @ApiPropertyOptional({ enum: GROUP_AVAILABLE, example: 'Yes' })
  @Omittable()
  @IsIn(GROUP_AVAILABLE)
  available?: (typeof GROUP_AVAILABLE)[number];
}

/** POST of a group, a group set, or a group inside a set. */
export class CreateGroupBody {
  @ApiProperty({ example: 'Lab group A' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(333)
  name!: string;

  @ApiPropertyOptional({ example: 'lab-a', description: 'Unique in the course; defaults to a random UUID' })
  @Omittable()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  externalId?: string;

  @ApiPropertyOptional({ type: String, example: 'Tuesday lab', nullable: true })
  @IsOptional()
  @IsString()
  description?: string | null;

  @OptionalNested(GroupAvailabilityFields)
  availability?: GroupAvailabilityFields;

  @OptionalNested(GroupEnrollmentFields)
  enrollment?: GroupEnrollmentFields;
}

/** PATCH of a group or a group set: omitted fields keep their values. */
export class UpdateGroupBody extends PartialType(OmitType(CreateGroupBody, ['enrollment'] as const), {
  skipNullProperties: false,
}) {
  @OptionalNested(GroupEnrollmentChangeFields)
  enrollment?: GroupEnrollmentChangeFields;
}
