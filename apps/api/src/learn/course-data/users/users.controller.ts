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
import { USER_LIST } from './user-list.js';
import { CreateUserBody, UpdateUserBody } from './user-body.js';
import { presentUser, UserView } from './user-view.js';
import { UsersService } from './users.service.js';

const USER_ID = 'userId: `_<n>_1`, `externalId:<x>`, `userName:<x>` or `uuid:<x>`.';

@ApiTags('Learn: Users')
@ApiBearerAuth()
@ApiAuthErrors()
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
    return list.page(await this.users.list(list), presentUser);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user' })
  @ApiCreatedResponse({ type: UserView })
  @ApiErrors({ 400: 'A field is missing or invalid; the message names it', 409: 'userName or externalId taken' })
  async create(@Body() dto: CreateUserBody): Promise<UserView> {
    return presentUser(await this.users.create(dto));
  }

  @Get(':userId')
  @ApiOperation({ summary: 'Get a user', description: USER_ID })
  @ApiOkResponse({ type: UserView })
  @ApiErrors({ 400: 'Malformed userId', 404: 'No such user' })
  async get(@Param('userId') userId: string): Promise<UserView> {
    return presentUser(await this.users.get(userId));
  }

  @Patch(':userId')
  @ApiOperation({ summary: 'Update a user; omitted fields keep their values', description: USER_ID })
  @ApiOkResponse({ type: UserView })
  @ApiErrors({ 400: 'Malformed userId or invalid field', 404: 'No such user', 409: 'userName or externalId taken' })
  async update(@Param('userId') userId: string, @Body() dto: UpdateUserBody): Promise<UserView> {
    return presentUser(await this.users.update(userId, dto));
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a user (with their enrolments, grades and group memberships)',
    description: USER_ID,
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed userId', 404: 'No such user' })
  async remove(@Param('userId') userId: string): Promise<void> {
    await this.users.remove(userId);
  }
}
