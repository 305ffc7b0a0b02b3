import { Controller, Delete, Get, HttpCode, Param, Put, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAuthErrors, ApiErrors, ApiPage } from '../../common/api-docs.js';
import { pageWindow, PagingQuery, toPage, type Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { GroupMemberView, presentGroupMember } from './group.presenter.js';
import { GroupMembersService } from './group-members.service.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; groupId: `_<n>_1` or `externalId:`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';

@ApiTags('Learn: Groups')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v2/courses/:courseId/groups/:groupId/users`)
export class GroupMembersController {
  constructor(private readonly members: GroupMembersService) {}

  @Get()
  @ApiOperation({ summary: 'List the members of a group (paged)', description: IDS })
  @ApiOkResponse({ type: ApiPage(GroupMemberView) })
  @ApiErrors({ 400: 'Malformed id, offset or limit, or the group is a group set', 404: 'No such course or group' })
  async list(
    @Req() req: Request,
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @Query() query: PagingQuery,
  ): Promise<Page<GroupMemberView>> {
    const window = pageWindow(query);
    return toPage(req, window, await this.members.list(courseId, groupId, window), presentGroupMember);
  }

  @Get(':userId')
  @ApiOperation({ summary: "Get a user's membership of a group", description: IDS })
  @ApiOkResponse({ type: GroupMemberView })
  @ApiErrors({ 400: 'Malformed id, or a group set', 404: 'No such course, group or user, or not a member' })
  async get(
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @Param('userId') userId: string,
  ): Promise<GroupMemberView> {
    return presentGroupMember(await this.members.get(courseId, groupId, userId));
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
  async add(
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @Param('userId') userId: string,
  ): Promise<GroupMemberView> {
    return presentGroupMember(await this.members.add(courseId, groupId, userId));
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a user from a group', description: IDS })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ 400: 'Malformed id, or a group set', 404: 'No such course, group or user, or not a member' })
  async remove(
    @Param('courseId') courseId: string,
    @Param('groupId') groupId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    await this.members.remove(courseId, groupId, userId);
  }
}
