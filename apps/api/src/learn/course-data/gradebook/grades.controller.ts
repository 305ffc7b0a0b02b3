import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, ApiLearnController, ApiPage } from '../../common/api-docs.js';
import { ApiList, QUERY_400 } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { LEARN } from '../../learn-paths.js';
import { UpdateGradeBody } from './grade-body.js';
import { GradeView } from './grade-view.js';
import { GRADE_LIST } from './gradebook-lists.js';
import { GradesService } from './grades.service.js';
import { ColumnPath, GradePath } from './path-params.js';

const IDS =
  'courseId: `_<n>_1`, `externalId:`, `courseId:` or `uuid:`; columnId: `_<n>_1`; userId: `_<n>_1`, `externalId:`, `userName:` or `uuid:`.';

@ApiLearnController('Learn: Gradebook')
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
    @Param() path: ColumnPath,
    @ListQueryParam(GRADE_LIST) list: ListQueryOf<typeof GRADE_LIST>,
  ): Promise<Page<GradeView>> {
    return list.page(await this.grades.list(path, list), (grade) => grade);
  }

  @Get(':userId')
  @ApiOperation({
    summary: "Get a user's grade in a column",
    description: `${IDS} Without a grade yet, only userId and columnId are returned.`,
  })
  @ApiOkResponse({ type: GradeView })
  @ApiErrors({ 400: 'Malformed id', 404: 'No such course, column or user, or the user is not enrolled' })
  get(@Param() path: GradePath): Promise<GradeView> {
    return this.grades.get(path);
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
  update(@Param() path: GradePath, @Body() body: UpdateGradeBody): Promise<GradeView> {
    return this.grades.update(path, body);
  }
}
