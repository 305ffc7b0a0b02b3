import { Inject, Injectable } from '@nestjs/common';
import type { Course, CourseMembership, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';

/** Whether a user is enrolled in a course: grades, groups and review status depend on it. */
@Injectable()
export class Enrolments {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(course: Course, user: User): Promise<CourseMembership | null> {
    return this.prisma.courseMembership.findUnique({
      where: { courseId_userId: { courseId: course.id, userId: user.id } },
    });
  }
}
