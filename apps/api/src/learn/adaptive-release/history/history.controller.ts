import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiLearnController } from '../../common/api-docs.js';
import { ApiList } from '../../common/list-query/api-list.js';
import { ListQueryParam, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Page } from '../../common/paging.js';
import { RULES } from '../adaptive-release-paths.js';
import { ApiLearnErrors } from '../api-docs.js';
import { HISTORY_LIST } from '../list-queries.js';
import { RulePath } from '../scope/path-params.js';
import { HistoryPage, type HistoryEntryView } from './history-view.js';
import { HistoryService } from './history.service.js';

@ApiLearnController('Learn: adaptive release')
@Controller(RULES)
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get(':ruleId/history')
  @ApiList(HISTORY_LIST, {
    summary: 'Read the history of a rule',
    description:
      'Every change to the rule, its criteria and its member sets, oldest first: who (application key), when, what (`action`), which criterion, user or group (`targetId`), and the resource before and after as the API presented it. A change that changed nothing is not recorded. Still readable after the rule is deleted, through the same content.',
  })
  @ApiOkResponse({ type: HistoryPage })
  @ApiLearnErrors({ 404: 'The course or content does not exist, or the content never had this rule' })
  async list(
    @Param() path: RulePath,
    @ListQueryParam(HISTORY_LIST) list: ListQueryOf<typeof HISTORY_LIST>,
  ): Promise<Page<HistoryEntryView>> {
    return list.page(await this.history.list(path, list.window), (entry) => entry);
  }
}
