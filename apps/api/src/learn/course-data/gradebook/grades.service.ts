import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Course, Grade, GradebookColumn, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { MembershipsRepository } from '../memberships/memberships.repository.js';
import type { UpdateGradeBody } from './grade-body.js';
import type { GRADE_LIST } from './gradebook-lists.js';

/** Text values Learn reads as "no text grade". */
const CLEARED_TEXT = new Set(['', '-']);

/** Grades of the users enrolled in a course, one per column and user. */
@Injectable()
export class GradesService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
    private readonly enrolments: MembershipsRepository,
  ) {}

  /**
   * The grades entered in a column for users who are enrolled now; as in Learn, those of Disabled
   * memberships only with `includeDisabledMemberships`.
   */
  async list(
    courseId: string,
    columnId: string,
    list: ListQueryOf<typeof GRADE_LIST>,
  ): Promise<{ column: GradebookColumn; grades: Grade[] }> {
    const course = await this.ids.course(courseId);
    const column = await this.ids.column(course, columnId);
    const enrolled = list.option('includeDisabledMemberships')
      ? { courseId: course.id }
      : { courseId: course.id, available: { not: 'Disabled' } };
    const grades = await this.prisma.grade.findMany({
      where: { columnId: column.id, user: { memberships: { some: enrolled } }, ...list.where },
      orderBy: list.orderBy,
      skip: list.window.skip,
      take: list.window.take,
    });
    return { column, grades };
  }

  async get(courseId: string, columnId: string, userId: string) {
    const { column, user } = await this.resolve(courseId, columnId, userId);
    const grade = await this.prisma.grade.findUnique({
      where: { columnId_userId: { columnId: column.id, userId: user.id } },
    });
    return { column, user, grade };
  }

  /**
   * Creates the grade if there is none. The status follows the values: Graded once the grade has
   * a score or a text, NeedsGrading while it has neither (e.g. only feedback so far).
   */
  async update(courseId: string, columnId: string, userId: string, dto: UpdateGradeBody) {
    const { column, user } = await this.resolve(courseId, columnId, userId);
    const text = dto.text != null && CLEARED_TEXT.has(dto.text) ? null : dto.text;
    const key = { columnId_userId: { columnId: column.id, userId: user.id } };
    const grade = await this.prisma.$transaction(async (tx) => {
      const stored = await tx.grade.findUnique({ where: key });
      const score = dto.score !== undefined ? dto.score : (stored?.score ?? null);
      const graded = score !== null || (text !== undefined ? text : (stored?.text ?? null)) !== null;
      const fields = {
        score: dto.score,
        text,
        notes: dto.notes,
        feedback: dto.feedback,
        exempt: dto.exempt,
        status: graded ? 'Graded' : 'NeedsGrading',
      };
      return tx.grade.upsert({
        where: key,
        create: { ...fields, columnId: column.id, userId: user.id },
        update: fields,
      });
    });
    return { column, user, grade };
  }

  private async resolve(
    courseId: string,
    columnId: string,
    userId: string,
  ): Promise<{ course: Course; column: GradebookColumn; user: User }> {
    const course = await this.ids.course(courseId);
    const column = await this.ids.column(course, columnId);
    const user = await this.ids.user(userId);
    if (!(await this.enrolments.find(course, user))) {
      throw new NotFoundException(
        `User ${userId} has no grade in column ${columnId}: the user is not enrolled in course ${course.courseId}`,
      );
    }
    return { course, column, user };
  }
}
