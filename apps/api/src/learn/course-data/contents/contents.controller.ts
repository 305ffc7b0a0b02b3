import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { BooleanQuery } from '../../../common/http/query-boolean.js';
import { ApiAuthErrors, ApiErrors, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { CONTENT_LIST } from './content-list.js';
import { CreateContentBody, UpdateContentBody } from './content-body.js';
import { ContentView, presentContent } from './content-view.js';
import { ContentsService } from './contents.service.js';

class DeleteContentQuery {
  @BooleanQuery({ description: 'Also delete the gradebook columns (and grades) of the content', default: false })
  deleteGrades?: boolean;
}

const IDS = 'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; contentId: `_<n>_1` or `root`.';

@ApiTags('Learn: Contents')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v1/courses/:courseId/contents`)
export class ContentsController {
  constructor(private readonly contents: ContentsService) {}

  @Get()
  @ApiList(CONTENT_LIST, {
    summary: 'List the top-level contents of a course (paged, in position order; recursive: the whole tree)',
    description: IDS,
  })
  @ApiOkResponse({ type: ApiPage(ContentView) })
  @ApiErrors({ 400: `Malformed courseId; or ${QUERY_400}`, 404: 'No such course' })
  list(
    @Param('courseId') courseId: string,
    @ListQueryParam(CONTENT_LIST) list: ListQueryOf<typeof CONTENT_LIST>,
  ): Promise<Page<ContentView>> {
    return this.childrenOf(courseId, 'root', list);
  }

  @Post()
  @ApiOperation({ summary: 'Create a top-level content', description: IDS })
  @ApiCreatedResponse({ type: ContentView })
  @ApiErrors({ 400: 'Malformed courseId, or a field is missing or invalid', 404: 'No such course' })
  create(@Param('courseId') courseId: string, @Body() dto: CreateContentBody): Promise<ContentView> {
    return this.createIn(courseId, 'root', dto);
  }

  @Get(':contentId')
  @ApiOperation({ summary: 'Get a content', description: IDS })
  @ApiOkResponse({ type: ContentView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, or no such content in it' })
  async get(@Param('courseId') courseId: string, @Param('contentId') contentId: string): Promise<ContentView> {
    return presentContent(await this.contents.get(courseId, contentId));
  }

  @Patch(':contentId')
  @ApiOperation({
    summary: 'Update a content; omitted fields keep their values',
    description: `${IDS} A new parentId moves the content; position reorders it among its siblings.`,
  })
  @ApiOkResponse({ type: ContentView })
  @ApiErrors({
    400: 'Malformed id, invalid field, the ROOT folder, or a parentId that is not a folder of the course',
    404: 'No such course or content',
  })
  async update(
    @Param('courseId') courseId: string,
    @Param('contentId') contentId: string,
    @Body() dto: UpdateContentBody,
  ): Promise<ContentView> {
    return presentContent(await this.contents.update(courseId, contentId, dto));
  }

  @Delete(':contentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a content and everything beneath it', description: IDS })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed id, or the ROOT folder', 404: 'No such course or content' })
  async remove(
    @Param('courseId') courseId: string,
    @Param('contentId') contentId: string,
    @Query() query: DeleteContentQuery,
  ): Promise<void> {
    await this.contents.remove(courseId, contentId, query.deleteGrades ?? false);
  }

  @Get(':contentId/children')
  @ApiList(CONTENT_LIST, {
    summary: 'List the children of a folder (paged, in position order; recursive: everything beneath it)',
    description: IDS,
  })
  @ApiOkResponse({ type: ApiPage(ContentView) })
  @ApiErrors({ 400: `Malformed id; or ${QUERY_400}`, 404: 'No such course or content' })
  children(
    @Param('courseId') courseId: string,
    @Param('contentId') contentId: string,
    @ListQueryParam(CONTENT_LIST) list: ListQueryOf<typeof CONTENT_LIST>,
  ): Promise<Page<ContentView>> {
    return this.childrenOf(courseId, contentId, list);
  }

  @Post(':contentId/children')
  @ApiOperation({ summary: 'Create a content inside a folder', description: IDS })
  @ApiCreatedResponse({ type: ContentView })
  @ApiErrors({
    400: 'Malformed id, a field missing or invalid, or the parent cannot have children',
    404: 'No such course or content',
  })
  createChild(
    @Param('courseId') courseId: string,
    @Param('contentId') contentId: string,
    @Body() dto: CreateContentBody,
  ): Promise<ContentView> {
    return this.createIn(courseId, contentId, dto);
  }

  private async childrenOf(
    courseId: string,
    folderId: string,
    list: ListQueryOf<typeof CONTENT_LIST>,
  ): Promise<Page<ContentView>> {
    return list.page(await this.contents.children(courseId, folderId, list), presentContent);
  }

  private async createIn(courseId: string, folderId: string, dto: CreateContentBody): Promise<ContentView> {
    return presentContent(await this.contents.create(courseId, folderId, dto));
  }
}
