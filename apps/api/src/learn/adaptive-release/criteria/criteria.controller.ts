import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { typeEntitlementFamilies } from '@app/adaptive-release';
import { ApiLearnController } from '../../common/api-docs.js';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { Principal } from '../../auth/learn-principal.decorator.js';
import { ApiList } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { CRITERIA } from '../adaptive-release-paths.js';
import { ApiLearnErrors } from '../api-docs.js';
import { CRITERION_LIST } from '../list-queries.js';
import { CriterionPath, RulePath } from '../scope/path-params.js';
import { CriteriaService } from './criteria.service.js';
import { CreateCriterionBody, UpdateCriterionBody } from './criterion-body.js';
import { CriterionPage, CriterionView } from './criterion-view.js';

const TYPE_ENTITLEMENT = `Besides the route entitlements, the type needs its own (each type's definition names them): ${typeEntitlementFamilies()}.`;

@ApiLearnController('Learn: adaptive release')
@Controller(CRITERIA)
export class CriteriaController {
  constructor(private readonly criteria: CriteriaService) {}

  @Get()
  @ApiList(CRITERION_LIST, {
    summary: 'List the criteria of a rule',
    description:
      'Each criterion with the fields of its type; null bounds and dates are omitted. A Memberships criterion shows `{type, id}` (its users and groups are read below it). Read-only types (ContentComplete, GradeCompleted, ContentReviewed) are listed too.',
  })
  @ApiOkResponse({ type: CriterionPage })
  @ApiLearnErrors()
  async list(
    @Param() path: RulePath,
    @ListQueryParam(CRITERION_LIST) list: ListQueryOf<typeof CRITERION_LIST>,
  ): Promise<Page<CriterionView>> {
    return list.page(await this.criteria.list(path, list), (criterion) => criterion);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a criterion',
    description: [
      '**GradeRange / GradePercentage**: `gradeColumnId` (required) names a gradebook column of the course that is not the column of the content owning the rule. `minScore` is not negative; GradeRange `maxScore` is at most the column\'s possible score, GradePercentage bounds are 0 to 100; minScore ≤ maxScore. A null bound means no limit on that side (null maxScore: "minScore or higher"); both cannot be null. Omitted `maxScore` defaults to the possible score (GradePercentage: 100); omitted `minScore` is null.',
      "**DateRange**: `startDate` and `endDate` (ISO 8601, nullable; omitted: null, no default date). startDate < endDate, both before the due date of the rule's content when it has one; a null startDate reads 'before endDate', a null endDate 'after startDate'; both cannot be null.",
      '**Memberships**: no fields; at most one per rule (409). Its users and groups are set below it.',
      'ContentComplete, GradeCompleted and ContentReviewed cannot be created (400).',
      TYPE_ENTITLEMENT,
    ].join('\n\n'),
  })
  @ApiCreatedResponse({ type: CriterionView })
  @ApiLearnErrors({
    404: "The course, content, rule or the body's gradeColumnId does not exist",
    409: 'The rule already has a Memberships criterion',
  })
  create(
    @Param() path: RulePath,
    @Body() body: CreateCriterionBody,
    @Principal() principal: LearnPrincipal,
  ): Promise<CriterionView> {
    return this.criteria.create(path, body, principal);
  }

  @Get(':criterionId')
  @ApiOperation({
    summary: 'Read a criterion',
    description: 'A Memberships criterion reads `{type, id}`. A criterion of another rule is not found (404).',
  })
  @ApiOkResponse({ type: CriterionView })
  @ApiLearnErrors()
  read(@Param() path: CriterionPath): Promise<CriterionView> {
    return this.criteria.read(path);
  }

  @Patch(':criterionId')
  @ApiOperation({
    summary: 'Update a criterion (partial)',
    description: [
      'An omitted field keeps its value, null or numeric; an explicit null clears a bound or a date. The resulting criterion is checked as a whole, as on creation.',
      '`type` converts GradeRange into GradePercentage and back: the kept and sent fields must then suit the new type (e.g. a maxScore of 150 points is refused as a percentage). Any other type change is refused (400): DateRange is immutable.',
      'Read-only types cannot be updated (400).',
      TYPE_ENTITLEMENT + ' A conversion needs those of both types.',
    ].join('\n\n'),
  })
  @ApiOkResponse({ type: CriterionView })
  @ApiLearnErrors()
  update(
    @Param() path: CriterionPath,
    @Body() body: UpdateCriterionBody,
    @Principal() principal: LearnPrincipal,
  ): Promise<CriterionView> {
    return this.criteria.update(path, body, principal);
  }

  @Delete(':criterionId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a criterion',
    description: `Deleting a Memberships criterion removes its users and groups. ${TYPE_ENTITLEMENT}`,
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiLearnErrors()
  async remove(@Param() path: CriterionPath, @Principal() principal: LearnPrincipal): Promise<void> {
    await this.criteria.remove(path, principal);
  }
}
