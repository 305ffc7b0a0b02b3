import { Inject, Injectable } from '@nestjs/common';
import type { Course, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { pageArgs, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { COURSE_LIST } from './course-list.js';

/** The course table. */
@Injectable()
export class CoursesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  list(list: ListQueryOf<typeof COURSE_LIST>): Promise<Course[]> {
    return this.prisma.course.findMany({ where: list.where, ...pageArgs(list) });
  }

  /** The course with its hidden ROOT content folder, in one transaction. */
  create(data: Prisma.CourseCreateInput): Promise<Course> {
    return this.prisma.$transaction(async (tx) => {
      const course = await tx.course.create({ data });
      await tx.content.create({ data: { courseId: course.id, isRoot: true, title: 'ROOT' } });
      return course;
    });
  }

  update(id: number, data: Prisma.CourseUpdateInput): Promise<Course> {
    return this.prisma.course.update({ where: { id }, data });
  }

  /** Everything in it goes too (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    await this.prisma.course.delete({ where: { id } });
  }
}
