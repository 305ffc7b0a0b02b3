import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Course, Group } from '@app/database';
import { toLearnId } from '../../common/learn-ids.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conflictOn } from '../../common/unique-violation.js';
import { MembershipsRepository } from '../memberships/memberships.repository.js';
import type { GROUP_MEMBER_LIST } from './group-lists.js';
import { presentGroupMember, type GroupMemberView } from './group-view.js';
import { GroupsRepository } from './groups.repository.js';
import type { GroupMemberPath, GroupPath } from './path-params.js';

/** The members of a group: users enrolled in the group's course. A group set has none. */
@Injectable()
export class GroupMembersService {
  constructor(
    private readonly ids: PathIds,
    private readonly groups: GroupsRepository,
    private readonly memberships: MembershipsRepository,
  ) {}

  /** With `expand=user`, each member carries its user. */
  async list(path: GroupPath, list: ListQueryOf<typeof GROUP_MEMBER_LIST>): Promise<GroupMemberView[]> {
    const { group } = await this.group(path);
    return (await this.groups.members(group.id, list)).map(presentGroupMember);
  }

  async get(path: GroupMemberPath): Promise<GroupMemberView> {
    const { group } = await this.group(path);
    const user = await this.ids.user(path.userId);
    const member = await this.groups.member(group.id, user.id);
    if (!member) throw notAMember(path);
    return presentGroupMember(member);
  }

  async add(path: GroupMemberPath): Promise<GroupMemberView> {
    const { course, group } = await this.group(path);
    const user = await this.ids.user(path.userId);
    if (!(await this.memberships.find(course, user))) {
      throw new BadRequestException(`User ${toLearnId(user.id)} is not enrolled in the course ${toLearnId(course.id)}`);
    }
    try {
      return presentGroupMember(await this.groups.addMember(group.id, user.id));
    } catch (error) {
      // The primary key (group_id, user_id) is the table's only unique constraint.
      throw conflictOn(error, {
        user_id: `User ${path.userId} is already a member of group ${path.groupId}`,
        group_member_pkey: `User ${path.userId} is already a member of group ${path.groupId}`,
      });
    }
  }

  async remove(path: GroupMemberPath): Promise<void> {
    const { group } = await this.group(path);
    const user = await this.ids.user(path.userId);
    if (!(await this.groups.removeMember(group.id, user.id))) throw notAMember(path);
  }

  private async group(path: GroupPath): Promise<{ course: Course; group: Group }> {
    const course = await this.ids.course(path.courseId);
    const group = await this.ids.group(course, path.groupId);
    if (group.isGroupSet) {
      throw new BadRequestException(
        `Group ${path.groupId} is a group set: a group set cannot have members, its groups can`,
      );
    }
    return { course, group };
  }
}

const notAMember = (path: GroupMemberPath) =>
  new NotFoundException(`User ${path.userId} is not a member of group ${path.groupId}`);
