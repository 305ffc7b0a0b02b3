import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuthErrors, ApiErrors, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { UpdateGradeBody } from './grade-body.js';
import { GradeView, presentGrade } from './grade-view.js';
import { GRADE_LIST } from './gradebook-lists.js';
import { GradesService } from './grades.service.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; columnId: `_<n>_1`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';

@ApiTags('Learn: Gradebook')
@ApiBearerAuth()
@ApiAuthErrors()
@Controller(`${LEARN}/v2/courses/:courseId/gradebook/columns/:columnId/users`)
export class GradesController {
  constructor(private readonly grades: GradesService) {}

  @Get()
  @ApiList(GRADE_LIST, {
    summary: 'List the grades of a column (paged; users enrolled in the course, active memberships by default)',
    description: IDS,
  })
  @ApiOkResponse({ type: ApiPage(GradeView) })
  @ApiErrors({ 400: `Malformed id; or ${QUERY_400}`, 404: 'No such course or column' })
  async list(
    @Param('courseId') courseId: string,
    @Param('columnId') columnId: string,
    @ListQueryParam(GRADE_LIST) list: ListQueryOf<typeof GRADE_LIST>,
  ): Promise<Page<GradeView>> {
    const { column, grades } = await this.grades.list(courseId, columnId, list);
    return list.page(grades, (grade) => presentGrade(column, grade.userId, grade));
  }

  @Get(':userId')
  @ApiOperation({
    summary: "Get a user's grade in a column",
    description: `${IDS} Without a grade yet, only userId and columnId are returned.`,
  })
  @ApiOkResponse({ type: GradeView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, column or user, or the user is not enrolled' })
  async get(
    @Param('courseId') courseId: string,
    @Param('columnId') columnId: string,
    @Param('userId') userId: string,
  ): Promise<GradeView> {
    const { column, user, grade } = await this.grades.get(courseId, columnId, userId);
    return presentGrade(column, user.id, grade);
  }

  @Patch(':userId')
  @ApiOperation({
    summary: "Set a user's grade in a column (created if missing)",
    description: `${IDS} A score or text marks the grade Graded; null clears a field.`,
  })
  @ApiOkResponse({ type: GradeView })
  @ApiErrors({
    400: 'Malformed id or invalid field',
    404: 'No such course, column or user, or the user is not enrolled',
  })
  async update(
    @Param('courseId') courseId: string,
    @Param('columnId') columnId: string,
    @Param('userId') userId: string,
    @Body() dto: UpdateGradeBody,
  ): Promise<GradeView> {
    const { column, user, grade } = await this.grades.update(courseId, columnId, userId, dto);
    return presentGrade(column, user.id, grade);
  }
}
