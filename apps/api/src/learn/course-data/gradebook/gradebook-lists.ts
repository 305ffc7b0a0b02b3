import type { Prisma } from '@app/database';
import type { ListSpec } from '../../common/list-query/list-spec.js';
import { createdAndModified, INCLUDE_PERMISSIONS } from '../../common/list-query/shared-params.js';

/** GET /v2/courses/{courseId}/gradebook/columns, as Learn's swagger documents its query. */
export const COLUMN_LIST: ListSpec<Prisma.GradebookColumnWhereInput, Prisma.GradebookColumnOrderByWithRelationInput> = {
  noun: 'gradebook columns',
  params: {
    contentId: { kind: 'learnId', target: 'contentId', description: 'The columns of this content' },
    displayName: {
      kind: 'text',
      target: 'displayName',
      compare: 'contains',
      description: 'Columns whose displayName contains this',
    },
    name: { kind: 'text', target: 'name', compare: 'contains', description: 'Columns whose name contains this' },
    gradebookCategoryId: {
      kind: 'value',
      target: 'gradebookCategoryId',
      list: 'in',
      description: 'Columns in one of these gradebook categories',
    },
    ...createdAndModified('Columns'),
    expand: { kind: 'refused', why: 'rubric associations (its one expandable field) are not kept here' },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  order: [{ id: 'asc' }],
};

/** Learn requires all three to use either include* parameter of the grades list. */
const GRADE_DETAIL_ENTITLEMENTS = [
  ['course.gradebook-grades.VIEW', 'course.gradebook.MODIFY', 'course.gradebook-grades.EXECUTE'],
];
const NO_ATTEMPT_DATES = 'grades carry no attempt dates here';

/** GET /v2/courses/{courseId}/gradebook/columns/{columnId}/users. */
export const GRADE_LIST: ListSpec<Prisma.GradeWhereInput, Prisma.GradeOrderByWithRelationInput> = {
  noun: 'grades',
  params: {
    includeDisabledMemberships: {
      kind: 'option',
      default: false,
      requires: GRADE_DETAIL_ENTITLEMENTS,
      description: 'Also the grades of users whose membership is Disabled (by default only active memberships)',
    },
    includeUnpostedGrades: {
      kind: 'option',
      default: false,
      requires: GRADE_DETAIL_ENTITLEMENTS,
      description:
        "Learn's calculated columns then count unposted grades; this service calculates no column, so both values list the same grades",
    },
    changeIndex: { kind: 'refused', why: 'grades carry no change index here' },
    firstRelevantDate: { kind: 'refused', why: NO_ATTEMPT_DATES },
    firstRelevantDateCompare: { kind: 'refused', why: NO_ATTEMPT_DATES },
    lastRelevantDate: { kind: 'refused', why: NO_ATTEMPT_DATES },
    lastRelevantDateCompare: { kind: 'refused', why: NO_ATTEMPT_DATES },
    includePermissions: INCLUDE_PERMISSIONS,
  },
  order: [{ userId: 'asc' }],
};
