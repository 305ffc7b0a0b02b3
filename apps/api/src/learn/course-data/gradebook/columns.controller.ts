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
import { CreateColumnBody, UpdateColumnBody } from './column-body.js';
import { ColumnView, presentColumn } from './column-view.js';
import { ColumnsService } from './columns.service.js';
import { COLUMN_LIST } from './gradebook-lists.js';

const IDS = 'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; columnId: `_<n>_1`.';

@ApiTags('Learn: Gradebook')
@ApiBearerAuth()
@ApiAuthErrors()
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
    @Param('courseId') courseId: string,
    @ListQueryParam(COLUMN_LIST) list: ListQueryOf<typeof COLUMN_LIST>,
  ): Promise<Page<ColumnView>> {
    return list.page(await this.columns.list(courseId, list), presentColumn);
  }

  @Post()
  @ApiOperation({ summary: 'Create a gradebook column', description: IDS })
  @ApiCreatedResponse({ type: ColumnView })
  @ApiErrors({
    400: 'Malformed courseId, a field missing or invalid, or a contentId that is not a content of the course',
    404: 'No such course',
  })
  async create(@Param('courseId') courseId: string, @Body() dto: CreateColumnBody): Promise<ColumnView> {
    return presentColumn(await this.columns.create(courseId, dto));
  }

  @Get(':columnId')
  @ApiOperation({ summary: 'Get a gradebook column', description: IDS })
  @ApiOkResponse({ type: ColumnView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, or no such column in it' })
  async get(@Param('courseId') courseId: string, @Param('columnId') columnId: string): Promise<ColumnView> {
    return presentColumn(await this.columns.get(courseId, columnId));
  }

  @Patch(':columnId')
  @ApiOperation({ summary: 'Update a gradebook column; omitted fields keep their values', description: IDS })
  @ApiOkResponse({ type: ColumnView })
  @ApiErrors({ 400: 'Malformed id or invalid field', 404: 'No such course or column' })
  async update(
    @Param('courseId') courseId: string,
    @Param('columnId') columnId: string,
    @Body() dto: UpdateColumnBody,
  ): Promise<ColumnView> {
    return presentColumn(await this.columns.update(courseId, columnId, dto));
  }

  @Delete(':columnId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a gradebook column and its grades', description: IDS })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course or column' })
  async remove(@Param('courseId') courseId: string, @Param('columnId') columnId: string): Promise<void> {
    await this.columns.remove(courseId, columnId);
  }
}
