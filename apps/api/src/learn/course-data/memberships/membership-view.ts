import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CourseMembership, User } from '@app/database';
import { isoDate } from '../../common/learn-dates.js';
import { toLearnId } from '../../common/learn-ids.js';
import { presentUser, UserView } from '../users/user-view.js';
import { COURSE_ROLES, MEMBERSHIP_AVAILABLE } from './membership-body.js';

class MembershipAvailabilityView {
  @ApiProperty({ enum: MEMBERSHIP_AVAILABLE, example: 'Yes' })
  available!: string;
}

/** A course membership as Learn's CourseMembership (v1) shows it. */
export class MembershipView {
  @ApiProperty({ example: '_41_1' })
  id!: string;

  @ApiProperty({ example: '_7_1' })
  userId!: string;

  @ApiProperty({ example: '_12_1' })
  courseId!: string;

  @ApiPropertyOptional({ example: '_2_1' })
  dataSourceId?: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  created!: string;

  @ApiProperty({ example: '2026-05-04T09:30:00.000Z' })
  modified!: string;

  @ApiProperty({ type: MembershipAvailabilityView })
  availability!: MembershipAvailabilityView;

  @ApiProperty({ enum: COURSE_ROLES, example: 'Student' })
  courseRoleId!: string;

  @ApiPropertyOptional({ example: 1 })
  displayOrder?: number;

  @ApiPropertyOptional({ example: '2026-05-04T09:30:00.000Z' })
  lastAccessed?: string;

  @ApiPropertyOptional({ type: UserView, description: 'The user, with `expand=user`' })
  user?: UserView;
}

/** A membership as read, with its user when the list expands it. */
export type MembershipRow = CourseMembership & { user?: User | null };

export function presentMembership(membership: MembershipRow): MembershipView {
  return {
    id: toLearnId(membership.id),
    userId: toLearnId(membership.userId),
    courseId: toLearnId(membership.courseId),
    dataSourceId: membership.dataSourceId ?? undefined,
    created: isoDate(membership.created)!,
    modified: isoDate(membership.modified)!,
    availability: { available: membership.available },
    courseRoleId: membership.courseRoleId,
    displayOrder: membership.displayOrder ?? undefined,
    lastAccessed: isoDate(membership.lastAccessed),
    user: membership.user ? presentUser(membership.user) : undefined,
  };
}
