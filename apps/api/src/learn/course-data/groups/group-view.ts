import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Group, User } from '@app/database';
import { jsonObject } from '../../common/json-fields.js';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';
import { presentUser, UserView } from '../users/user-view.js';
import { GROUP_AVAILABLE, GROUP_ENROLLMENT_TYPES, SignupSheetFields } from './group-body.js';

class GroupAvailabilityView {
  @ApiProperty({ enum: GROUP_AVAILABLE, example: 'Yes' })
  available!: string;
}

class GroupEnrollmentView {
  @ApiProperty({ enum: GROUP_ENROLLMENT_TYPES, example: 'InstructorOnly' })
  type!: string;

  @ApiPropertyOptional({ example: 5 })
  limit?: number;

  @ApiPropertyOptional({ type: SignupSheetFields })
  signupSheet?: Record<string, unknown>;
}

/** A group or a group set as Learn's GroupV2 shows it. */
export class GroupView {
  @ApiProperty({ example: '_21_1' })
  id!: string;

  @ApiProperty({ example: 'lab-a' })
  externalId!: string;

  @ApiPropertyOptional({ example: '_20_1', description: 'The set the group is in, if any' })
  groupSetId?: string;

  @ApiProperty({ example: 'Lab group A' })
  name!: string;

  @ApiPropertyOptional({ example: 'Tuesday lab' })
  description?: string;

  @ApiProperty({ type: GroupAvailabilityView })
  availability!: GroupAvailabilityView;

  @ApiProperty({ type: GroupEnrollmentView })
  enrollment!: GroupEnrollmentView;

  @ApiProperty({ example: 'a4f5b0c1d2e34f5a8b9c0d1e2f3a4b5c' })
  uuid!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  created!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  modified!: string;
}

export function presentGroup(group: Group): GroupView {
  return {
    id: toLearnId(group.id),
    externalId: group.externalId,
    groupSetId: group.groupSetId === null ? undefined : toLearnId(group.groupSetId),
    name: group.name,
    description: group.description ?? undefined,
    availability: { available: group.available },
    enrollment: {
      type: group.enrollmentType,
      limit: group.enrollmentLimit ?? undefined,
      signupSheet: jsonObject(group.signupSheet),
    },
    uuid: group.uuid,
    created: isoDate(group.created)!,
    modified: isoDate(group.modified)!,
  };
}

export class GroupMemberView {
  @ApiProperty({ example: '_7_1' })
  userId!: string;

  @ApiPropertyOptional({ type: UserView, description: 'The user, with `expand=user`' })
  user?: UserView;
}

/** A group member as read, with its user when the list expands it. */
export type GroupMemberRow = { userId: number; user?: User | null };

export const presentGroupMember = (member: GroupMemberRow): GroupMemberView => ({
  userId: toLearnId(member.userId),
  user: member.user ? presentUser(member.user) : undefined,
});
