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
import { pageWindow, PagingQuery, toPage, type Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { CreateCourseDto, UpdateCourseDto } from './course.dto.js';
import { CourseView, presentCourse } from './course.presenter.js';
import { CoursesService } from './courses.service.js';

const COURSE_ID = '`_<n>_1`, `externalId:<x>`, `courseId:<x>` or `uuid:<x>`';

@ApiTags('Learn: Courses')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v3/courses`)
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get()
  @ApiOperation({ summary: 'List courses (paged)' })
  @ApiOkResponse({ type: ApiPage(CourseView) })
  @ApiErrors({ 400: 'offset or limit out of range' })
  async list(@Req() req: Request, @Query() query: PagingQuery): Promise<Page<CourseView>> {
    const window = pageWindow(query);
    return toPage(req, window, await this.courses.list(window), presentCourse);
  }

  @Post()
  @ApiOperation({ summary: 'Create a course (and its hidden ROOT content folder)' })
  @ApiCreatedResponse({ type: CourseView })
  @ApiErrors({ 400: 'A field is missing or invalid; the message names it', 409: 'courseId or externalId taken' })
  async create(@Body() dto: CreateCourseDto): Promise<CourseView> {
    return presentCourse(await this.courses.create(dto));
  }

  @Get(':courseId')
  @ApiOperation({ summary: 'Get a course', description: `courseId: ${COURSE_ID}` })
  @ApiOkResponse({ type: CourseView })
  @ApiErrors({ 400: 'Malformed courseId', 404: 'No such course' })
  async get(@Param('courseId') courseId: string): Promise<CourseView> {
    return presentCourse(await this.courses.get(courseId));
  }

  @Patch(':courseId')
  @ApiOperation({ summary: 'Update a course; omitted fields keep their values', description: `courseId: ${COURSE_ID}` })
  @ApiOkResponse({ type: CourseView })
  @ApiErrors({ 400: 'Malformed courseId or invalid field', 404: 'No such course', 409: 'externalId taken' })
  async update(@Param('courseId') courseId: string, @Body() dto: UpdateCourseDto): Promise<CourseView> {
    return presentCourse(await this.courses.update(courseId, dto));
  }

  @Delete(':courseId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a course and everything in it', description: `courseId: ${COURSE_ID}` })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed courseId', 404: 'No such course' })
  async remove(@Param('courseId') courseId: string): Promise<void> {
    await this.courses.remove(courseId);
  }
}
