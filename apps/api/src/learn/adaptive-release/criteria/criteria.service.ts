import { Injectable } from '@nestjs/common';
import {
  secondMemberships,
  valuesOnCreate,
  valuesOnPatch,
  type CriterionContext,
  type CriterionTypeName,
  type CriterionValues,
} from '@app/adaptive-release';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { primaryKeyOf } from '../../common/learn-ids.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { violatedUniqueColumns } from '../../common/unique-violation.js';
import { AuditTrail } from '../history/audit-trail.js';
import type { CRITERION_LIST } from '../list-queries.js';
import type { CriterionPath, RulePath } from '../scope/path-params.js';
import { RuleScopes, type RuleScope } from '../scope/rule-scope.js';
import { CriteriaRepository } from './criteria.repository.js';
import { toCriterionInput, type CreateCriterionBody, type UpdateCriterionBody } from './criterion-body.js';
import { checkTypeEntitlements } from './criterion-entitlements.js';
import { presentCriterion, type CriterionView } from './criterion-view.js';

/**
 * Criteria of a rule: the per-type entitlements, then the rules of the type (its definition in
 * @app/adaptive-release, over what this service loads on demand), then the write with its audit
 * entry. Every PATCH re-checks the whole resulting criterion.
 */
@Injectable()
export class CriteriaService {
  constructor(
    private readonly scopes: RuleScopes,
    private readonly criteria: CriteriaRepository,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * One query when the path is right and the page has criteria (the rule's path joined to them);
   * an empty page is the one case that reads the path on its own, to tell an unknown path (404)
   * from a rule without criteria there.
   */
  async list(path: RulePath, list: ListQueryOf<typeof CRITERION_LIST>): Promise<CriterionView[]> {
    const where = this.scopes.ruleFilter(path);
    const page = where ? await this.criteria.list(where, list) : [];
    if (page.length === 0) await this.scopes.rule(path);
    return page.map(presentCriterion);
  }

  async read(path: CriterionPath): Promise<CriterionView> {
    return presentCriterion((await this.scopes.criterion(path)).criterion);
  }

  async create(path: RulePath, body: CreateCriterionBody, principal: LearnPrincipal): Promise<CriterionView> {
    const scope = await this.scopes.rule(path);
    checkTypeEntitlements(principal, 'CREATE', [body.type]);
    const values = await valuesOnCreate(body.type, toCriterionInput(body), this.context(scope));
    try {
      return await this.audit.write({ actor: principal.key, contentId: scope.content.id }, async (db) => {
        const criterion = presentCriterion(await this.criteria.create(db, scope.rule.id, typed(values)));
        return {
          result: criterion,
          event: { ruleId: scope.rule.id, action: 'criterion.created', targetId: criterion.id, after: criterion },
        };
      });
    } catch (error) {
      // A concurrent create got there first: the partial unique index allows one Memberships per rule.
      if (body.type === 'Memberships' && violatedUniqueColumns(error)) {
        throw secondMemberships(scope.rule.id, null);
      }
      throw error;
    }
  }

  async update(path: CriterionPath, body: UpdateCriterionBody, principal: LearnPrincipal): Promise<CriterionView> {
    const scope = await this.scopes.criterion(path);
    const { criterion } = scope;
    const type = body.type ?? criterion.type;
    checkTypeEntitlements(principal, 'MODIFY', [criterion.type, type]);
    const values = await valuesOnPatch(criterion, type, toCriterionInput(body), this.context(scope));
    return this.audit.write({ actor: principal.key, contentId: scope.content.id }, async (db) => {
      const before = presentCriterion(criterion);
      const after = presentCriterion(await this.criteria.update(db, criterion.id, typed(values)));
      return {
        result: after,
        event: { ruleId: scope.rule.id, action: 'criterion.updated', targetId: after.id, before, after },
      };
    });
  }

  async remove(path: CriterionPath, principal: LearnPrincipal): Promise<void> {
    const scope = await this.scopes.criterion(path);
    checkTypeEntitlements(principal, 'DELETE', [scope.criterion.type]);
    const before = presentCriterion(scope.criterion);
    await this.audit.write({ actor: principal.key, contentId: scope.content.id }, async (db) => {
      await this.criteria.delete(db, scope.criterion.id);
      return {
        result: undefined,
        event: { ruleId: scope.rule.id, action: 'criterion.deleted', targetId: before.id, before },
      };
    });
  }

  /** What a type's rules may ask about, read from the database only when asked. */
  private context(scope: RuleScope): CriterionContext {
    return {
      courseId: scope.course.id,
      rule: scope.rule,
      column: async (raw) => {
        const id = primaryKeyOf(raw, 'gradeColumnId');
        return id === null ? null : this.criteria.column(scope.course.id, id);
      },
      dueDate: () => this.criteria.dueDateOf(scope.content.id),
      membershipsCriterion: () => this.criteria.membershipsOf(scope.rule.id),
    };
  }
}

/** The domain returns the values of one of its types (the database stores the name as text). */
const typed = (values: CriterionValues) => values as CriterionValues & { type: CriterionTypeName };
