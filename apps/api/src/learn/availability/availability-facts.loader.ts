import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Course, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';
import type { CourseFacts, CriterionFacts } from './availability-facts.js';

/**
 * Loads everything one user's availability in one course depends on, in seven queries run
 * together, whatever the number of contents (the course-wide read must stay fast for 1,000).
 */
@Injectable()
export class AvailabilityFactsLoader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async load(course: Course, user: User): Promise<CourseFacts> {
    const inCourse = { courseId: course.id };
    const [membership, contents, rules, columns, grades, groups, reviews] = await Promise.all([
      this.prisma.courseMembership.findUnique({ where: { courseId_userId: { courseId: course.id, userId: user.id } } }),
      this.prisma.content.findMany({
        where: inCourse,
        select: { id: true, parentId: true, isRoot: true, title: true, available: true, position: true },
      }),
      this.prisma.adaptiveReleaseRule.findMany({
        where: { content: inCourse },
        select: {
          id: true,
          title: true,
          contentId: true,
          criteria: { orderBy: { id: 'asc' }, include: { members: { select: { userId: true, groupId: true } } } },
        },
      }),
      this.prisma.gradebookColumn.findMany({ where: inCourse, select: { id: true, name: true, scorePossible: true } }),
      this.prisma.grade.findMany({
        where: { userId: user.id, column: inCourse },
        select: { columnId: true, score: true, text: true, exempt: true, status: true },
      }),
      this.prisma.groupMember.findMany({ where: { userId: user.id, group: inCourse }, select: { groupId: true } }),
      this.prisma.reviewStatus.findMany({
        where: { userId: user.id, reviewed: true, content: inCourse },
        select: { contentId: true },
      }),
    ]);
    if (!membership)
      throw new NotFoundException(`User ${user.userName} is not enrolled in the course ${course.courseId}`);

    return {
      courseId: course.id,
      userId: user.id,
      courseRoleId: membership.courseRoleId,
      contents: new Map(contents.map((content) => [content.id, content])),
      rules: new Map(
        rules.map((rule) => [
          rule.contentId,
          {
            id: rule.id,
            title: rule.title,
            criteria: rule.criteria.map(({ members, ...criterion }): CriterionFacts => ({
              ...criterion,
              memberUserIds: members.flatMap((member) => (member.userId === null ? [] : [member.userId])),
              memberGroupIds: members.flatMap((member) => (member.groupId === null ? [] : [member.groupId])),
            })),
          },
        ]),
      ),
      columns: new Map(columns.map((column) => [column.id, column])),
      grades: new Map(grades.map(({ columnId, ...grade }) => [columnId, grade])),
      groupIds: new Set(groups.map((group) => group.groupId)),
      reviewedContentIds: new Set(reviews.map((review) => review.contentId)),
    };
  }
}
