import type { Prisma } from '@app/database';
import type { ListSpec } from '../common/list-query/list-spec.js';
import { INCLUDE_PERMISSIONS } from '../common/list-query/shared-params.js';

/** The queries of the adaptive release lists, as Learn's swagger documents them: paging and sort. */

export const RULE_LIST: ListSpec<
  Prisma.AdaptiveReleaseRuleWhereInput,
  Prisma.AdaptiveReleaseRuleOrderByWithRelationInput
> = {
  noun: 'rules',
  params: { includePermissions: INCLUDE_PERMISSIONS },
  sort: { fields: { id: 'id', title: 'title' } },
  order: [{ id: 'asc' }],
};

export const CRITERION_LIST: ListSpec<Prisma.CriterionWhereInput, Prisma.CriterionOrderByWithRelationInput> = {
  noun: 'criteria',
  params: { includePermissions: INCLUDE_PERMISSIONS },
  sort: { fields: { id: 'id' } },
  order: [{ id: 'asc' }],
};

type MemberListSpec = ListSpec<Prisma.CriterionMemberWhereInput, Prisma.CriterionMemberOrderByWithRelationInput>;

export const CRITERION_USER_LIST: MemberListSpec = {
  noun: 'criterion users',
  params: { includePermissions: INCLUDE_PERMISSIONS },
  sort: { fields: { userId: 'userId' } },
  order: [{ id: 'asc' }],
};

export const CRITERION_GROUP_LIST: MemberListSpec = {
  noun: 'criterion groups',
  params: { includePermissions: INCLUDE_PERMISSIONS },
  sort: { fields: { groupId: 'groupId' } },
  order: [{ id: 'asc' }],
};

/** Not a Learn operation (this service's own): paging only. */
export const HISTORY_LIST: ListSpec<Prisma.RuleAuditEntryWhereInput, Prisma.RuleAuditEntryOrderByWithRelationInput> = {
  noun: 'history entries',
  params: {},
  order: [{ id: 'asc' }],
};
