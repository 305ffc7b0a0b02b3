import { Inject, Injectable } from '@nestjs/common';
import type { AdaptiveReleaseRule, Content, Course, Criterion, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';

type WithContent<T> = T & { content: Content & { course: Course } };

/**
 * The rows of a whole rule or criterion path, joined in one statement (relation joins): the
 * reads on every adaptive-release request. The step-by-step lookups are the rules' and criteria's
 * own repositories'.
 */
@Injectable()
export class ScopeRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The rule a filter selects, with its content and the content's course. */
  rule(where: Prisma.AdaptiveReleaseRuleWhereInput): Promise<WithContent<AdaptiveReleaseRule> | null> {
    return this.prisma.adaptiveReleaseRule.findFirst({
      where,
      include: { content: { include: { course: true } } },
    });
  }

  /** The criterion of the rule a filter selects, with the rule, its content and the content's course. */
  criterion(
    id: number,
    rule: Prisma.AdaptiveReleaseRuleWhereInput,
  ): Promise<(Criterion & { rule: WithContent<AdaptiveReleaseRule> }) | null> {
    return this.prisma.criterion.findFirst({
      where: { id, rule },
      include: { rule: { include: { content: { include: { course: true } } } } },
    });
  }
}
