import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiAuthErrors, ApiErrors, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { GROUP_SET_LIST, GROUPS_IN_SET_LIST } from './group-lists.js';
import { CreateGroupDto, UpdateGroupDto } from './group.dto.js';
import { GroupView, presentGroup } from './group.presenter.js';
import { GroupsService } from './groups.service.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; groupId (a group set): `_<n>_1` or `externalId:`.';

/** Registered before CourseGroupsController, so that `groups/sets` is not read as a groupId. */
@ApiTags('Learn: Groups')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v2/courses/:courseId/groups/sets`)
export class GroupSetsController {
  constructor(private readonly groups: GroupsService) {}

  @Get()
  @ApiList(GROUP_SET_LIST, { summary: 'List the group sets of a course (paged)', description: IDS })
  @ApiOkResponse({ type: ApiPage(GroupView) })
  @ApiErrors({ 400: `Malformed courseId; or ${QUERY_400}`, 404: 'No such course' })
  async list(
    @Param('courseId') courseId: string,
    @ListQueryParam(GROUP_SET_LIST) list: ListQueryOf<typeof GROUP_SET_LIST>,
  ): Promise<Page<GroupView>> {
    return list.page(await this.groups.listSets(courseId, list), presentGroup);
  }

  @Post()
  @ApiOperation({ summary: 'Create a group set', description: IDS })
  @ApiCreatedResponse({ type: GroupView })
  @ApiErrors({
    400: 'Malformed courseId, or a field missing or invalid',
    404: 'No such course',
    409: 'externalId taken',
  })
  async create(@Param('courseId') courseId: string, @Body() dto: CreateGroupDto): Promise<GroupView> {
    return presentGroup(await this.groups.create(courseId, dto, { kind: 'set' }));
  }

  @Get(':groupId')
  @ApiOperation({ summary: 'Get a group set', description: IDS })
  @ApiOkResponse({ type: GroupView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, or no such group set in it' })
  async get(@Param('courseId') courseId: string, @Param('groupId') groupId: string): Promise<GroupView> {
    return presentGroup(await this.groups.get(courseId, groupId, 'set'));
  }

  @Patch(':groupId')
  @ApiOperation({ summary: 'Update a group set; omitted fields keep their values', description: IDS })
  @ApiOkResponse({ type: GroupView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: 'No such course or group set', 409: 'externalId taken' })
  async update(
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @Body() dto: UpdateGroupDto,
  ): Promise<GroupView> {
    return presentGroup(await this.groups.update(courseId, groupId, 'set', dto));
  }

  @Delete(':groupId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a group set with its groups', description: IDS })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course or group set' })
  async remove(@Param('courseId') courseId: string, @Param('groupId') groupId: string): Promise<void> {
    await this.groups.remove(courseId, groupId, 'set');
  }

  @Get(':groupId/groups')
  @ApiList(GROUPS_IN_SET_LIST, { summary: 'List the groups inside a group set (paged)', description: IDS })
  @ApiOkResponse({ type: ApiPage(GroupView) })
  @ApiErrors({ 400: `Malformed id; or ${QUERY_400}`, 404: 'No such course or group set' })
  async listInSet(
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @ListQueryParam(GROUPS_IN_SET_LIST) list: ListQueryOf<typeof GROUPS_IN_SET_LIST>,
  ): Promise<Page<GroupView>> {
    return list.page(await this.groups.listInSet(courseId, groupId, list), presentGroup);
  }

  @Post(':groupId/groups')
  @ApiOperation({ summary: 'Create a group inside a group set', description: IDS })
  @ApiCreatedResponse({ type: GroupView })
  @ApiErrors({
    400: 'Malformed id, or a field missing or invalid',
    404: 'No such course or group set',
    409: 'externalId taken',
  })
  async createInSet(
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @Body() dto: CreateGroupDto,
  ): Promise<GroupView> {
    return presentGroup(await this.groups.create(courseId, dto, { kind: 'group', inSet: groupId }));
  }
}
