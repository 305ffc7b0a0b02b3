import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { UserPath } from '../../common/path-params.js';
import { LEARN } from '../../learn-paths.js';
import { USER_LIST } from './user-list.js';
import { CreateUserBody, UpdateUserBody } from './user-body.js';
import { UserView } from './user-view.js';
import { UsersService } from './users.service.js';

const USER_ID = 'userId: `_<n>_1`, `externalId:<x>`, `userName:<x>` or `uuid:<x>`.';

@ApiLearnController('Learn: Users')
@Controller(`${LEARN}/v1/users`)
export class LearnUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiList(USER_LIST, {
    summary: 'List users (paged; filtered and sorted as the query says)',
    description:
      'Text filters match what contains the value, as Learn does; one user by its exact externalId is GET /v1/users/externalId:<x>.',
  })
  @ApiOkResponse({ type: ApiPage(UserView) })
  @ApiErrors({ 400: `Refused query: ${QUERY_400}` })
  async list(@ListQueryParam(USER_LIST) list: ListQueryOf<typeof USER_LIST>): Promise<Page<UserView>> {
    return list.page(await this.users.list(list), (user) => user);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user' })
  @ApiCreatedResponse({ type: UserView })
  @ApiErrors({ 400: 'A field is missing or invalid; the message names it', 409: 'userName or externalId taken' })
  create(@Body() body: CreateUserBody): Promise<UserView> {
    return this.users.create(body);
  }

  @Get(':userId')
  @ApiOperation({ summary: 'Get a user', description: USER_ID })
  @ApiOkResponse({ type: UserView })
  @ApiErrors({ 400: 'Malformed userId', 404: 'No such user' })
  get(@Param() path: UserPath): Promise<UserView> {
    return this.users.get(path);
  }

  @Patch(':userId')
  @ApiOperation({ summary: 'Update a user; omitted fields keep their values', description: USER_ID })
  @ApiOkResponse({ type: UserView })
  @ApiErrors({ 400: 'Malformed userId or invalid field', 404: 'No such user', 409: 'userName or externalId taken' })
  update(@Param() path: UserPath, @Body() body: UpdateUserBody): Promise<UserView> {
    return this.users.update(path, body);
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a user (with their enrolments, grades and group memberships)',
    description: USER_ID,
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed userId', 404: 'No such user' })
  async remove(@Param() path: UserPath): Promise<void> {
    await this.users.remove(path);
  }
}
