import { Inject, Injectable } from '@nestjs/common';
import type { Group, GroupMember, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { pageArgs, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { GROUP_LIST, GROUP_MEMBER_LIST } from './group-lists.js';
import type { GroupMemberRow } from './group-view.js';

/** The three group lists read the same shape of query. */
export type GroupList = ListQueryOf<typeof GROUP_LIST>;

/** The group and group-member tables. */
@Injectable()
export class GroupsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  list(scope: Prisma.GroupWhereInput, list: GroupList): Promise<Group[]> {
    return this.prisma.group.findMany({ where: { ...scope, ...list.where }, ...pageArgs(list) });
  }

  create(data: Prisma.GroupUncheckedCreateInput): Promise<Group> {
    return this.prisma.group.create({ data });
  }

  update(id: number, data: Prisma.GroupUncheckedUpdateInput): Promise<Group> {
    return this.prisma.group.update({ where: { id }, data });
  }

  /** A group with its members; a group set with its groups and their members (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    await this.prisma.group.delete({ where: { id } });
  }

  /** With `expand=user`, each member carries its user. */
  members(groupId: number, list: ListQueryOf<typeof GROUP_MEMBER_LIST>): Promise<GroupMemberRow[]> {
    return this.prisma.groupMember.findMany({
      where: { groupId, ...list.where },
      ...pageArgs(list),
      include: { user: list.expands('user') },
    });
  }

  member(groupId: number, userId: number): Promise<GroupMember | null> {
    return this.prisma.groupMember.findUnique({ where: { groupId_userId: { groupId, userId } } });
  }

  /** A second membership of the same user fails on the unique (group_id, user_id). */
  addMember(groupId: number, userId: number): Promise<GroupMember> {
    return this.prisma.groupMember.create({ data: { groupId, userId } });
  }

  /** Whether there was a membership to remove. */
  async removeMember(groupId: number, userId: number): Promise<boolean> {
    const { count } = await this.prisma.groupMember.deleteMany({ where: { groupId, userId } });
    return count > 0;
  }
}
