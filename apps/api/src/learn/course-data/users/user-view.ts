import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { User } from '@app/database';
import { jsonObject } from '../../common/json-fields.js';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';
import { LEARN } from '../../learn-paths.js';
import {
  AVATAR_SOURCES,
  EDUCATION_LEVELS,
  GENDERS,
  USER_AVAILABLE,
  UserAddressFields,
  UserContactFields,
  UserJobFields,
  UserLocaleFields,
  UserNameFields,
} from './user-body.js';

class UserAvailabilityView {
  @ApiProperty({ enum: USER_AVAILABLE, example: 'Yes' })
  available!: string;
}

class UserAvatarView {
  @ApiProperty({ example: '/learn/api/public/v1/users/_7_1/avatar' })
  viewUrl!: string;

  @ApiProperty({ enum: AVATAR_SOURCES, example: 'Default' })
  source!: string;
}

/** A user as Learn's User (v1) shows it: everything but the password. */
export class UserView {
  @ApiProperty({ example: '_7_1' })
  id!: string;

  @ApiProperty({ example: '6f1c9a0e2b7d4c3f8e5a9b0c1d2e3f40' })
  uuid!: string;

  @ApiProperty({ example: 'alovelace' })
  externalId!: string;

  @ApiPropertyOptional({ example: '_2_1' })
  dataSourceId?: string;

  @ApiProperty({ example: 'alovelace' })
  userName!: string;

  @ApiPropertyOptional({ example: 'S1234567' })
  studentId?: string;

  @ApiPropertyOptional({ enum: EDUCATION_LEVELS, example: 'Freshman' })
  educationLevel?: string;

  @ApiPropertyOptional({ enum: GENDERS, example: 'Female' })
  gender?: string;

  @ApiPropertyOptional({ example: 'she/her' })
  pronouns?: string;

  @ApiPropertyOptional({ example: '1990-12-10T00:00:00.000Z' })
  birthDate?: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  created!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  modified!: string;

  @ApiPropertyOptional({ example: '2026-05-04T09:30:00.000Z' })
  lastLogin?: string;

  @ApiProperty({ example: ['STUDENT'], type: [String] })
  institutionRoleIds!: string[];

  @ApiProperty({ example: ['User'], type: [String] })
  systemRoleIds!: string[];

  @ApiProperty({ type: UserAvailabilityView })
  availability!: UserAvailabilityView;

  @ApiPropertyOptional({ type: UserNameFields })
  name?: Record<string, unknown>;

  @ApiPropertyOptional({ type: UserJobFields })
  job?: Record<string, unknown>;

  @ApiPropertyOptional({ type: UserContactFields })
  contact?: Record<string, unknown>;

  @ApiPropertyOptional({ type: UserAddressFields })
  address?: Record<string, unknown>;

  @ApiProperty({ type: UserLocaleFields })
  locale!: { id?: string; calendar?: string; firstDayOfWeek?: string };

  @ApiProperty({ type: UserAvatarView })
  avatar!: UserAvatarView;
}

export function presentUser(user: User): UserView {
  const id = toLearnId(user.id);
  return {
    id,
    uuid: user.uuid,
    externalId: user.externalId,
    dataSourceId: user.dataSourceId ?? undefined,
    userName: user.userName,
    studentId: user.studentId ?? undefined,
    educationLevel: user.educationLevel ?? undefined,
    gender: user.gender ?? undefined,
    pronouns: user.pronouns ?? undefined,
    birthDate: isoDate(user.birthDate),
    created: isoDate(user.created)!,
    modified: isoDate(user.modified)!,
    lastLogin: isoDate(user.lastLogin),
    institutionRoleIds: user.institutionRoleIds,
    systemRoleIds: user.systemRoleIds,
    availability: { available: user.available },
    name: jsonObject(user.name),
    job: jsonObject(user.job),
    contact: jsonObject(user.contact),
    address: jsonObject(user.address),
    locale: {
      id: user.localeId ?? undefined,
      calendar: user.localeCalendar ?? undefined,
      firstDayOfWeek: user.localeFirstDayOfWeek ?? undefined,
    },
    avatar: { viewUrl: `${LEARN}/v1/users/${id}/avatar`, source: user.avatarSource },
  };
}
