import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@app/database';
import { toLearnId } from '../../src/learn/common/learn-ids.js';

let n = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++n}`;

/**
 * Rows for tests that need course data before they exercise something else (rules, availability),
 * written with Prisma into the test's real database. Each returns the row and its API id.
 * Tests of the course-data endpoints themselves go through HTTP instead.
 */
export class LearnFixtures {
  constructor(private readonly prisma: PrismaClient) {}

  async course(data: { courseId?: string; name?: string } = {}) {
    const courseId = data.courseId ?? unique('course');
    const course = await this.prisma.course.create({
      data: {
        uuid: randomUUID().replaceAll('-', ''),
        courseId,
        externalId: courseId,
        name: data.name ?? courseId,
        contents: { create: { title: 'ROOT', isRoot: true } },
      },
      include: { contents: true },
    });
    return { ...course, apiId: toLearnId(course.id), rootId: course.contents[0]!.id };
  }

  async content(course: { id: number; rootId: number }, data: { title?: string; reviewable?: boolean } = {}) {
    const content = await this.prisma.content.create({
      data: {
        courseId: course.id,
        parentId: course.rootId,
        title: data.title ?? unique('content'),
        reviewable: data.reviewable ?? false,
        contentHandlerId: 'resource/x-bb-document',
      },
    });
    return { ...content, apiId: toLearnId(content.id) };
  }

  async column(
    course: { id: number },
    data: { contentId?: number; scorePossible?: number | null; name?: string } = {},
  ) {
    const column = await this.prisma.gradebookColumn.create({
      data: {
        courseId: course.id,
        contentId: data.contentId ?? null,
        name: data.name ?? unique('column'),
        scorePossible: data.scorePossible === undefined ? 100 : data.scorePossible,
      },
    });
    return { ...column, apiId: toLearnId(column.id) };
  }

  async user(data: { userName?: string } = {}) {
    const userName = data.userName ?? unique('user');
    const user = await this.prisma.user.create({
      data: {
        uuid: randomUUID().replaceAll('-', ''),
        userName,
        externalId: userName,
        name: { given: 'Test', family: userName },
      },
    });
    return { ...user, apiId: toLearnId(user.id) };
  }

  async enrol(course: { id: number }, user: { id: number }, courseRoleId = 'Student') {
    return this.prisma.courseMembership.create({ data: { courseId: course.id, userId: user.id, courseRoleId } });
  }

  async group(
    course: { id: number },
    data: { isGroupSet?: boolean; groupSetId?: number; members?: { id: number }[] } = {},
  ) {
    const group = await this.prisma.group.create({
      data: {
        uuid: randomUUID().replaceAll('-', ''),
        courseId: course.id,
        externalId: unique('group'),
        name: unique('Group'),
        isGroupSet: data.isGroupSet ?? false,
        groupSetId: data.groupSetId ?? null,
        members: { create: (data.members ?? []).map((user) => ({ userId: user.id })) },
      },
    });
    return { ...group, apiId: toLearnId(group.id) };
  }

  async grade(column: { id: number }, user: { id: number }, score: number | null, data: { exempt?: boolean } = {}) {
    return this.prisma.grade.create({
      data: { columnId: column.id, userId: user.id, score, exempt: data.exempt ?? false },
    });
  }
}
