import { Inject, Injectable } from '@nestjs/common';
import type { ContentFacts } from '@app/adaptive-release';
import type { Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

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

/** A rule with its criteria (in id order) and each criterion's members. */
export type RuleRow = Prisma.AdaptiveReleaseRuleGetPayload<{ select: typeof RULE_SELECT }>;
export type ColumnRow = Prisma.GradebookColumnGetPayload<{ select: typeof COLUMN_SELECT }>;
export type GradeRow = Prisma.GradeGetPayload<{ select: typeof GRADE_SELECT }>;

/** The rules of some contents and what their criteria name, the user's grades and reviewed marks included. */
export interface CriteriaRows {
  rules: RuleRow[];
  columns: ColumnRow[];
  grades: GradeRow[];
  /** The contents the criteria name (completed, reviewed) */
  named: ContentFacts[];
  /** Of the named contents, those the user has marked reviewed */
  reviewed: number[];
}

/**
 * What availability reads: a course's contents, rules, columns, and one user's enrolment, grades,
 * groups and reviewed marks; for one content, its folder chain and what the chain's rules name.
 * Each method is one statement; AvailabilityFactsLoader decides which run together.
 */
@Injectable()
export class AvailabilityRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The user's course role, or null when the user is not enrolled. */
  async courseRole(courseId: number, userId: number): Promise<string | null> {
    const membership = await this.prisma.courseMembership.findUnique({
      where: { courseId_userId: { courseId, userId } },
      select: { courseRoleId: true },
    });
    return membership?.courseRoleId ?? null;
  }

  contents(courseId: number): Promise<ContentFacts[]> {
    return this.prisma.content.findMany({ where: { courseId }, select: CONTENT_SELECT });
  }

  rules(courseId: number): Promise<RuleRow[]> {
    return this.prisma.adaptiveReleaseRule.findMany({ where: { content: { courseId } }, select: RULE_SELECT });
  }

  columns(courseId: number): Promise<ColumnRow[]> {
    return this.prisma.gradebookColumn.findMany({ where: { courseId }, select: COLUMN_SELECT });
  }

  grades(courseId: number, userId: number): Promise<GradeRow[]> {
    return this.prisma.grade.findMany({ where: { userId, column: { courseId } }, select: GRADE_SELECT });
  }

  async groupIds(courseId: number, userId: number): Promise<number[]> {
    const rows = await this.prisma.groupMember.findMany({
      where: { userId, group: { courseId } },
      select: { groupId: true },
    });
    return rows.map((row) => row.groupId);
  }

  /** The course's contents the user has marked reviewed. */
  async reviewed(courseId: number, userId: number): Promise<number[]> {
    const rows = await this.prisma.reviewStatus.findMany({
      where: { userId, reviewed: true, content: { courseId } },
      select: { contentId: true },
    });
    return rows.map((row) => row.contentId);
  }

  /** The content and the folders it sits in, up to the course's ROOT. */
  folderChain(contentId: number): Promise<ContentFacts[]> {
    return this.prisma.$queryRaw<ContentFacts[]>`
      WITH RECURSIVE chain AS (
        SELECT id, parent_id, is_root, title, available, position FROM content WHERE id = ${contentId}
        UNION ALL
        SELECT c.id, c.parent_id, c.is_root, c.title, c.available, c.position
        FROM content c JOIN chain ON c.id = chain.parent_id
      )
      SELECT id, parent_id AS "parentId", is_root AS "isRoot", title, available, position FROM chain`;
  }

  /**
   * The rules of the contents with everything their criteria name, the user's grades and
   * reviewed marks included: one statement (relation joins).
   */
  async criteriaOf(contentIds: number[], userId: number): Promise<CriteriaRows> {
    const rules = await this.prisma.adaptiveReleaseRule.findMany({
      where: { contentId: { in: contentIds } },
      select: {
        ...RULE_SELECT,
        criteria: {
          ...RULE_SELECT.criteria,
          include: {
            ...RULE_SELECT.criteria.include,
            gradeColumn: {
              select: { ...COLUMN_SELECT, grades: { where: { userId }, select: GRADE_SELECT } },
            },
            reviewedContent: {
              select: {
                ...CONTENT_SELECT,
                reviewStatus: { where: { userId, reviewed: true }, select: { contentId: true } },
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
    return {
      rules: rules.map((rule) => ({
        ...rule,
        criteria: rule.criteria.map(
          ({ gradeColumn: _column, reviewedContent: _reviewed, completedContent: _completed, ...criterion }) =>
            criterion,
        ),
      })),
      columns: columns.map(({ grades: _grades, ...column }) => column),
      grades: columns.flatMap((column) => column.grades),
      named: named.map(({ id, parentId, isRoot, title, available, position }) => ({
        id,
        parentId,
        isRoot,
        title,
        available,
        position,
      })),
      reviewed: criteria.flatMap((c) => c.reviewedContent?.reviewStatus ?? []).map((status) => status.contentId),
    };
  }
}
