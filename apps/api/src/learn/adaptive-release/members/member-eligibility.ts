import { BadRequestException } from '@nestjs/common';
import type { CourseMembership, Group } from '@app/database';
import { toLearnId } from '../../common/learn-ids.js';

/**
 * Who may be a member of a Memberships criterion. A user: enrolled in the course with a role that
 * is neither Guest nor an instructor-type role. A group: a group of the course, not a group set.
 */
export const INSTRUCTOR_ROLES: readonly string[] = [
  'Instructor',
  'TeachingAssistant',
  'CourseBuilder',
  'Grader',
  'BbFacilitator',
];

export function checkEnrolment(userId: number, courseId: number, enrolment: CourseMembership | undefined): void {
  const user = toLearnId(userId);
  const course = toLearnId(courseId);
  if (!enrolment) throw new BadRequestException(`User ${user} is not enrolled in the course ${course}`);
  const role = enrolment.courseRoleId;
  if (role === 'Guest') {
    throw new BadRequestException(
      `User ${user} is enrolled in the course ${course} as Guest: guests cannot be members of a Memberships criterion`,
    );
  }
  if (INSTRUCTOR_ROLES.includes(role)) {
    throw new BadRequestException(
      `User ${user} is enrolled in the course ${course} with the instructor role ${role}: instructor roles cannot be members of a Memberships criterion`,
    );
  }
}

export function checkGroup(group: Group): void {
  if (group.isGroupSet) {
    throw new BadRequestException(
      `Group ${toLearnId(group.id)} is a group set: only the groups inside a set can be members of a Memberships criterion`,
    );
  }
}
