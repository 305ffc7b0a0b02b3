import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { GROUP_MEMBER_LIST } from './group-lists.js';
import { GroupMembersService } from './group-members.service.js';
import { GroupMemberView } from './group-view.js';
import { GroupMemberPath, GroupPath } from './path-params.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; groupId: `_<n>_1` or `externalId:`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';
const NOT_A_MEMBER = 'No such course, group or user, or not a member';

@ApiLearnController('Learn: Groups')
@Controller(`${LEARN}/v2/courses/:courseId/groups/:groupId/users`)
export class GroupMembersController {
  constructor(private readonly members: GroupMembersService) {}

  @Get()
  @ApiList(GROUP_MEMBER_LIST, { summary: 'List the members of a group (paged)', description: IDS })
  @ApiOkResponse({ type: ApiPage(GroupMemberView) })
  @ApiErrors({ 400: `Malformed id, or the group is a group set; or ${QUERY_400}`, 404: 'No such course or group' })
  async list(
    @Param() path: GroupPath,
    @ListQueryParam(GROUP_MEMBER_LIST) list: ListQueryOf<typeof GROUP_MEMBER_LIST>,
  ): Promise<Page<GroupMemberView>> {
    return list.page(await this.members.list(path, list), (member) => member);
  }

  @Get(':userId')
  @ApiOperation({ summary: "Get a user's membership of a group", description: IDS })
  @ApiOkResponse({ type: GroupMemberView })
  @ApiErrors({ 400: 'Malformed id, or a group set', 404: NOT_A_MEMBER })
  get(@Param() path: GroupMemberPath): Promise<GroupMemberView> {
    return this.members.get(path);
  }

  @Put(':userId')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a user enrolled in the course to a group', description: IDS })
  @ApiCreatedResponse({ type: GroupMemberView })
  @ApiErrors({
    400: 'Malformed id, a group set, or a user not enrolled in the course',
    404: 'No such course, group or user',
    409: 'Already a member',
  })
  add(@Param() path: GroupMemberPath): Promise<GroupMemberView> {
    return this.members.add(path);
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a user from a group', description: IDS })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ 400: 'Malformed id, or a group set', 404: NOT_A_MEMBER })
  async remove(@Param() path: GroupMemberPath): Promise<void> {
    await this.members.remove(path);
  }
}
