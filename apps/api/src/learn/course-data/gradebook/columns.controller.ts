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
import { ColumnsQuery, CreateColumnDto, UpdateColumnDto } from './column.dto.js';
import { ColumnView, presentColumn } from './column.presenter.js';
import { ColumnsService } from './columns.service.js';

const IDS = 'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; columnId: `_<n>_1`.';

@ApiTags('Learn: Gradebook')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v2/courses/:courseId/gradebook/columns`)
export class ColumnsController {
  constructor(private readonly columns: ColumnsService) {}

  @Get()
  @ApiOperation({ summary: 'List the gradebook columns of a course (paged; filter by contentId)', description: IDS })
  @ApiOkResponse({ type: ApiPage(ColumnView) })
  @ApiErrors({ 400: 'Malformed courseId, contentId, offset or limit', 404: 'No such course' })
  async list(
    @Req() req: Request,
    @Param('courseId') courseId: string,
    @Query() query: ColumnsQuery,
  ): Promise<Page<ColumnView>> {
    const window = pageWindow(query);
    return toPage(req, window, await this.columns.list(courseId, query, window), presentColumn);
  }

  @Post()
  @ApiOperation({ summary: 'Create a gradebook column', description: IDS })
  @ApiCreatedResponse({ type: ColumnView })
  @ApiErrors({
    400: 'Malformed courseId, a field missing or invalid, or a contentId that is not a content of the course',
    404: 'No such course',
  })
  async create(@Param('courseId') courseId: string, @Body() dto: CreateColumnDto): Promise<ColumnView> {
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
    @Body() dto: UpdateColumnDto,
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
