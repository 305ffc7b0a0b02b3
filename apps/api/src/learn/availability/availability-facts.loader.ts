import { Injectable, NotFoundException } from '@nestjs/common';
import type { ContentFacts, CourseFacts, CriterionFacts } from '@app/adaptive-release';
import type { Course, User } from '@app/database';
import { AvailabilityRepository, type ColumnRow, type GradeRow, type RuleRow } from './availability.repository.js';

/**
 * Loads what one user's availability depends on, from AvailabilityRepository, as the facts the
 * evaluator judges. For the whole course: seven queries run together, whatever the number of
 * contents. For one content: its folder chain (with the user's role and groups), then the rules
 * on the chain with what their criteria name (two rounds), so a single answer does not pay for a
 * 1,000-item course. A user not enrolled in the course is a 404.
 */
@Injectable()
export class AvailabilityFactsLoader {
  constructor(private readonly rows: AvailabilityRepository) {}

  async forCourse(course: Course, user: User): Promise<CourseFacts> {
    const [courseRoleId, contents, rules, columns, grades, groupIds, reviewed] = await Promise.all([
      this.courseRole(course, user),
      this.rows.contents(course.id),
      this.rows.rules(course.id),
      this.rows.columns(course.id),
      this.rows.grades(course.id, user.id),
      this.rows.groupIds(course.id, user.id),
      this.rows.reviewed(course.id, user.id),
    ]);
    return assemble(course, user, { courseRoleId, contents, rules, columns, grades, groupIds, reviewed });
  }

  async forContent(course: Course, user: User, contentId: number): Promise<CourseFacts> {
    const [courseRoleId, chain, groupIds] = await Promise.all([
      this.courseRole(course, user),
      this.rows.folderChain(contentId),
      this.rows.groupIds(course.id, user.id),
    ]);
    const { named, ...criteria } = await this.rows.criteriaOf(
      chain.map((content) => content.id),
      user.id,
    );
    const contents = [...chain, ...named.filter((content) => !chain.some((c) => c.id === content.id))];
    return assemble(course, user, { courseRoleId, contents, groupIds, ...criteria });
  }

  private async courseRole(course: Course, user: User): Promise<string> {
    const courseRoleId = await this.rows.courseRole(course.id, user.id);
    if (courseRoleId === null)
      throw new NotFoundException(`User ${user.userName} is not enrolled in the course ${course.courseId}`);
    return courseRoleId;
  }
}

interface Loaded {
  courseRoleId: string;
  contents: ContentFacts[];
  rules: RuleRow[];
  columns: ColumnRow[];
  grades: GradeRow[];
  groupIds: number[];
  reviewed: number[];
}

function assemble(course: Course, user: User, loaded: Loaded): CourseFacts {
  return {
    courseId: course.id,
    userId: user.id,
    courseRoleId: loaded.courseRoleId,
    contents: new Map(loaded.contents.map((content) => [content.id, content])),
    rules: new Map(
      loaded.rules.map((rule) => [
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
    columns: new Map(loaded.columns.map((column) => [column.id, column])),
    grades: new Map(loaded.grades.map(({ columnId, ...grade }) => [columnId, grade])),
    groupIds: new Set(loaded.groupIds),
    reviewedContentIds: new Set(loaded.reviewed),
  };
}
