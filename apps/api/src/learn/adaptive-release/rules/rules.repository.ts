import { Inject, Injectable } from '@nestjs/common';
import type { AdaptiveReleaseRule, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Db } from '../history/audit-trail.js';
import type { RULE_LIST } from '../list-queries.js';

/** The rule table, and nothing else. Writes take the change's transaction. */
@Injectable()
export class RulesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  list(contentId: number, { orderBy, window }: ListQueryOf<typeof RULE_LIST>): Promise<AdaptiveReleaseRule[]> {
    return this.prisma.adaptiveReleaseRule.findMany({
      where: { contentId },
      orderBy,
      skip: window.skip,
      take: window.take,
    });
  }

  findInContent(id: number, contentId: number): Promise<AdaptiveReleaseRule | null> {
    return this.prisma.adaptiveReleaseRule.findFirst({ where: { id, contentId } });
  }

  /** A second rule for the content fails on the unique contentId (P2002). */
  create(db: Db, contentId: number, title: string): Promise<AdaptiveReleaseRule> {
    return db.adaptiveReleaseRule.create({ data: { contentId, title } });
  }

  update(db: Db, id: number, title: string): Promise<AdaptiveReleaseRule> {
    return db.adaptiveReleaseRule.update({ where: { id }, data: { title } });
  }

  /** Its criteria and their members go with it (ON DELETE CASCADE); its audit entries stay. */
  async delete(db: Db, id: number): Promise<void> {
    await db.adaptiveReleaseRule.delete({ where: { id } });
  }
}
