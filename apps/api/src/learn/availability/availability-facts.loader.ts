import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ContentFacts, CourseFacts, CriterionFacts } from '@app/adaptive-release';
import type { Course, Prisma, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

type RuleRow = Prisma.AdaptiveReleaseRuleGetPayload<{ select: typeof RULE_SELECT }>;

const CONTENT_SELECT = {
  id: true,
  parentId: true,
  isRoot: true,
  title: true,
  available: true,
  position: true,
} as const;
const RULE_SELECT = {
  id: true,
  title: true,
  contentId: true,
  criteria: { orderBy: { id: 'asc' }, include: { members: { select: { userId: true, groupId: true } } } },
} as const;
const COLUMN_SELECT = { id: true, name: true, scorePossible: true } as const;
const GRADE_SELECT = { columnId: true, score: true, text: true, exempt: true, status: true } as const;

/**
 * Loads what one user's availability depends on. For the whole course: seven queries run
 * together, whatever the number of contents. For one content: its folder chain (with the user's
 * role and groups), then the rules on the chain with what their criteria name (two rounds), so a
 * single answer does not pay for a 1,000-item course.
 */
@Injectable()
export class AvailabilityFactsLoader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async forCourse(course: Course, user: User): Promise<CourseFacts> {
    const inCourse = { courseId: course.id };
    const [courseRoleId, contents, rules, columns, grades, groupIds, reviewed] = await Promise.all([
      this.courseRole(course, user),
      this.prisma.content.findMany({ where: inCourse, select: CONTENT_SELECT }),
      this.prisma.adaptiveReleaseRule.findMany({ where: { content: inCourse }, select: RULE_SELECT }),
      this.prisma.gradebookColumn.findMany({ where: inCourse, select: COLUMN_SELECT }),
      this.grades(user, { column: inCourse }),
      this.groupIds(course, user),
      this.reviewed(user, { content: inCourse }),
    ]);
    return assemble(course, user, { courseRoleId, contents, rules, columns, grades, groupIds, reviewed });
  }

  async forContent(course: Course, user: User, contentId: number): Promise<CourseFacts> {
    const [courseRoleId, chain, groupIds] = await Promise.all([
      this.courseRole(course, user),
      this.folderChain(contentId),
      this.groupIds(course, user),
    ]);
    // The rules of the chain with everything their criteria name, the user's grades and reviewed
    // marks included: one statement (relation joins).
    const rules = await this.prisma.adaptiveReleaseRule.findMany({
      where: { contentId: { in: chain.map((content) => content.id) } },
      select: {
        ...RULE_SELECT,
        criteria: {
          ...RULE_SELECT.criteria,
          include: {
            ...RULE_SELECT.criteria.include,
            gradeColumn: {
              select: { ...COLUMN_SELECT, grades: { where: { userId: user.id }, select: GRADE_SELECT } },
            },
            reviewedContent: {
              select: {
                ...CONTENT_SELECT,
                reviewStatus: { where: { userId: user.id, reviewed: true }, select: { contentId: true } },
              },
            },
            completedContent: { select: CONTENT_SELECT },
          },
        },
      },
    });
    const criteria = rules.flatMap((rule) => rule.criteria);
    const columns = criteria.flatMap(({ gradeColumn }) => (gradeColumn ? [gradeColumn] : []));
    const named = criteria.flatMap(({ reviewedContent, completedContent }) =>
      [reviewedContent, completedContent].filter((content) => content !== null),
    );
    const contents = [...chain, ...named.filter((content) => !chain.some((c) => c.id === content.id))];
    return assemble(course, user, {
      courseRoleId,
      contents: contents.map(({ id, parentId, isRoot, title, available, position }) => ({
        id,
        parentId,
        isRoot,
        title,
        available,
        position,
      })),
      rules: rules.map((rule) => ({
        ...rule,
        criteria: rule.criteria.map(
          ({ gradeColumn: _column, reviewedContent: _reviewed, completedContent: _completed, ...criterion }) =>
            criterion,
        ),
      })),
      columns: columns.map(({ grades: _grades, ...column }) => column),
      grades: columns.flatMap((column) => column.grades),
      groupIds,
      reviewed: criteria.flatMap((c) => c.reviewedContent?.reviewStatus ?? []).map((status) => status.contentId),
    });
  }

  private async courseRole(course: Course, user: User): Promise<string> {
    const membership = await this.prisma.courseMembership.findUnique({
      where: { courseId_userId: { courseId: course.id, userId: user.id } },
      select: { courseRoleId: true },
    });
    if (!membership)
      throw new NotFoundException(`User ${user.userName} is not enrolled in the course ${course.courseId}`);
    return membership.courseRoleId;
  }

  /** The content and the folders it sits in, up to the course's ROOT. */
  private folderChain(contentId: number): Promise<ContentFacts[]> {
    return this.prisma.$queryRaw<ContentFacts[]>`
      WITH RECURSIVE chain AS (
        SELECT id, parent_id, is_root, title, available, position FROM content WHERE id = ${contentId}
        UNION ALL
        SELECT c.id, c.parent_id, c.is_root, c.title, c.available, c.position
        FROM content c JOIN chain ON c.id = chain.parent_id
      )
      SELECT id, parent_id AS "parentId", is_root AS "isRoot", title, available, position FROM chain`;
  }

  private grades(user: User, where: Prisma.GradeWhereInput) {
    return this.prisma.grade.findMany({
      where: { userId: user.id, ...where },
      select: GRADE_SELECT,
    });
  }

  private async groupIds(course: Course, user: User): Promise<number[]> {
    const rows = await this.prisma.groupMember.findMany({
      where: { userId: user.id, group: { courseId: course.id } },
      select: { groupId: true },
    });
    return rows.map((row) => row.groupId);
  }

  private async reviewed(user: User, where: Prisma.ReviewStatusWhereInput): Promise<number[]> {
    const rows = await this.prisma.reviewStatus.findMany({
      where: { userId: user.id, reviewed: true, ...where },
      select: { contentId: true },
    });
    return rows.map((row) => row.contentId);
  }
}

interface Loaded {
  courseRoleId: string;
  contents: ContentFacts[];
  rules: RuleRow[];
  columns: { id: number; name: string; scorePossible: number | null }[];
  grades: { columnId: number; score: number | null; text: string | null; exempt: boolean; status: string }[];
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
