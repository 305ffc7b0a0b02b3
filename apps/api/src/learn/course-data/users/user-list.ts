import type { Prisma } from '@app/database';
import type { ListSpec } from '../../common/list-query/list-spec.js';
import { createdAndModified, INCLUDE_PERMISSIONS, primaryIdOnly } from '../../common/list-query/shared-params.js';
import { USER_AVAILABLE } from './user-body.js';

/** GET /v1/users, as Learn's swagger documents its query. */
export const USER_LIST: ListSpec<Prisma.UserWhereInput, Prisma.UserOrderByWithRelationInput> = {
  noun: 'users',
  params: {
    userName: {
      kind: 'text',
      target: 'userName',
      compare: 'contains',
      description: 'Users whose userName contains this',
    },
    externalId: {
      kind: 'text',
      target: 'externalId',
      compare: 'contains',
      description: 'Users whose externalId contains this',
    },
    'name.family': {
      kind: 'text',
      target: 'nameFamily',
      compare: 'contains',
      description: 'Users whose name.family contains this',
    },
    ...createdAndModified('Users'),
    lastLogin: {
      kind: 'date',
      target: 'lastLogin',
      description: 'Users by last login date (users who never logged in never match)',
    },
    dataSourceId: {
      kind: 'value',
      target: 'dataSourceId',
      check: primaryIdOnly,
      example: '_2_1',
      description: 'Users with exactly this dataSourceId',
    },
    institutionRoleIds: {
      kind: 'value',
      target: 'institutionRoleIds',
      list: 'hasSome',
      description: 'Users holding one of these institution roles',
    },
    studentId: { kind: 'value', target: 'studentId', description: 'Users with exactly this studentId' },
    'contact.email': {
      kind: 'value',
      target: (condition) => ({ contact: { path: ['email'], ...condition } }) as Prisma.UserWhereInput,
      description: 'Users with exactly this contact.email',
      // Learn silently ignores the filter without it; here it is a 403 naming the entitlement.
      requires: [['system.user.properties.MODIFY']],
    },
    'availability.available': {
      kind: 'value',
      target: 'available',
      values: USER_AVAILABLE,
      description: 'Users with this availability.available',
    },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  sort: {
    fields: {
      userName: 'userName',
      'name.family': 'nameFamily',
      externalId: 'externalId',
      dataSourceId: 'dataSourceId',
      created: 'created',
    },
  },
  order: [{ id: 'asc' }],
};
