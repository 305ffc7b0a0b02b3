import { CRITERION_USER_LIST } from '../list-queries.js';
import { CriterionUserBody } from './member-body.js';
import { CriterionUserPage, CriterionUserView } from './member-view.js';
import { MembersController } from './members.controller.js';
import { UserMembers } from './user-members.js';

/** `.../criteria/:criterionId/users` and `.../users/:userId`. */
export class UsersController extends MembersController({
  plural: 'users',
  param: 'userId',
  paramDoc: 'The user: `_<n>_1`, `externalId:<x>`, `userName:<x>` or `uuid:<x>`',
  kind: UserMembers,
  body: CriterionUserBody,
  idOf: (item) => (item as CriterionUserBody).userId,
  view: CriterionUserView,
  page: CriterionUserPage,
  list: CRITERION_USER_LIST,
  rule: 'A user must be enrolled in the course with a role that is neither Guest nor instructor-type (Instructor, TeachingAssistant, CourseBuilder, Grader, BbFacilitator): 400 `User <userId> is not enrolled in the course <courseId>` (or naming the role). An unknown user is a 404.',
}) {}
