import type { Prisma } from '@app/database';
import type { ListSpec } from '../../common/list-query/list-spec.js';
import { createdAndModified, INCLUDE_PERMISSIONS, primaryIdOnly } from '../../common/list-query/shared-params.js';
import { COURSE_AVAILABLE } from './course-body.js';

/** GET /v3/courses, as Learn's swagger documents its query. */
export const COURSE_LIST: ListSpec<Prisma.CourseWhereInput, Prisma.CourseOrderByWithRelationInput> = {
  noun: 'courses',
  params: {
    courseId: {
      kind: 'text',
      target: 'courseId',
      compare: 'contains',
      description: 'Courses whose courseId contains this',
    },
    name: { kind: 'text', target: 'name', compare: 'contains', description: 'Courses whose name contains this' },
    description: {
      kind: 'text',
      target: 'description',
      compare: 'contains',
      description: 'Courses whose description contains this',
    },
    externalId: {
      kind: 'text',
      target: 'externalId',
      compare: 'contains',
      description: 'Courses whose externalId contains this',
    },
    ...createdAndModified('Courses'),
    allowGuests: {
      kind: 'flag',
      target: 'allowGuests',
      description: 'Courses that allow (true) or refuse (false) guests',
    },
    organization: {
      kind: 'flag',
      target: 'organization',
      description: 'Only organizations (true) or only courses (false); both when absent',
    },
    'availability.available': {
      kind: 'value',
      target: 'available',
      values: COURSE_AVAILABLE,
      description: 'Courses with this availability.available',
    },
    dataSourceId: {
      kind: 'value',
      target: 'dataSourceId',
      check: primaryIdOnly,
      example: '_2_1',
      description: 'Courses with exactly this dataSourceId',
    },
    termId: {
      kind: 'value',
      target: 'termId',
      check: primaryIdOnly,
      example: '_5_1',
      description: 'Courses with exactly this termId',
    },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  sort: {
    fields: { courseId: 'courseId', name: 'name', externalId: 'externalId', created: 'created', modified: 'modified' },
  },
  order: [{ id: 'asc' }],
};
