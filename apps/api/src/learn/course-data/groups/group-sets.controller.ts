import { Body, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { CreateGroupBody } from './group-body.js';
import { GROUP_SET_LIST, GROUPS_IN_SET_LIST } from './group-lists.js';
import { GroupRoutes } from './group-routes.js';
import { GroupView } from './group-view.js';
import { GroupPath } from './path-params.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; groupId (a group set): `_<n>_1` or `externalId:`.';

/**
 * The group sets, and the groups inside one. Registered before CourseGroupsController, so that
 * `groups/sets` is not read as a groupId.
 */
export class GroupSetsController extends GroupRoutes({
  kind: 'set',
  path: 'groups/sets',
  list: GROUP_SET_LIST,
  ids: IDS,
  docs: {
    list: 'List the group sets of a course (paged)',
    create: 'Create a group set',
    get: 'Get a group set',
    getMissing: 'No such course, or no such group set in it',
    update: 'Update a group set; omitted fields keep their values',
    missing: 'No such course or group set',
    delete: 'Delete a group set with its groups',
  },
}) {
  @Get(':groupId/groups')
  @ApiList(GROUPS_IN_SET_LIST, { summary: 'List the groups inside a group set (paged)', description: IDS })
  @ApiOkResponse({ type: ApiPage(GroupView) })
  @ApiErrors({ 400: `Malformed id; or ${QUERY_400}`, 404: 'No such course or group set' })
  async listInSet(
    @Param() path: GroupPath,
    @ListQueryParam(GROUPS_IN_SET_LIST) list: ListQueryOf<typeof GROUPS_IN_SET_LIST>,
  ): Promise<Page<GroupView>> {
    return list.page(await this.groups.listInSet(path, list), (group) => group);
  }

  @Post(':groupId/groups')
  @ApiOperation({ summary: 'Create a group inside a group set', description: IDS })
  @ApiCreatedResponse({ type: GroupView })
  @ApiErrors({
    400: 'Malformed id, or a field missing or invalid',
    404: 'No such course or group set',
    409: 'externalId taken',
  })
  createInSet(@Param() path: GroupPath, @Body() body: CreateGroupBody): Promise<GroupView> {
    return this.groups.create(path, body, 'group', path.groupId);
  }
}
