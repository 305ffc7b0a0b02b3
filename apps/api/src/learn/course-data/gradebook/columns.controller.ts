import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { CoursePath } from '../../common/path-params.js';
import { LEARN } from '../../learn-paths.js';
import { CreateColumnBody, UpdateColumnBody } from './column-body.js';
import { ColumnView } from './column-view.js';
import { ColumnsService } from './columns.service.js';
import { COLUMN_LIST } from './gradebook-lists.js';
import { ColumnPath } from './path-params.js';

const IDS = 'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; columnId: `_<n>_1`.';

@ApiLearnController('Learn: Gradebook')
@Controller(`${LEARN}/v2/courses/:courseId/gradebook/columns`)
export class ColumnsController {
  constructor(private readonly columns: ColumnsService) {}

  @Get()
  @ApiList(COLUMN_LIST, {
    summary: 'List the gradebook columns of a course (paged; filtered as the query says)',
    description: IDS,
  })
  @ApiOkResponse({ type: ApiPage(ColumnView) })
  @ApiErrors({ 400: `Malformed courseId or contentId; or ${QUERY_400}`, 404: 'No such course' })
  async list(
    @Param() path: CoursePath,
    @ListQueryParam(COLUMN_LIST) list: ListQueryOf<typeof COLUMN_LIST>,
  ): Promise<Page<ColumnView>> {
    return list.page(await this.columns.list(path, list), (column) => column);
  }

  @Post()
  @ApiOperation({ summary: 'Create a gradebook column', description: IDS })
  @ApiCreatedResponse({ type: ColumnView })
  @ApiErrors({
    400: 'Malformed courseId, a field missing or invalid, or a contentId that is not a content of the course',
    404: 'No such course',
  })
  create(@Param() path: CoursePath, @Body() body: CreateColumnBody): Promise<ColumnView> {
    return this.columns.create(path, body);
  }

  @Get(':columnId')
  @ApiOperation({ summary: 'Get a gradebook column', description: IDS })
  @ApiOkResponse({ type: ColumnView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, or no such column in it' })
  get(@Param() path: ColumnPath): Promise<ColumnView> {
    return this.columns.get(path);
  }

  @Patch(':columnId')
  @ApiOperation({ summary: 'Update a gradebook column; omitted fields keep their values', description: IDS })
  @ApiOkResponse({ type: ColumnView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: 'No such course or column' })
  update(@Param() path: ColumnPath, @Body() body: UpdateColumnBody): Promise<ColumnView> {
    return this.columns.update(path, body);
  }

  @Delete(':columnId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a gradebook column and its grades', description: IDS })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course or column' })
  async remove(@Param() path: ColumnPath): Promise<void> {
    await this.columns.remove(path);
  }
}
