import { Inject, Injectable } from '@nestjs/common';
import type { Course, CourseMembership, Prisma, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { pageArgs, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { MEMBERSHIP_LIST } from './membership-list.js';
import type { MembershipRow } from './membership-view.js';

/**
 * The course-membership table. `find` also answers for other modules whether a user is enrolled
 * in a course: grades, groups and review status depend on it.
 */
@Injectable()
export class MembershipsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(course: Course, user: User): Promise<CourseMembership | null> {
    return this.prisma.courseMembership.findUnique({
      where: { courseId_userId: { courseId: course.id, userId: user.id } },
    });
  }

  /** With `expand=user`, each membership carries its user. */
  list(courseId: number, list: ListQueryOf<typeof MEMBERSHIP_LIST>): Promise<MembershipRow[]> {
    return this.prisma.courseMembership.findMany({
      where: { courseId, ...list.where },
      ...pageArgs(list),
      include: { user: list.expands('user') },
    });
  }

  /** A second membership of the same user fails on the unique (course_id, user_id). */
  create(data: Prisma.CourseMembershipUncheckedCreateInput): Promise<CourseMembership> {
    return this.prisma.courseMembership.create({ data });
  }

  update(id: number, data: Prisma.CourseMembershipUncheckedUpdateInput): Promise<CourseMembership> {
    return this.prisma.courseMembership.update({ where: { id }, data });
  }

  /** Unenrols the user, taking them out of the course's groups in the same transaction. */
  async delete(membership: CourseMembership): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.groupMember.deleteMany({
        where: { userId: membership.userId, group: { courseId: membership.courseId } },
      }),
      this.prisma.courseMembership.delete({ where: { id: membership.id } }),
    ]);
  }
}
