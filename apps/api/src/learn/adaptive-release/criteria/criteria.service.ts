import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CriterionType } from '@app/database';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { primaryKeyOf, toLearnId } from '../../common/learn-ids.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { violatedUniqueColumns } from '../../common/unique-violation.js';
import { AuditTrail } from '../history/audit-trail.js';
import type { CRITERION_LIST } from '../list-queries.js';
import type { CriterionPath, RulePath } from '../scope/path-params.js';
import { RuleScopes, type CriterionScope, type RuleScope } from '../scope/rule-scope.js';
import { CriteriaRepository, type CriterionValues } from './criteria.repository.js';
import type { CreateCriterionBody, UpdateCriterionBody } from './criterion-body.js';
import { checkTypeEntitlements } from './criterion-entitlements.js';
import { presentCriterion, type CriterionView } from './criterion-view.js';
import { checkTypeChange, isGradeType, type GradeType } from './types/criterion-type.js';
import { dateValuesOnCreate, dateValuesOnPatch } from './types/date-range.js';
import {
  checkGradeColumn,
  gradeValuesOnCreate,
  gradeValuesOnPatch,
  scaleOf,
  type ScoredColumn,
} from './types/grade-criterion.js';
import { MEMBERSHIPS_VALUES, secondMemberships } from './types/memberships.js';
import { isReadOnlyType, refuseCreate, refuseUpdate } from './types/read-only.js';

/**
 * Criteria of a rule: the per-type entitlements, then the rules of the type (criteria/types),
 * then the write with its audit entry. Every PATCH re-checks the whole resulting criterion.
 */
@Injectable()
export class CriteriaService {
  constructor(
    private readonly scopes: RuleScopes,
    private readonly criteria: CriteriaRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list(path: RulePath, list: ListQueryOf<typeof CRITERION_LIST>): Promise<CriterionView[]> {
    const { rule } = await this.scopes.rule(path);
    return (await this.criteria.list(rule.id, list)).map(presentCriterion);
  }

  async read(path: CriterionPath): Promise<CriterionView> {
    return presentCriterion((await this.scopes.criterion(path)).criterion);
  }

  async create(path: RulePath, body: CreateCriterionBody, principal: LearnPrincipal): Promise<CriterionView> {
    const scope = await this.scopes.rule(path);
    checkTypeEntitlements(principal, 'CREATE', [body.type]);
    const values = await this.valuesOnCreate(scope, body);
    try {
      return await this.audit.write({ actor: principal.key, contentId: scope.content.id }, async (db) => {
        const criterion = presentCriterion(await this.criteria.create(db, scope.rule.id, values));
        return {
          result: criterion,
          event: { ruleId: scope.rule.id, action: 'criterion.created', targetId: criterion.id, after: criterion },
        };
      });
    } catch (error) {
      // A concurrent create got there first: the partial unique index allows one Memberships per rule.
      if (body.type === CriterionType.Memberships && violatedUniqueColumns(error)) {
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
    if (isReadOnlyType(criterion.type)) refuseUpdate(criterion);
    checkTypeChange(criterion, type);
    const values = await this.valuesOnPatch(scope, type, body);
    return this.audit.write({ actor: principal.key, contentId: scope.content.id }, async (db) => {
      const before = presentCriterion(criterion);
      const after = presentCriterion(await this.criteria.update(db, criterion.id, values));
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

  private async valuesOnCreate(scope: RuleScope, body: CreateCriterionBody): Promise<CriterionValues> {
    const { type } = body;
    if (isGradeType(type)) {
      return gradeValuesOnCreate(scaleOf(type), body, await this.gradeColumn(scope, type, body.gradeColumnId));
    }
    if (type === CriterionType.DateRange) {
      return dateValuesOnCreate(body, await this.criteria.dueDateOf(scope.content.id), scope.content.id);
    }
    if (type === CriterionType.Memberships) {
      const existing = await this.criteria.membershipsOf(scope.rule.id);
      if (existing) throw secondMemberships(scope.rule.id, existing);
      return MEMBERSHIPS_VALUES;
    }
    return refuseCreate(type);
  }

  /** The criterion as it would be after the PATCH, checked as a whole for its (new) type. */
  private async valuesOnPatch(scope: CriterionScope, type: CriterionType, body: UpdateCriterionBody) {
    const { criterion } = scope;
    if (isGradeType(type)) {
      const kept = criterion.gradeColumnId === null ? undefined : toLearnId(criterion.gradeColumnId);
      const columnId = body.gradeColumnId ?? kept;
      return gradeValuesOnPatch(scaleOf(type), criterion, body, await this.gradeColumn(scope, type, columnId));
    }
    if (type === CriterionType.DateRange) {
      return dateValuesOnPatch(criterion, body, await this.criteria.dueDateOf(scope.content.id), scope.content.id);
    }
    return { type } satisfies CriterionValues; // Memberships: nothing to change
  }

  private async gradeColumn(scope: RuleScope, type: GradeType, raw: string | undefined): Promise<ScoredColumn> {
    if (raw === undefined) throw new BadRequestException(`gradeColumnId is required for a ${type} criterion`);
    const id = primaryKeyOf(raw, 'gradeColumnId');
    const column = id === null ? null : await this.criteria.column(scope.course.id, id);
    if (!column) {
      throw new NotFoundException(
        `gradeColumnId ${raw}: no such gradebook column in course ${toLearnId(scope.course.id)}`,
      );
    }
    return checkGradeColumn(column, scope.rule);
  }
}
