import { CRITERION_GROUP_LIST } from '../list-queries.js';
import { GroupMembers } from './group-members.js';
import { CriterionGroupBody } from './member-body.js';
import { CriterionGroupPage, CriterionGroupView } from './member-view.js';
import { MembersController } from './members.controller.js';

/** `.../criteria/:criterionId/groups` and `.../groups/:groupId`. */
export class GroupsController extends MembersController({
  plural: 'groups',
  param: 'groupId',
  paramDoc: 'The group: `_<n>_1` or `externalId:<x>`',
  kind: GroupMembers,
  body: CriterionGroupBody,
  idOf: (item) => (item as CriterionGroupBody).groupId,
  view: CriterionGroupView,
  page: CriterionGroupPage,
  list: CRITERION_GROUP_LIST,
  rule: 'A group must be a group of the course; a group set cannot be referenced (400), only the groups inside it. An unknown group is a 404.',
}) {}
