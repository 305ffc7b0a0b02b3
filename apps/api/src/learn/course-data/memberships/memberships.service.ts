import { Injectable, NotFoundException } from '@nestjs/common';
import { INSTRUCTOR_ROLES } from '@app/adaptive-release';
import type { CourseMembership } from '@app/database';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { CoursePath } from '../../common/path-params.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { MEMBERSHIP_LIST } from './membership-list.js';
import type { CreateMembershipBody, UpdateMembershipBody } from './membership-body.js';
import { presentMembership, type MembershipView } from './membership-view.js';
import { MembershipsRepository } from './memberships.repository.js';
import type { CourseUserPath } from '../../common/path-params.js';

/** Who is enrolled in a course, in which role. */
@Injectable()
export class MembershipsService {
  constructor(
    private readonly ids: PathIds,
    private readonly memberships: MembershipsRepository,
  ) {}

  async list(path: CoursePath, list: ListQueryOf<typeof MEMBERSHIP_LIST>): Promise<MembershipView[]> {
    const course = await this.ids.course(path.courseId);
    return (await this.memberships.list(course.id, list)).map(presentMembership);
  }

  async get(path: CourseUserPath): Promise<MembershipView> {
    return presentMembership(await this.find(path));
  }

  async enrol(path: CourseUserPath, body: CreateMembershipBody): Promise<MembershipView> {
    const course = await this.ids.course(path.courseId);
    const user = await this.ids.user(path.userId);
    const courseRoleId = body.courseRoleId ?? 'Student';
    try {
      const membership = await this.memberships.create({
        courseId: course.id,
        userId: user.id,
        courseRoleId,
        available: body.availability?.available,
        dataSourceId: body.dataSourceId,
        displayOrder: effectiveDisplayOrder(courseRoleId, body.displayOrder),
      });
      return presentMembership(membership);
    } catch (error) {
      throw conflictOn(error, { user_id: `User ${path.userId} is already enrolled in course ${course.courseId}` });
    }
  }

  async update(path: CourseUserPath, body: UpdateMembershipBody): Promise<MembershipView> {
    const membership = await this.find(path);
    const courseRoleId = body.courseRoleId ?? membership.courseRoleId;
    const displayOrder = body.displayOrder !== undefined ? body.displayOrder : membership.displayOrder;
    const updated = await this.memberships.update(membership.id, {
      courseRoleId,
      available: body.availability?.available,
      dataSourceId: body.dataSourceId,
      displayOrder: effectiveDisplayOrder(courseRoleId, displayOrder),
    });
    return presentMembership(updated);
  }

  /** Also out of the course's groups. */
  async unenrol(path: CourseUserPath): Promise<void> {
    await this.memberships.delete(await this.find(path));
  }

  private async find(path: CourseUserPath): Promise<CourseMembership> {
    const course = await this.ids.course(path.courseId);
    const user = await this.ids.user(path.userId);
    const membership = await this.memberships.find(course, user);
    if (!membership) throw new NotFoundException(`User ${path.userId} is not enrolled in course ${course.courseId}`);
    return membership;
  }
}

/** Instructor-type roles keep a displayOrder (Learn ignores it for Student and Guest). */
function effectiveDisplayOrder(courseRoleId: string, displayOrder: number | null | undefined): number | null {
  return INSTRUCTOR_ROLES.has(courseRoleId) && displayOrder != null && displayOrder >= 1 ? displayOrder : null;
}
