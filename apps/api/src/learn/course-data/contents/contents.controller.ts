import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { BooleanQuery } from '../../../common/http/query-boolean.js';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { ContentPath, CoursePath } from '../../common/path-params.js';
import { LEARN } from '../../learn-paths.js';
import { CONTENT_LIST } from './content-list.js';
import { CreateContentBody, UpdateContentBody } from './content-body.js';
import { ContentView } from './content-view.js';
import { ContentsService } from './contents.service.js';

class DeleteContentQuery {
  @BooleanQuery({ description: 'Also delete the gradebook columns (and grades) of the content', default: false })
  deleteGrades?: boolean;
}

const IDS = 'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; contentId: `_<n>_1` or `root`.';

@ApiLearnController('Learn: Contents')
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
    @Param() path: CoursePath,
    @ListQueryParam(CONTENT_LIST) list: ListQueryOf<typeof CONTENT_LIST>,
  ): Promise<Page<ContentView>> {
    return this.children(inRoot(path), list);
  }

  @Post()
  @ApiOperation({ summary: 'Create a top-level content', description: IDS })
  @ApiCreatedResponse({ type: ContentView })
  @ApiErrors({ 400: 'Malformed courseId, or a field is missing or invalid', 404: 'No such course' })
  create(@Param() path: CoursePath, @Body() body: CreateContentBody): Promise<ContentView> {
    return this.contents.create(inRoot(path), body);
  }

  @Get(':contentId')
  @ApiOperation({ summary: 'Get a content', description: IDS })
  @ApiOkResponse({ type: ContentView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, or no such content in it' })
  get(@Param() path: ContentPath): Promise<ContentView> {
    return this.contents.get(path);
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
  update(@Param() path: ContentPath, @Body() body: UpdateContentBody): Promise<ContentView> {
    return this.contents.update(path, body);
  }

  @Delete(':contentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a content and everything beneath it', description: IDS })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed id, or the ROOT folder', 404: 'No such course or content' })
  async remove(@Param() path: ContentPath, @Query() query: DeleteContentQuery): Promise<void> {
    await this.contents.remove(path, query.deleteGrades ?? false);
  }

  @Get(':contentId/children')
  @ApiList(CONTENT_LIST, {
    summary: 'List the children of a folder (paged, in position order; recursive: everything beneath it)',
    description: IDS,
  })
  @ApiOkResponse({ type: ApiPage(ContentView) })
  @ApiErrors({ 400: `Malformed id; or ${QUERY_400}`, 404: 'No such course or content' })
  async children(
    @Param() path: ContentPath,
    @ListQueryParam(CONTENT_LIST) list: ListQueryOf<typeof CONTENT_LIST>,
  ): Promise<Page<ContentView>> {
    return list.page(await this.contents.children(path, list), (content) => content);
  }

  @Post(':contentId/children')
  @ApiOperation({ summary: 'Create a content inside a folder', description: IDS })
  @ApiCreatedResponse({ type: ContentView })
  @ApiErrors({
    400: 'Malformed id, a field missing or invalid, or the parent cannot have children',
    404: 'No such course or content',
  })
  createChild(@Param() path: ContentPath, @Body() body: CreateContentBody): Promise<ContentView> {
    return this.contents.create(path, body);
  }
}

/** The top-level routes work on the ROOT folder. */
const inRoot = (path: CoursePath): ContentPath => ({ courseId: path.courseId, contentId: 'root' });
