import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { checkIsMemberships } from '@app/adaptive-release';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { toLearnId } from '../../common/learn-ids.js';
import { violatedUniqueColumns } from '../../common/unique-violation.js';
import { AuditTrail } from '../history/audit-trail.js';
import type { CriterionPath } from '../scope/path-params.js';
import { RuleScopes, type CriterionScope } from '../scope/rule-scope.js';
import type { MemberKind } from './member-kind.js';
import { presentMember, type MemberView } from './member-view.js';
import { MembersRepository, type MemberList } from './members.repository.js';

/** A Memberships criterion holds at most this many users, and as many groups. */
export const MAX_MEMBERS = 100;

/**
 * The users and the groups of a Memberships criterion. A set is replaced whole (atomically:
 * every id is checked before anything is written) or changed one member at a time.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly scopes: RuleScopes,
    private readonly members: MembersRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list(kind: MemberKind, path: CriterionPath, list: MemberList): Promise<MemberView[]> {
    const { criterion } = await this.membershipsScope(path);
    return (await this.members.list(criterion.id, kind.field, list)).map(presentMember);
  }

  /** Exactly these members afterwards; those already there keep their record. Duplicates collapse. */
  async replace(
    kind: MemberKind,
    path: CriterionPath,
    raws: string[],
    principal: LearnPrincipal,
  ): Promise<MemberView[]> {
    const scope = await this.membershipsScope(path);
    if (raws.length > MAX_MEMBERS) {
      throw new BadRequestException(
        `A Memberships criterion holds at most ${MAX_MEMBERS} ${kind.noun.toLowerCase()}s: the body lists ${raws.length}`,
      );
    }
    const ids = await kind.admitAll(scope, raws);
    const criterionId = scope.criterion.id;
    return this.audit.write(this.author(scope, principal), async (db) => {
      const before = (await this.members.all(db, criterionId, kind.field)).map(presentMember);
      await this.members.replace(db, criterionId, kind.field, ids);
      const after = (await this.members.all(db, criterionId, kind.field)).map(presentMember);
      return {
        result: after,
        event: {
          ruleId: scope.rule.id,
          action: kind.actions.replaced,
          targetId: toLearnId(criterionId),
          before,
          after,
        },
      };
    });
  }

  async add(kind: MemberKind, path: CriterionPath, raw: string, principal: LearnPrincipal): Promise<MemberView> {
    const scope = await this.membershipsScope(path);
    const id = await kind.admit(scope, raw);
    const criterionId = scope.criterion.id;
    const already = () => this.conflict(kind, id, criterionId);
    try {
      return await this.audit.write(this.author(scope, principal), async (db) => {
        if (await this.members.find(db, criterionId, kind.field, id)) throw already();
        const count = await this.members.count(db, criterionId, kind.field);
        if (count >= MAX_MEMBERS) {
          throw new BadRequestException(
            `Criterion ${toLearnId(criterionId)} already holds ${count} ${kind.noun.toLowerCase()}s, the most a Memberships criterion can hold`,
          );
        }
        const member = presentMember(await this.members.add(db, criterionId, kind.field, id));
        return {
          result: member,
          event: { ruleId: scope.rule.id, action: kind.actions.added, targetId: toLearnId(id), after: member },
        };
      });
    } catch (error) {
      if (violatedUniqueColumns(error)) throw already();
      throw error;
    }
  }

  async remove(kind: MemberKind, path: CriterionPath, raw: string, principal: LearnPrincipal): Promise<void> {
    const scope = await this.membershipsScope(path);
    const id = await kind.find(scope, raw);
    const criterionId = scope.criterion.id;
    await this.audit.write(this.author(scope, principal), async (db) => {
      const member = await this.members.find(db, criterionId, kind.field, id);
      if (!member) {
        throw new NotFoundException(
          `${kind.noun} ${toLearnId(id)} is not a member of criterion ${toLearnId(criterionId)}`,
        );
      }
      await this.members.remove(db, member.id);
      return {
        result: undefined,
        event: {
          ruleId: scope.rule.id,
          action: kind.actions.removed,
          targetId: toLearnId(id),
          before: presentMember(member),
        },
      };
    });
  }

  private async membershipsScope(path: CriterionPath): Promise<CriterionScope> {
    const scope = await this.scopes.criterion(path);
    checkIsMemberships(scope.criterion);
    return scope;
  }

  private author(scope: CriterionScope, principal: LearnPrincipal) {
    return { actor: principal.key, contentId: scope.content.id };
  }

  private conflict(kind: MemberKind, id: number, criterionId: number): ConflictException {
    return new ConflictException(
      `${kind.noun} ${toLearnId(id)} is already a member of criterion ${toLearnId(criterionId)}`,
    );
  }
}
