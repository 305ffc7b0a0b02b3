import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
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
import { CREATE_CRITERION, READ_ONLY_TYPES, TYPE_ENTITLEMENT, UPDATE_CRITERION } from './criterion-docs.js';
import { CriterionPage, CriterionView } from './criterion-view.js';

@ApiLearnController('Learn: adaptive release')
@Controller(CRITERIA)
export class CriteriaController {
  constructor(private readonly criteria: CriteriaService) {}

  @Get()
  @ApiList(CRITERION_LIST, {
    summary: 'List the criteria of a rule',
    description:
      'Each criterion with the fields of its type; null bounds and dates are omitted. A Memberships criterion shows `{type, id}` (its users and groups are read below it). ' +
      READ_ONLY_TYPES,
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
    description: CREATE_CRITERION,
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
    description: UPDATE_CRITERION,
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
