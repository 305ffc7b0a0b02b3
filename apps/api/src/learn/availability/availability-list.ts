import type { ListSpec } from '../common/list-query/list-spec.js';

/** The course-wide read's page size limit (other lists: paging.ts MAX_LIMIT). */
export const COURSE_PAGE_MAX = 1000;

/**
 * GET /v1/courses/{courseId}/users/{userId}/availability (this service's own list, not Learn's):
 * `at` and paging. The contents come in outline order, evaluated in memory once their facts are
 * loaded, so there is nothing to filter or sort in SQL.
 */
export const COURSE_AVAILABILITY_LIST: ListSpec = {
  noun: 'course availabilities',
  params: {
    at: { kind: 'instant', description: 'Evaluate as of this ISO 8601 date-time (preview a release); default: now' },
  },
  order: [],
  maxLimit: COURSE_PAGE_MAX,
};
