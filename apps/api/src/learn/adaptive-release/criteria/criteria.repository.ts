import { Inject, Injectable } from '@nestjs/common';
import type { CriterionTypeName, CriterionValues } from '@app/adaptive-release';
import type { Criterion, GradebookColumn, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { Db } from '../history/audit-trail.js';
import type { CRITERION_LIST } from '../list-queries.js';

/** The columns a criterion type writes (its definition says which): the rest of the row stays null. */
type CriterionData = CriterionValues & { type: CriterionTypeName };

/** The criterion table, plus the course data the criteria rules read (columns, due dates). */
@Injectable()
export class CriteriaRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** A page of the criteria of the rule `rule` selects (joined in the same query). */
  list(
    rule: Prisma.AdaptiveReleaseRuleWhereInput,
    { orderBy, window }: ListQueryOf<typeof CRITERION_LIST>,
  ): Promise<Criterion[]> {
    return this.prisma.criterion.findMany({
      where: { rule },
      orderBy,
      skip: window.skip,
      take: window.take,
    });
  }

  findInRule(id: number, ruleId: number): Promise<Criterion | null> {
    return this.prisma.criterion.findFirst({ where: { id, ruleId } });
  }

  membershipsOf(ruleId: number): Promise<Criterion | null> {
    return this.prisma.criterion.findFirst({ where: { ruleId, type: 'Memberships' } });
  }

  /** A second Memberships criterion of the rule fails on the partial unique index (P2002). */
  create(db: Db, ruleId: number, values: CriterionData): Promise<Criterion> {
    return db.criterion.create({ data: { ruleId, ...values } });
  }

  update(db: Db, id: number, values: CriterionData): Promise<Criterion> {
    return db.criterion.update({ where: { id }, data: values });
  }

  /** Its members go with it (ON DELETE CASCADE). */
  async delete(db: Db, id: number): Promise<void> {
    await db.criterion.delete({ where: { id } });
  }

  column(courseId: number, id: number): Promise<GradebookColumn | null> {
    return this.prisma.gradebookColumn.findFirst({ where: { id, courseId } });
  }

  /** The earliest grading due date of the content's gradebook columns, if it has one. */
  async dueDateOf(contentId: number): Promise<Date | null> {
    const column = await this.prisma.gradebookColumn.findFirst({
      where: { contentId, gradingDue: { not: null } },
      orderBy: { gradingDue: 'asc' },
      select: { gradingDue: true },
    });
    return column?.gradingDue ?? null;
  }
}
