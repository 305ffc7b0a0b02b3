import { Inject, Injectable } from '@nestjs/common';
import type { Content, Course, GradebookColumn, Group, Prisma, PrismaClient, User } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

/** A lookup by primary key (`{id}`) or by one of the keys Learn accepts in its place (`{externalId}`...). */
export type KeyedLookup = Record<string, string | number>;

/**
 * The rows Learn ids name: the courses, contents, users, gradebook columns and groups of a path
 * (PathIds), and the contents named in a request body (ContentReferences).
 */
@Injectable()
export class LearnIdsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  course(where: KeyedLookup): Promise<Course | null> {
    return this.prisma.course.findFirst({ where });
  }

  /** A content of the course, by primary key, or its ROOT folder. */
  content(courseId: number, id: number | 'root'): Promise<Content | null> {
    return this.prisma.content.findFirst({
      where: id === 'root' ? { courseId, isRoot: true } : { id, courseId },
    });
  }

  /** The content a filter selects (its course's filter nested in it), with its course: one statement. */
  contentWithCourse(where: Prisma.ContentWhereInput): Promise<(Content & { course: Course }) | null> {
    return this.prisma.content.findFirst({ where, include: { course: true } });
  }

  user(where: KeyedLookup): Promise<User | null> {
    return this.prisma.user.findFirst({ where });
  }

  column(courseId: number, id: number): Promise<GradebookColumn | null> {
    return this.prisma.gradebookColumn.findFirst({ where: { id, courseId } });
  }

  /** A group or a group set of the course. */
  group(courseId: number, lookup: KeyedLookup): Promise<Group | null> {
    return this.prisma.group.findFirst({ where: { ...lookup, courseId } });
  }
}
