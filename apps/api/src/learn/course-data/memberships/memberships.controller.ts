import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Put } from '@nestjs/common';
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
import { MEMBERSHIP_LIST } from './membership-list.js';
import { CreateMembershipDto, UpdateMembershipDto } from './membership.dto.js';
import { MembershipView, presentMembership } from './membership.presenter.js';
import { MembershipsService } from './memberships.service.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';

@ApiTags('Learn: Course memberships')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v1/courses/:courseId/users`)
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @Get()
  @ApiList(MEMBERSHIP_LIST, {
    summary: 'List the memberships of a course (paged; filtered and sorted as the query says)',
    description: IDS,
  })
  @ApiOkResponse({ type: ApiPage(MembershipView) })
  @ApiErrors({ 400: `Malformed courseId; or ${QUERY_400}`, 404: 'No such course' })
  async list(
    @Param('courseId') courseId: string,
    @ListQueryParam(MEMBERSHIP_LIST) list: ListQueryOf<typeof MEMBERSHIP_LIST>,
  ): Promise<Page<MembershipView>> {
    return list.page(await this.memberships.list(courseId, list), presentMembership);
  }

  @Get(':userId')
  @ApiOperation({ summary: "Get a user's membership of a course", description: IDS })
  @ApiOkResponse({ type: MembershipView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course or user, or the user is not enrolled' })
  async get(@Param('courseId') courseId: string, @Param('userId') userId: string): Promise<MembershipView> {
    return presentMembership(await this.memberships.get(courseId, userId));
  }

  @Put(':userId')
  @HttpCode(201)
  @ApiOperation({ summary: 'Enrol a user in a course (default role Student, available Yes)', description: IDS })
  @ApiCreatedResponse({ type: MembershipView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: 'No such course or user', 409: 'Already enrolled' })
  async enrol(
    @Param('courseId') courseId: string,
    @Param('userId') userId: string,
    @Body() dto: CreateMembershipDto,
  ): Promise<MembershipView> {
    return presentMembership(await this.memberships.enrol(courseId, userId, dto));
  }

  @Patch(':userId')
  @ApiOperation({ summary: 'Update a membership; omitted fields keep their values', description: IDS })
  @ApiOkResponse({ type: MembershipView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: 'No such course or user, or the user is not enrolled' })
  async update(
    @Param('courseId') courseId: string,
    @Param('userId') userId: string,
    @Body() dto: UpdateMembershipDto,
  ): Promise<MembershipView> {
    return presentMembership(await this.memberships.update(courseId, userId, dto));
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiOperation({ summary: "Unenrol a user (also from the course's groups)", description: IDS })
  @ApiNoContentResponse({ description: 'Unenrolled' })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course or user, or the user is not enrolled' })
  async unenrol(@Param('courseId') courseId: string, @Param('userId') userId: string): Promise<void> {
    await this.memberships.unenrol(courseId, userId);
  }
}
