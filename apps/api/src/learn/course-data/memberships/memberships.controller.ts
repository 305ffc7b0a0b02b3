import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { CoursePath } from '../../common/path-params.js';
import { LEARN } from '../../learn-paths.js';
import { CreateMembershipBody, UpdateMembershipBody } from './membership-body.js';
import { MEMBERSHIP_LIST } from './membership-list.js';
import { MembershipView } from './membership-view.js';
import { MembershipsService } from './memberships.service.js';
import { CourseUserPath } from '../../common/path-params.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';
const NOT_ENROLLED = 'No such course or user, or the user is not enrolled';

@ApiLearnController('Learn: Course memberships')
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
    @Param() path: CoursePath,
    @ListQueryParam(MEMBERSHIP_LIST) list: ListQueryOf<typeof MEMBERSHIP_LIST>,
  ): Promise<Page<MembershipView>> {
    return list.page(await this.memberships.list(path, list), (membership) => membership);
  }

  @Get(':userId')
  @ApiOperation({ summary: "Get a user's membership of a course", description: IDS })
  @ApiOkResponse({ type: MembershipView })
  @ApiErrors({ 400: 'Malformed id', 404: NOT_ENROLLED })
  get(@Param() path: CourseUserPath): Promise<MembershipView> {
    return this.memberships.get(path);
  }

  @Put(':userId')
  @HttpCode(201)
  @ApiOperation({ summary: 'Enrol a user in a course (default role Student, available Yes)', description: IDS })
  @ApiCreatedResponse({ type: MembershipView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: 'No such course or user', 409: 'Already enrolled' })
  enrol(@Param() path: CourseUserPath, @Body() body: CreateMembershipBody): Promise<MembershipView> {
    return this.memberships.enrol(path, body);
  }

  @Patch(':userId')
  @ApiOperation({ summary: 'Update a membership; omitted fields keep their values', description: IDS })
  @ApiOkResponse({ type: MembershipView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: NOT_ENROLLED })
  update(@Param() path: CourseUserPath, @Body() body: UpdateMembershipBody): Promise<MembershipView> {
    return this.memberships.update(path, body);
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiOperation({ summary: "Unenrol a user (also from the course's groups)", description: IDS })
  @ApiNoContentResponse({ description: 'Unenrolled' })
  @ApiErrors({ 400: 'Malformed id', 404: NOT_ENROLLED })
  async unenrol(@Param() path: CourseUserPath): Promise<void> {
    await this.memberships.unenrol(path);
  }
}
