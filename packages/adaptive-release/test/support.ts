import type { ColumnRecord, CourseFacts, CriterionContext, CriterionFacts, CriterionRecord } from '../src/index.js';

/** A stored criterion of `type` with every other column null. */
export const record = (type: string, fields: Partial<CriterionRecord> = {}): CriterionRecord => ({
  id: 7,
  type,
  gradeColumnId: null,
  minScore: null,
  maxScore: null,
  startDate: null,
  endDate: null,
  completedContentId: null,
  reviewedContentId: null,
  ...fields,
});

export const criterionFacts = (type: string, fields: Partial<CriterionFacts> = {}): CriterionFacts => ({
  ...record(type),
  memberUserIds: [],
  memberGroupIds: [],
  ...fields,
});

/** Rule 5 on content 10 of course 1; column 3 (of content 20, 50 points) and column 4 (of content 10). */
export function context(
  overrides: { dueDate?: Date | null; memberships?: CriterionRecord | null; columns?: ColumnRecord[] } = {},
): CriterionContext {
  const columns = overrides.columns ?? [
    { id: 3, contentId: 20, scorePossible: 50 },
    { id: 4, contentId: 10, scorePossible: 10 },
    { id: 6, contentId: 30, scorePossible: null },
  ];
  return {
    courseId: 1,
    rule: { id: 5, contentId: 10 },
    column: async (raw) => columns.find((column) => `_${column.id}_1` === raw) ?? null,
    dueDate: async () => overrides.dueDate ?? null,
    membershipsCriterion: async () => overrides.memberships ?? null,
  };
}

/** A student (user 2) in course 1 with contents 10 (a folder under the root 1) and 11 inside it. */
export function courseFacts(overrides: Partial<CourseFacts> = {}): CourseFacts {
  return {
    courseId: 1,
    userId: 2,
    courseRoleId: 'Student',
    contents: new Map([
      [1, { id: 1, parentId: null, isRoot: true, title: 'ROOT', available: 'Yes', position: 0 }],
      [10, { id: 10, parentId: 1, isRoot: false, title: 'Week 1', available: 'Yes', position: 0 }],
      [11, { id: 11, parentId: 10, isRoot: false, title: 'Quiz', available: 'Yes', position: 0 }],
    ]),
    rules: new Map(),
    columns: new Map([[3, { id: 3, name: 'Essay', scorePossible: 50 }]]),
    grades: new Map(),
    groupIds: new Set(),
    reviewedContentIds: new Set(),
    ...overrides,
  };
}
