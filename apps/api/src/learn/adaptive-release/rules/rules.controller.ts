import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiLearnController } from '../../common/api-docs.js';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { Principal } from '../../auth/learn-principal.decorator.js';
import { ApiList } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { RULES } from '../adaptive-release-paths.js';
import { ApiLearnErrors } from '../api-docs.js';
import { RULE_LIST } from '../list-queries.js';
import { ContentPath, RulePath } from '../scope/path-params.js';
import { CreateRuleBody, UpdateRuleBody } from './rule-body.js';
import { RulePage, RuleView } from './rule-view.js';
import { RulesService } from './rules.service.js';

@ApiLearnController('Learn: adaptive release')
@Controller(RULES)
export class RulesController {
  constructor(private readonly rules: RulesService) {}

  @Get()
  @ApiList(RULE_LIST, {
    summary: 'List the rules of a content item',
    description: 'A content item has at most one rule, so the page holds zero or one rule.',
  })
  @ApiOkResponse({ type: RulePage })
  @ApiLearnErrors()
  async list(
    @Param() path: ContentPath,
    @ListQueryParam(RULE_LIST) list: ListQueryOf<typeof RULE_LIST>,
  ): Promise<Page<RuleView>> {
    return list.page(await this.rules.list(path, list), (rule) => rule);
  }

  @Post()
  @ApiOperation({
    summary: 'Create the rule of a content item',
    description:
      'Attaches a rule to the content item. One rule per content item: a second one is refused with 409 `A rule already exists for content [<contentId>]`. The rule starts without criteria: add them next, then the members of a Memberships criterion.',
  })
  @ApiCreatedResponse({ type: RuleView })
  @ApiLearnErrors({ 409: 'The content item already has a rule' })
  create(
    @Param() path: ContentPath,
    @Body() body: CreateRuleBody,
    @Principal() principal: LearnPrincipal,
  ): Promise<RuleView> {
    return this.rules.create(path, body, principal);
  }

  @Get(':ruleId')
  @ApiOperation({ summary: 'Read a rule', description: 'A rule of another content item is not found (404).' })
  @ApiOkResponse({ type: RuleView })
  @ApiLearnErrors()
  read(@Param() path: RulePath): Promise<RuleView> {
    return this.rules.read(path);
  }

  @Patch(':ruleId')
  @ApiOperation({
    summary: 'Update a rule',
    description: 'Changes the title; an omitted title keeps the current one. Answers the rule as it now is.',
  })
  @ApiOkResponse({ type: RuleView })
  @ApiLearnErrors()
  update(
    @Param() path: RulePath,
    @Body() body: UpdateRuleBody,
    @Principal() principal: LearnPrincipal,
  ): Promise<RuleView> {
    return this.rules.update(path, body, principal);
  }

  @Delete(':ruleId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a rule',
    description:
      'Deletes the rule with its criteria and their members. Its history stays readable at `.../rules/{ruleId}/history`.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiLearnErrors()
  async remove(@Param() path: RulePath, @Principal() principal: LearnPrincipal): Promise<void> {
    await this.rules.remove(path, principal);
  }
}
