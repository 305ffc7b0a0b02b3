import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PagingQuery, pageWindow, toPage, type Page } from '../../common/paging.js';
import { RULES } from '../adaptive-release-paths.js';
import { ApiLearnErrors } from '../api-docs.js';
import { RulePath } from '../scope/path-params.js';
import { HistoryPage, type HistoryEntryView } from './history-view.js';
import { HistoryService } from './history.service.js';

@ApiTags('Learn: adaptive release')
@ApiBearerAuth()
@Controller(RULES)
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get(':ruleId/history')
  @ApiOperation({
    summary: 'Read the history of a rule',
    description:
      'Every change to the rule, its criteria and its member sets, oldest first: who (application key), when, what (`action`), which criterion, user or group (`targetId`), and the resource before and after as the API presented it. A change that changed nothing is not recorded. Still readable after the rule is deleted, through the same content.',
  })
  @ApiOkResponse({ type: HistoryPage })
  @ApiLearnErrors({ 404: 'The course or content does not exist, or the content never had this rule' })
  async list(
    @Param() path: RulePath,
    @Query() query: PagingQuery,
    @Req() req: Request,
  ): Promise<Page<HistoryEntryView>> {
    const window = pageWindow(query);
    return toPage(req, window, await this.history.list(path, window), (entry) => entry);
  }
}
