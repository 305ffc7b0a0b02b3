import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { DataSourceIdField, ExternalIdField, Omittable, OptionalNested } from '../../common/validation.js';

export const EDUCATION_LEVELS = [
  'K8',
  'HighSchool',
  'Freshman',
  'Sophomore',
  'Junior',
  'Senior',
  'GraduateSchool',
  'PostGraduateSchool',
  'Unknown',
] as const;
export const GENDERS = ['Female', 'Male', 'Other', 'Unknown'] as const;
export const USER_AVAILABLE = ['Yes', 'No', 'Disabled'] as const;
export const CALENDARS = ['Gregorian', 'GregorianHijri', 'Hijri', 'HijriGregorian'] as const;
export const FIRST_DAYS_OF_WEEK = ['0', '1', '6'] as const;
export const AVATAR_SOURCES = ['Default', 'User', 'System'] as const;
export const PREFERRED_DISPLAY_NAMES = ['GivenName', 'OtherName', 'Both'] as const;

/** An optional string sub-field of name, job, contact or address; null removes it. */
const Text = (maxLength: number, example?: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, example, nullable: true, maxLength }),
    IsOptional(),
    IsString(),
    MaxLength(maxLength),
  );

export class UserNameFields {
  @Text(100, 'Ada')
  given?: string | null;

  @Text(100, 'Lovelace')
  family?: string | null;

  @Text(100)
  middle?: string | null;

  @Text(100)
  other?: string | null;

  @Text(100)
  suffix?: string | null;

  @Text(100, 'Dr.')
  title?: string | null;

  @ApiPropertyOptional({ enum: PREFERRED_DISPLAY_NAMES, nullable: true })
  @IsOptional()
  @IsIn(PREFERRED_DISPLAY_NAMES)
  preferredDisplayName?: (typeof PREFERRED_DISPLAY_NAMES)[number] | null;
}

export class UserJobFields {
  @Text(100, 'Lecturer')
  title?: string | null;

  @Text(100, 'Biology')
  department?: string | null;

  @Text(100, 'Example University')
  company?: string | null;
}

export class UserContactFields {
  @Text(50)
  homePhone?: string | null;

  @Text(50)
  mobilePhone?: string | null;

  @Text(50)
  businessPhone?: string | null;

  @Text(50)
  businessFax?: string | null;

  @Text(100, 'ada@example.edu')
  email?: string | null;

  @Text(254, 'ada@example.edu')
  institutionEmail?: string | null;

  @Text(100)
  webPage?: string | null;
}

export class UserAddressFields {
  @Text(100)
  street1?: string | null;

  @Text(100)
  street2?: string | null;

  @Text(50, 'Leeds')
  city?: string | null;

  @Text(50)
  state?: string | null;

  @Text(50)
  zipCode?: string | null;

  @Text(50, 'GB')
  country?: string | null;
}

export class UserLocaleFields {
  @ApiPropertyOptional({ type: String, example: 'en_GB', nullable: true })
  @IsOptional()
  @IsString()
  id?: string | null;

  @ApiPropertyOptional({ enum: CALENDARS, nullable: true })
  @IsOptional()
  @IsIn(CALENDARS)
  calendar?: (typeof CALENDARS)[number] | null;

  @ApiPropertyOptional({ enum: FIRST_DAYS_OF_WEEK, nullable: true })
  @IsOptional()
  @IsIn(FIRST_DAYS_OF_WEEK)
  firstDayOfWeek?: (typeof FIRST_DAYS_OF_WEEK)[number] | null;
}

export class UserAvailabilityFields {
  @ApiPropertyOptional({ enum: USER_AVAILABLE, example: 'Yes' })
  @Omittable()
  @IsIn(USER_AVAILABLE)
  available?: (typeof USER_AVAILABLE)[number];
}

export class UserAvatarFields {
  @ApiPropertyOptional({ enum: AVATAR_SOURCES, example: 'Default' })
  @Omittable()
  @IsIn(AVATAR_SOURCES)
  source?: (typeof AVATAR_SOURCES)[number];
}

/** POST /v1/users. Read-only fields (id, uuid, created, avatar.viewUrl...) are dropped if sent. */
export class CreateUserBody {
  @ApiProperty({ example: 'alovelace', description: 'Unique' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  userName!: string;

  @ApiPropertyOptional({ example: 'correct horse battery staple', description: 'Stored hashed; never returned' })
  @Omittable()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password?: string;

  @ExternalIdField('alovelace', 'userName')
  externalId?: string;

  @DataSourceIdField()
  dataSourceId?: string | null;

  @ApiPropertyOptional({ type: String, example: 'S1234567', nullable: true, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  studentId?: string | null;

  @ApiPropertyOptional({ enum: EDUCATION_LEVELS, nullable: true })
  @IsOptional()
  @IsIn(EDUCATION_LEVELS)
  educationLevel?: (typeof EDUCATION_LEVELS)[number] | null;

  @ApiPropertyOptional({ enum: GENDERS, nullable: true })
  @IsOptional()
  @IsIn(GENDERS)
  gender?: (typeof GENDERS)[number] | null;

  @ApiPropertyOptional({ type: String, example: 'she/her', nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  pronouns?: string | null;

  @ApiPropertyOptional({ type: String, example: '1990-12-10T00:00:00.000Z', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true })
  birthDate?: string | null;

  @ApiPropertyOptional({ example: ['STUDENT'], type: [String] })
  @Omittable()
  @IsArray()
  @IsString({ each: true })
  institutionRoleIds?: string[];

  @ApiPropertyOptional({ example: ['User'], type: [String], description: 'Default ["User"]' })
  @Omittable()
  @IsArray()
  @IsString({ each: true })
  systemRoleIds?: string[];

  @OptionalNested(UserAvailabilityFields)
  availability?: UserAvailabilityFields;

  @ApiPropertyOptional({ type: UserNameFields, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => UserNameFields)
  name?: UserNameFields | null;

  @ApiPropertyOptional({ type: UserJobFields, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => UserJobFields)
  job?: UserJobFields | null;

  @ApiPropertyOptional({ type: UserContactFields, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => UserContactFields)
  contact?: UserContactFields | null;

  @ApiPropertyOptional({ type: UserAddressFields, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => UserAddressFields)
  address?: UserAddressFields | null;

  @OptionalNested(UserLocaleFields)
  locale?: UserLocaleFields;

  @OptionalNested(UserAvatarFields)
  avatar?: UserAvatarFields;
}

/** PATCH /v1/users/{userId}: any writable field; in name, job, contact and address only the sent keys change. */
export class UpdateUserBody extends PartialType(CreateUserBody, { skipNullProperties: false }) {}
