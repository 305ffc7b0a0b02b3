import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdaptiveReleaseRule, Content, Course, Criterion } from '@app/database';
import { primaryKeyOf, toLearnId } from '../../common/learn-ids.js';
import { PathIds } from '../../common/path-ids.service.js';
import { CriteriaRepository } from '../criteria/criteria.repository.js';
import { RulesRepository } from '../rules/rules.repository.js';
import type { ContentPath, CriterionPath, RulePath } from './path-params.js';

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
 */
@Injectable()
export class RuleScopes {
  constructor(
    private readonly ids: PathIds,
    private readonly rules: RulesRepository,
    private readonly criteria: CriteriaRepository,
  ) {}

  async content(path: ContentPath): Promise<ContentScope> {
    const course = await this.ids.course(path.courseId);
    const content = await this.ids.content(course, path.contentId);
    return { course, content };
  }

  async rule(path: RulePath): Promise<RuleScope> {
    const scope = await this.content(path);
    const id = primaryKeyOf(path.ruleId, 'ruleId');
    const rule = id === null ? null : await this.rules.findInContent(id, scope.content.id);
    if (!rule) throw new NotFoundException(`Rule ${path.ruleId} not found for content ${toLearnId(scope.content.id)}`);
    return { ...scope, rule };
  }

  async criterion(path: CriterionPath): Promise<CriterionScope> {
    const scope = await this.rule(path);
    const id = primaryKeyOf(path.criterionId, 'criterionId');
    const criterion = id === null ? null : await this.criteria.findInRule(id, scope.rule.id);
    if (!criterion) {
      throw new NotFoundException(`Criterion ${path.criterionId} not found in rule ${toLearnId(scope.rule.id)}`);
    }
    return { ...scope, criterion };
  }
}
