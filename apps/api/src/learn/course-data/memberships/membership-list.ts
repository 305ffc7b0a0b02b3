import type { Prisma } from '@app/database';
import type { ListSpec } from '../../common/list-query/list-spec.js';
import { createdAndModified, INCLUDE_PERMISSIONS, primaryIdOnly } from '../../common/list-query/shared-params.js';
import { COURSE_ROLES, MEMBERSHIP_AVAILABLE } from './membership-body.js';

/** GET /v1/courses/{courseId}/users, as Learn's swagger documents its query. */
export const MEMBERSHIP_LIST: ListSpec<
  Prisma.CourseMembershipWhereInput,
  Prisma.CourseMembershipOrderByWithRelationInput
> = {
  noun: 'memberships',
  params: {
    role: {
      kind: 'value',
      target: 'courseRoleId',
      values: COURSE_ROLES,
      description: 'Memberships with this courseRoleId',
    },
    ...createdAndModified('Memberships'),
    lastAccessed: {
      kind: 'date',
      target: 'lastAccessed',
      description: 'Memberships by the date the user last accessed the course (never accessed: never matches)',
    },
    dataSourceId: {
      kind: 'value',
      target: 'dataSourceId',
      check: primaryIdOnly,
      example: '_2_1',
      description: 'Memberships with exactly this dataSourceId',
    },
    'availability.available': {
      kind: 'value',
      target: 'available',
      values: MEMBERSHIP_AVAILABLE,
      description: 'Memberships with this availability.available',
    },
    expand: { kind: 'expand', values: ['user'], description: '`user`: the user object inside each membership' },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  sort: { fields: { created: 'created', lastAccessed: 'lastAccessed' } },
  order: [{ id: 'asc' }],
};
