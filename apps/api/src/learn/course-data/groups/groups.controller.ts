import { GROUP_LIST } from './group-lists.js';
import { GroupRoutes } from './group-routes.js';

/** GET, POST /v2/courses/{courseId}/groups and GET, PATCH, DELETE .../groups/{groupId}: groups, not sets. */
export class CourseGroupsController extends GroupRoutes({
  kind: 'group',
  path: 'groups',
  list: GROUP_LIST,
  ids: 'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; groupId: `_<n>_1` or `externalId:`.',
  docs: {
    list: 'List the groups of a course, not the group sets (paged)',
    create: 'Create a group outside any group set',
    get: 'Get a group',
    getMissing: 'No such course, or no such group in it (a group set is not a group)',
    update: 'Update a group; omitted fields keep their values',
    missing: 'No such course or group',
    delete: 'Delete a group with its memberships',
  },
}) {}
