import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
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
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { CreateUserDto, UpdateUserDto, UsersQuery } from './user.dto.js';
import { presentUser, UserView } from './user.presenter.js';
import { UsersService } from './users.service.js';

const USER_ID = 'userId: `_<n>_1`, `externalId:<x>`, `userName:<x>` or `uuid:<x>`.';

@ApiTags('Learn: Users')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v1/users`)
export class LearnUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List users (paged; userName and externalId filter by exact match)' })
  @ApiOkResponse({ type: ApiPage(UserView) })
  @ApiErrors({ 400: 'offset or limit out of range' })
  async list(@Req() req: Request, @Query() query: UsersQuery): Promise<Page<UserView>> {
    const window = pageWindow(query);
    return toPage(req, window, await this.users.list(query, window), presentUser);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user' })
  @ApiCreatedResponse({ type: UserView })
  @ApiErrors({ 400: 'A field is missing or invalid; the message names it', 409: 'userName or externalId taken' })
  async create(@Body() dto: CreateUserDto): Promise<UserView> {
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
  async update(@Param('userId') userId: string, @Body() dto: UpdateUserDto): Promise<UserView> {
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
