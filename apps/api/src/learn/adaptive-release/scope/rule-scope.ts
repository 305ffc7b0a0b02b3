import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdaptiveReleaseRule, Content, Course, Criterion, Prisma } from '@app/database';
import { isLearnId, primaryKeyOf, toLearnId } from '../../common/learn-ids.js';
import { PathIds } from '../../common/path-ids.service.js';
import { CriteriaRepository } from '../criteria/criteria.repository.js';
import { RulesRepository } from '../rules/rules.repository.js';
import type { ContentPath, CriterionPath, RulePath } from './path-params.js';
import { ScopeRepository } from './scope.repository.js';

export interface ContentScope {
  course: Course;
  content: Content;
}

export interface RuleScope extends ContentScope {
  rule: AdaptiveReleaseRule;
}

export interface CriterionScope extends RuleScope {
  criterion: Criterion;
}

/**
 * The rows a path names, checked top-down: a malformed id is a 400 naming it; an unknown id, a
 * rule of another content and a criterion of another rule are 404s.
 *
 * A valid path is found in one query (rule or criterion with its content and course,
 * ScopeRepository), because these reads are on every adaptive-release request; only when that
 * finds nothing are the ids checked one by one, to say which is wrong.
 */
@Injectable()
export class RuleScopes {
  constructor(
    private readonly ids: PathIds,
    private readonly paths: ScopeRepository,
    private readonly rules: RulesRepository,
    private readonly criteria: CriteriaRepository,
  ) {}

  content(path: ContentPath): Promise<ContentScope> {
    return this.ids.courseContent(path);
  }

  async rule(path: RulePath): Promise<RuleScope> {
    const where = this.ruleFilter(path);
    if (where) {
      const rule = await this.paths.rule(where);
      if (rule) {
        const { content: found, ...row } = rule;
        const { course, ...contentRow } = found;
        return { course, content: contentRow, rule: row };
      }
    }
    return this.ruleStepByStep(path);
  }

  async criterion(path: CriterionPath): Promise<CriterionScope> {
    const content = this.contentFilter(path);
    const [ruleId, id] = [pkOrUndefined(path.ruleId), pkOrUndefined(path.criterionId)];
    if (content && ruleId !== undefined && id !== undefined) {
      const criterion = await this.paths.criterion(id, { id: ruleId, content });
      if (criterion) {
        const { rule: foundRule, ...row } = criterion;
        const { content: foundContent, ...ruleRow } = foundRule;
        const { course, ...contentRow } = foundContent;
        return { course, content: contentRow, rule: ruleRow, criterion: row };
      }
    }
    return this.criterionStepByStep(path);
  }

  /**
   * A `where` for the rule a path names, for reads that can join it to their own query (its
   * criteria); undefined when an id is malformed (rule() then says which).
   */
  ruleFilter(path: RulePath): Prisma.AdaptiveReleaseRuleWhereInput | undefined {
    const content = this.contentFilter(path);
    const id = pkOrUndefined(path.ruleId);
    return content && id !== undefined ? { id, content } : undefined;
  }

  private contentFilter(path: ContentPath): object | undefined {
    const course = this.ids.courseFilter(path.courseId);
    return course && this.ids.contentFilter(path.contentId, course);
  }

  private async ruleStepByStep(path: RulePath): Promise<RuleScope> {
    const scope = await this.content(path);
    const id = primaryKeyOf(path.ruleId, 'ruleId');
    const rule = id === null ? null : await this.rules.findInContent(id, scope.content.id);
    if (!rule) throw new NotFoundException(`Rule ${path.ruleId} not found for content ${toLearnId(scope.content.id)}`);
    return { ...scope, rule };
  }

  private async criterionStepByStep(path: CriterionPath): Promise<CriterionScope> {
    const scope = await this.ruleStepByStep(path);
    const id = primaryKeyOf(path.criterionId, 'criterionId');
    const criterion = id === null ? null : await this.criteria.findInRule(id, scope.rule.id);
    if (!criterion) {
      throw new NotFoundException(`Criterion ${path.criterionId} not found in rule ${toLearnId(scope.rule.id)}`);
    }
    return { ...scope, criterion };
  }
}

/** The primary key of a well-formed id, or undefined (malformed, or not one of ours). */
function pkOrUndefined(raw: string): number | undefined {
  return isLearnId(raw) ? (primaryKeyOf(raw, 'id') ?? undefined) : undefined;
}
