import { Inject, Injectable } from '@nestjs/common';
import type { Grade, GradebookColumn, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { pageArgs, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { COLUMN_LIST, GRADE_LIST } from './gradebook-lists.js';

/** What a grade update writes: undefined leaves a field as it is. */
export type GradeFields = Pick<Prisma.GradeUncheckedCreateInput, 'score' | 'text' | 'notes' | 'feedback' | 'exempt'>;

/** The gradebook-column and grade tables. */
@Injectable()
export class GradebookRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  columns(courseId: number, list: ListQueryOf<typeof COLUMN_LIST>): Promise<GradebookColumn[]> {
    return this.prisma.gradebookColumn.findMany({
      where: { courseId, ...list.where },
      ...pageArgs(list),
    });
  }

  createColumn(data: Prisma.GradebookColumnUncheckedCreateInput): Promise<GradebookColumn> {
    return this.prisma.gradebookColumn.create({ data });
  }

  updateColumn(id: number, data: Prisma.GradebookColumnUncheckedUpdateInput): Promise<GradebookColumn> {
    return this.prisma.gradebookColumn.update({ where: { id }, data });
  }

  /** Its grades go too (ON DELETE CASCADE). */
  async deleteColumn(id: number): Promise<void> {
    await this.prisma.gradebookColumn.delete({ where: { id } });
  }

  /** The grades of a column for users enrolled as `enrolled` says. */
  grades(
    columnId: number,
    enrolled: Prisma.CourseMembershipWhereInput,
    list: ListQueryOf<typeof GRADE_LIST>,
  ): Promise<Grade[]> {
    return this.prisma.grade.findMany({
      where: { columnId, user: { memberships: { some: enrolled } }, ...list.where },
      ...pageArgs(list),
    });
  }

  grade(columnId: number, userId: number): Promise<Grade | null> {
    return this.prisma.grade.findUnique({ where: { columnId_userId: { columnId, userId } } });
  }

  /**
   * Creates the grade if there is none, in one transaction with reading the stored one; `status`
   * decides the status from the fields as they will be.
   */
  saveGrade(
    columnId: number,
    userId: number,
    status: (stored: Grade | null) => string,
    fields: GradeFields,
  ): Promise<Grade> {
    const key = { columnId_userId: { columnId, userId } };
    return this.prisma.$transaction(async (tx) => {
      const stored = await tx.grade.findUnique({ where: key });
      const values = { ...fields, status: status(stored) };
      return tx.grade.upsert({ where: key, create: { ...values, columnId, userId }, update: values });
    });
  }
}
