import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { CoursePath } from '../../common/path-params.js';
import { LEARN } from '../../learn-paths.js';
import type { GROUP_LIST } from './group-lists.js';
import { CreateGroupBody, UpdateGroupBody } from './group-body.js';
import { GroupView } from './group-view.js';
import type { GroupList } from './groups.repository.js';
import { GroupsService, type GroupKind } from './groups.service.js';
import { GroupPath } from './path-params.js';

/** What the routes of one kind (groups, or group sets) are made of. */
export interface GroupRoutesSpec {
  kind: GroupKind;
  /** Below /v2/courses/:courseId */
  path: string;
  list: typeof GROUP_LIST;
  /** Path id forms, for every operation's description */
  ids: string;
  docs: {
    list: string;
    create: string;
    get: string;
    getMissing: string;
    update: string;
    missing: string;
    delete: string;
  };
}

/**
 * The five routes groups and group sets share (list, create, read, update, delete), made once for
 * each kind (groups.controller.ts, group-sets.controller.ts, which adds the groups inside a set).
 */
export function GroupRoutes(spec: GroupRoutesSpec) {
  const { kind, ids: description, docs } = spec;

  @ApiLearnController('Learn: Groups')
  @Controller(`${LEARN}/v2/courses/:courseId/${spec.path}`)
  class GroupRoutesController {
    constructor(readonly groups: GroupsService) {}

    @Get()
    @ApiList(spec.list, { summary: docs.list, description })
    @ApiOkResponse({ type: ApiPage(GroupView) })
    @ApiErrors({ 400: `Malformed courseId; or ${QUERY_400}`, 404: 'No such course' })
    async list(@Param() path: CoursePath, @ListQueryParam(spec.list) list: GroupList): Promise<Page<GroupView>> {
      return list.page(await this.groups.list(path, kind, list), (group) => group);
    }

    @Post()
    @ApiOperation({ summary: docs.create, description })
    @ApiCreatedResponse({ type: GroupView })
    @ApiErrors({
      400: 'Malformed courseId, or a field missing or invalid',
      404: 'No such course',
      409: 'externalId taken',
    })
    create(@Param() path: CoursePath, @Body() body: CreateGroupBody): Promise<GroupView> {
      return this.groups.create(path, body, kind);
    }

    @Get(':groupId')
    @ApiOperation({ summary: docs.get, description })
    @ApiOkResponse({ type: GroupView })
    @ApiErrors({ 400: 'Malformed id', 404: docs.getMissing })
    get(@Param() path: GroupPath): Promise<GroupView> {
      return this.groups.get(path, kind);
    }

    @Patch(':groupId')
    @ApiOperation({ summary: docs.update, description })
    @ApiOkResponse({ type: GroupView })
    @ApiErrors({ 400: 'Malformed id or invalid field', 404: docs.missing, 409: 'externalId taken' })
    update(@Param() path: GroupPath, @Body() body: UpdateGroupBody): Promise<GroupView> {
      return this.groups.update(path, kind, body);
    }

    @Delete(':groupId')
    @HttpCode(204)
    @ApiOperation({ summary: docs.delete, description })
    @ApiNoContentResponse({ description: 'Deleted' })
    @ApiErrors({ 400: 'Malformed id', 404: docs.missing })
    async remove(@Param() path: GroupPath): Promise<void> {
      await this.groups.remove(path, kind);
    }
  }
  return GroupRoutesController;
}
