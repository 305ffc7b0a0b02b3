import { Injectable, NotFoundException } from '@nestjs/common';
import { checkMemberGroup } from '@app/adaptive-release';
import { primaryKeyOf, toLearnId } from '../../common/learn-ids.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { ContentScope } from '../scope/rule-scope.js';
import type { MemberKind } from './member-kind.js';
import { MembersRepository } from './members.repository.js';

/** Group members: groups of the course, never a group set. */
@Injectable()
export class GroupMembers implements MemberKind {
  readonly noun = 'Group';
  readonly field = 'groupId';
  readonly actions = {
    replaced: 'members.groups.replaced',
    added: 'members.group.added',
    removed: 'members.group.removed',
  } as const;

  constructor(
    private readonly ids: PathIds,
    private readonly members: MembersRepository,
  ) {}

  async admitAll(scope: ContentScope, raws: string[]): Promise<number[]> {
    const ids = raws.map((raw, index) => primaryKeyOf(raw, `[${index}].groupId`));
    const groups = await this.members.groups(
      scope.course.id,
      ids.filter((id) => id !== null),
    );
    const unknown = raws.find((_raw, index) => !groups.some((group) => group.id === ids[index]));
    if (unknown !== undefined) {
      throw new NotFoundException(`Group ${unknown} not found in course ${toLearnId(scope.course.id)}`);
    }
    const unique = [...new Set(ids as number[])];
    for (const id of unique) checkMemberGroup(groups.find((group) => group.id === id)!);
    return unique;
  }

  async admit(scope: ContentScope, raw: string): Promise<number> {
    const group = await this.ids.group(scope.course, raw);
    checkMemberGroup(group);
    return group.id;
  }

  async find(scope: ContentScope, raw: string): Promise<number> {
    return (await this.ids.group(scope.course, raw)).id;
  }
}
