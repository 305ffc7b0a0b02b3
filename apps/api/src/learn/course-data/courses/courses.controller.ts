import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { CoursePath } from '../../common/path-params.js';
import { LEARN } from '../../learn-paths.js';
import { COURSE_LIST } from './course-list.js';
import { CreateCourseBody, UpdateCourseBody } from './course-body.js';
import { CourseView } from './course-view.js';
import { CoursesService } from './courses.service.js';

const COURSE_ID = '`_<n>_1`, `externalId:<x>`, `courseId:<x>` or `uuid:<x>`';

@ApiLearnController('Learn: Courses')
@Controller(`${LEARN}/v3/courses`)
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get()
  @ApiList(COURSE_LIST, {
    summary: 'List courses (paged; filtered and sorted as the query says)',
    description:
      'Text filters match what contains the value, as Learn does; one course by its exact externalId is GET /v3/courses/externalId:<x>.',
  })
  @ApiOkResponse({ type: ApiPage(CourseView) })
  @ApiErrors({ 400: `Refused query: ${QUERY_400}` })
  async list(@ListQueryParam(COURSE_LIST) list: ListQueryOf<typeof COURSE_LIST>): Promise<Page<CourseView>> {
    return list.page(await this.courses.list(list), (course) => course);
  }

  @Post()
  @ApiOperation({ summary: 'Create a course (and its hidden ROOT content folder)' })
  @ApiCreatedResponse({ type: CourseView })
  @ApiErrors({ 400: 'A field is missing or invalid; the message names it', 409: 'courseId or externalId taken' })
  create(@Body() body: CreateCourseBody): Promise<CourseView> {
    return this.courses.create(body);
  }

  @Get(':courseId')
  @ApiOperation({ summary: 'Get a course', description: `courseId: ${COURSE_ID}` })
  @ApiOkResponse({ type: CourseView })
  @ApiErrors({ 400: 'Malformed courseId', 404: 'No such course' })
  get(@Param() path: CoursePath): Promise<CourseView> {
    return this.courses.get(path);
  }

  @Patch(':courseId')
  @ApiOperation({ summary: 'Update a course; omitted fields keep their values', description: `courseId: ${COURSE_ID}` })
  @ApiOkResponse({ type: CourseView })
  @ApiErrors({ 400: 'Malformed courseId or invalid field', 404: 'No such course', 409: 'externalId taken' })
  update(@Param() path: CoursePath, @Body() body: UpdateCourseBody): Promise<CourseView> {
    return this.courses.update(path, body);
  }

  @Delete(':courseId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a course and everything in it', description: `courseId: ${COURSE_ID}` })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 400: 'Malformed courseId', 404: 'No such course' })
  async remove(@Param() path: CoursePath): Promise<void> {
    await this.courses.remove(path);
  }
}
