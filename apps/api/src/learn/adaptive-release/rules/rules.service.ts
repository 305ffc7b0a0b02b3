import { ConflictException, Injectable } from '@nestjs/common';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { toLearnId } from '../../common/learn-ids.js';
import type { LearnPrincipal } from '../../auth/access-tokens.js';
import { AuditTrail } from '../history/audit-trail.js';
import type { RULE_LIST } from '../list-queries.js';
import { violatedUniqueColumns } from '../../common/unique-violation.js';
import type { ContentPath, RulePath } from '../scope/path-params.js';
import { RuleScopes } from '../scope/rule-scope.js';
import type { CreateRuleBody, UpdateRuleBody } from './rule-body.js';
import { presentRule, type RuleView } from './rule-view.js';
import { RulesRepository } from './rules.repository.js';

/** Rules: one per content item; a title; criteria and members go when the rule goes. */
@Injectable()
export class RulesService {
  constructor(
    private readonly scopes: RuleScopes,
    private readonly rules: RulesRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list(path: ContentPath, list: ListQueryOf<typeof RULE_LIST>): Promise<RuleView[]> {
    const { content } = await this.scopes.content(path);
    return (await this.rules.list(content.id, list)).map(presentRule);
  }

  async read(path: RulePath): Promise<RuleView> {
    return presentRule((await this.scopes.rule(path)).rule);
  }

  async create(path: ContentPath, body: CreateRuleBody, principal: LearnPrincipal): Promise<RuleView> {
    const { content } = await this.scopes.content(path);
    try {
      return await this.audit.write({ actor: principal.key, contentId: content.id }, async (db) => {
        const row = await this.rules.create(db, content.id, body.title);
        const rule = presentRule(row);
        return { result: rule, event: { ruleId: row.id, action: 'rule.created', after: rule } };
      });
    } catch (error) {
      if (violatedUniqueColumns(error)) {
        throw new ConflictException(`A rule already exists for content [${toLearnId(content.id)}]`);
      }
      throw error;
    }
  }

  async update(path: RulePath, body: UpdateRuleBody, principal: LearnPrincipal): Promise<RuleView> {
    const { content, rule } = await this.scopes.rule(path);
    return this.audit.write({ actor: principal.key, contentId: content.id }, async (db) => {
      const before = presentRule(rule);
      const after = body.title === undefined ? before : presentRule(await this.rules.update(db, rule.id, body.title));
      return { result: after, event: { ruleId: rule.id, action: 'rule.updated', before, after } };
    });
  }

  async remove(path: RulePath, principal: LearnPrincipal): Promise<void> {
    const { content, rule } = await this.scopes.rule(path);
    await this.audit.write({ actor: principal.key, contentId: content.id }, async (db) => {
      await this.rules.delete(db, rule.id);
      return { result: undefined, event: { ruleId: rule.id, action: 'rule.deleted', before: presentRule(rule) } };
    });
  }
}
