import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Course, Group, GroupMember, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { toLearnId } from '../../common/learn-ids.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conflictOn } from '../../common/unique-violation.js';
import { Enrolments } from '../memberships/enrolments.js';
import type { GROUP_MEMBER_LIST } from './group-lists.js';
import type { GroupMemberRow } from './group.presenter.js';

/** The members of a group: users enrolled in the group's course. A group set has none. */
@Injectable()
export class GroupMembersService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
    private readonly enrolments: Enrolments,
  ) {}

  /** With `expand=user`, each member carries its user. */
  async list(
    courseId: string,
    groupId: string,
    list: ListQueryOf<typeof GROUP_MEMBER_LIST>,
  ): Promise<GroupMemberRow[]> {
    const { group } = await this.group(courseId, groupId);
    return this.prisma.groupMember.findMany({
      where: { groupId: group.id, ...list.where },
      orderBy: list.orderBy,
      skip: list.window.skip,
      take: list.window.take,
      include: { user: list.expands('user') },
    });
  }

  async get(courseId: string, groupId: string, userId: string): Promise<GroupMember> {
    const { group } = await this.group(courseId, groupId);
    const user = await this.ids.user(userId);
    const member = await this.prisma.groupMember.findUnique({
      where: { groupId_userId: { groupId: group.id, userId: user.id } },
    });
    if (!member) throw new NotFoundException(`User ${userId} is not a member of group ${groupId}`);
    return member;
  }

  async add(courseId: string, groupId: string, userId: string): Promise<GroupMember> {
    const { course, group } = await this.group(courseId, groupId);
    const user = await this.ids.user(userId);
    if (!(await this.enrolments.find(course, user))) {
      throw new BadRequestException(`User ${toLearnId(user.id)} is not enrolled in the course ${toLearnId(course.id)}`);
    }
    try {
      return await this.prisma.groupMember.create({ data: { groupId: group.id, userId: user.id } });
    } catch (error) {
      // The primary key (group_id, user_id) is the table's only unique constraint.
      throw conflictOn(error, {
        user_id: `User ${userId} is already a member of group ${groupId}`,
        group_member_pkey: `User ${userId} is already a member of group ${groupId}`,
      });
    }
  }

  async remove(courseId: string, groupId: string, userId: string): Promise<void> {
    const { group } = await this.group(courseId, groupId);
    const user = await this.ids.user(userId);
    const { count } = await this.prisma.groupMember.deleteMany({ where: { groupId: group.id, userId: user.id } });
    if (count === 0) throw new NotFoundException(`User ${userId} is not a member of group ${groupId}`);
  }

  private async group(courseId: string, groupId: string): Promise<{ course: Course; group: Group }> {
    const course = await this.ids.course(courseId);
    const group = await this.ids.group(course, groupId);
    if (group.isGroupSet) {
      throw new BadRequestException(`Group ${groupId} is a group set: a group set cannot have members, its groups can`);
    }
    return { course, group };
  }
}
