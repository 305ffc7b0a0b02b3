import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Course, CourseMembership, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conflictOn } from '../../common/unique-violation.js';
import { Enrolments } from './enrolments.js';
import type { MEMBERSHIP_LIST } from './membership-list.js';
import type { CreateMembershipDto, UpdateMembershipDto } from './membership.dto.js';
import type { MembershipRow } from './membership.presenter.js';

/** Roles that keep a displayOrder (Learn ignores it for Student and Guest). */
const ORDERED_ROLES = new Set(['Instructor', 'BbFacilitator', 'TeachingAssistant', 'CourseBuilder', 'Grader']);

/** Who is enrolled in a course, in which role. */
@Injectable()
export class MembershipsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
    private readonly enrolments: Enrolments,
  ) {}

  /** With `expand=user`, each membership carries its user. */
  async list(courseId: string, list: ListQueryOf<typeof MEMBERSHIP_LIST>): Promise<MembershipRow[]> {
    const course = await this.ids.course(courseId);
    return this.prisma.courseMembership.findMany({
      where: { courseId: course.id, ...list.where },
      orderBy: list.orderBy,
      skip: list.window.skip,
      take: list.window.take,
      include: { user: list.expands('user') },
    });
  }

  async get(courseId: string, userId: string): Promise<CourseMembership> {
    const { membership } = await this.resolve(courseId, userId);
    return membership;
  }

  async enrol(courseId: string, userId: string, dto: CreateMembershipDto): Promise<CourseMembership> {
    const course = await this.ids.course(courseId);
    const user = await this.ids.user(userId);
    const courseRoleId = dto.courseRoleId ?? 'Student';
    try {
      return await this.prisma.courseMembership.create({
        data: {
          courseId: course.id,
          userId: user.id,
          courseRoleId,
          available: dto.availability?.available,
          dataSourceId: dto.dataSourceId,
          displayOrder: effectiveDisplayOrder(courseRoleId, dto.displayOrder),
        },
      });
    } catch (error) {
      throw conflictOn(error, { user_id: `User ${userId} is already enrolled in course ${course.courseId}` });
    }
  }

  async update(courseId: string, userId: string, dto: UpdateMembershipDto): Promise<CourseMembership> {
    const { membership } = await this.resolve(courseId, userId);
    const courseRoleId = dto.courseRoleId ?? membership.courseRoleId;
    const displayOrder = dto.displayOrder !== undefined ? dto.displayOrder : membership.displayOrder;
    return this.prisma.courseMembership.update({
      where: { id: membership.id },
      data: {
        courseRoleId,
        available: dto.availability?.available,
        dataSourceId: dto.dataSourceId,
        displayOrder: effectiveDisplayOrder(courseRoleId, displayOrder),
      },
    });
  }

  /** Unenrols the user, taking them out of the course's groups in the same transaction. */
  async unenrol(courseId: string, userId: string): Promise<void> {
    const { course, user, membership } = await this.resolve(courseId, userId);
    await this.prisma.$transaction([
      this.prisma.groupMember.deleteMany({ where: { userId: user.id, group: { courseId: course.id } } }),
      this.prisma.courseMembership.delete({ where: { id: membership.id } }),
    ]);
  }

  private async resolve(
    courseId: string,
    userId: string,
  ): Promise<{ course: Course; user: User; membership: CourseMembership }> {
    const course = await this.ids.course(courseId);
    const user = await this.ids.user(userId);
    const membership = await this.enrolments.find(course, user);
    if (!membership) throw new NotFoundException(`User ${userId} is not enrolled in course ${course.courseId}`);
    return { course, user, membership };
  }
}

function effectiveDisplayOrder(courseRoleId: string, displayOrder: number | null | undefined): number | null {
  return ORDERED_ROLES.has(courseRoleId) && displayOrder != null && displayOrder >= 1 ? displayOrder : null;
}
