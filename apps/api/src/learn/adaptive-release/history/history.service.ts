import { Injectable, NotFoundException } from '@nestjs/common';
import { primaryKeyOf, toLearnId } from '../../common/learn-ids.js';
import type { PageWindow } from '../../common/paging.js';
import { RulesRepository } from '../rules/rules.repository.js';
import type { RulePath } from '../scope/path-params.js';
import { RuleScopes } from '../scope/rule-scope.js';
import { HistoryRepository } from './history.repository.js';
import { presentHistoryEntry, type HistoryEntryView } from './history-view.js';

/** The history of a rule, also once the rule is deleted: what its content's audit trail holds. */
@Injectable()
export class HistoryService {
  constructor(
    private readonly scopes: RuleScopes,
    private readonly rules: RulesRepository,
    private readonly history: HistoryRepository,
  ) {}

  async list(path: RulePath, window: PageWindow): Promise<HistoryEntryView[]> {
    const { content } = await this.scopes.content(path);
    const ruleId = primaryKeyOf(path.ruleId, 'ruleId');
    const known =
      ruleId !== null &&
      ((await this.rules.findInContent(ruleId, content.id)) !== null ||
        (await this.history.hasEntries(ruleId, content.id)));
    if (!known) throw new NotFoundException(`Rule ${path.ruleId} not found for content ${toLearnId(content.id)}`);
    return (await this.history.entries(ruleId, content.id, window)).map(presentHistoryEntry);
  }
}
