import type { Prisma } from '@app/database';
import type { ListParam, ListSpec } from '../../common/list-query/list-spec.js';
import { createdAndModified, INCLUDE_PERMISSIONS } from '../../common/list-query/shared-params.js';

type GroupListSpec = ListSpec<Prisma.GroupWhereInput, Prisma.GroupOrderByWithRelationInput>;

/** What the three group lists share (Learn documents the same query on each). */
const SHARED: Record<string, ListParam<Prisma.GroupWhereInput>> = {
  name: { kind: 'text', target: 'name', compare: { default: 'startsWith' }, description: 'Groups by name' },
  ...createdAndModified('Groups'),
  includePermissions: INCLUDE_PERMISSIONS,
};
const SORT: GroupListSpec['sort'] = { fields: { name: 'name', externalId: 'externalId' } };
const ORDER: GroupListSpec['order'] = [{ id: 'asc' }];

/** On lists of groups, Learn's group-set flags have no group set to apply to. */
const SET_FLAGS_REFUSED: Record<string, ListParam<Prisma.GroupWhereInput>> = {
  nonEmptyGroupSets: { kind: 'refused', why: 'it selects group sets: use GET .../groups/sets' },
  onlyAvailableGroupSets: { kind: 'refused', why: 'it selects group sets: use GET .../groups/sets' },
};

/** GET /v2/courses/{courseId}/groups: the groups (not the sets). */
export const GROUP_LIST: GroupListSpec = {
  noun: 'groups',
  params: {
    ...SHARED,
    inGroupSet: {
      kind: 'flag',
      target: (condition) => ({ groupSetId: condition.equals ? { not: null } : null }),
      description: 'true: only groups inside a group set; false: only groups outside any',
    },
    ...SET_FLAGS_REFUSED,
  },
  sort: SORT,
  order: ORDER,
};

/** GET /v2/courses/{courseId}/groups/sets/{groupId}/groups. */
export const GROUPS_IN_SET_LIST: GroupListSpec = {
  noun: 'groups',
  params: { ...SHARED, ...SET_FLAGS_REFUSED },
  sort: SORT,
  order: ORDER,
};

/** GET /v2/courses/{courseId}/groups/sets. */
export const GROUP_SET_LIST: GroupListSpec = {
  noun: 'group sets',
  params: {
    ...SHARED,
    // Both flags narrow when true; false narrows nothing, as when absent (their names say "only").
    nonEmptyGroupSets: {
      kind: 'flag',
      target: (condition) => (condition.equals ? { groups: { some: { members: { some: {} } } } } : {}),
      description: 'true: only group sets with at least one member in their groups',
    },
    onlyAvailableGroupSets: {
      kind: 'flag',
      target: (condition) => (condition.equals ? { available: { not: 'No' } } : {}),
      description: 'true: only group sets whose availability.available is not No',
    },
  },
  sort: SORT,
  order: ORDER,
};

/** GET /v2/courses/{courseId}/groups/{groupId}/users. */
export const GROUP_MEMBER_LIST: ListSpec<Prisma.GroupMemberWhereInput, Prisma.GroupMemberOrderByWithRelationInput> = {
  noun: 'group memberships',
  params: {
    expand: { kind: 'expand', values: ['user'], description: '`user`: the user object inside each group membership' },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  order: [{ userId: 'asc' }],
};
