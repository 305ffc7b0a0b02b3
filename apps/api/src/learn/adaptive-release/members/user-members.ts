import { Injectable, NotFoundException } from '@nestjs/common';
import { checkMemberEnrolment } from '@app/adaptive-release';
import { primaryKeyOf } from '../../common/learn-ids.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { ContentScope } from '../scope/rule-scope.js';
import type { MemberKind } from './member-kind.js';
import { MembersRepository } from './members.repository.js';

/** User members: users enrolled in the course, neither Guest nor instructor-type. */
@Injectable()
export class UserMembers implements MemberKind {
  readonly noun = 'User';
  readonly field = 'userId';
  readonly actions = {
    replaced: 'members.users.replaced',
    added: 'members.user.added',
    removed: 'members.user.removed',
  } as const;

  constructor(
    private readonly ids: PathIds,
    private readonly members: MembersRepository,
  ) {}

  async admitAll(scope: ContentScope, raws: string[]): Promise<number[]> {
    const ids = raws.map((raw, index) => primaryKeyOf(raw, `[${index}].userId`));
    const existing = await this.members.existingUsers(ids.filter((id) => id !== null));
    const unknown = raws.find((_raw, index) => ids[index] === null || !existing.has(ids[index]!));
    if (unknown !== undefined) throw new NotFoundException(`User ${unknown} not found`);
    const unique = [...new Set(ids as number[])];
    await this.checkEnrolled(scope, unique);
    return unique;
  }

  async admit(scope: ContentScope, raw: string): Promise<number> {
    const id = await this.find(scope, raw);
    await this.checkEnrolled(scope, [id]);
    return id;
  }

  async find(_scope: ContentScope, raw: string): Promise<number> {
    return (await this.ids.user(raw)).id;
  }

  private async checkEnrolled(scope: ContentScope, ids: number[]): Promise<void> {
    const enrolments = await this.members.enrolments(scope.course.id, ids);
    for (const id of ids) {
      const enrolment = enrolments.find((candidate) => candidate.userId === id);
      checkMemberEnrolment(id, scope.course.id, enrolment?.courseRoleId);
    }
  }
}
