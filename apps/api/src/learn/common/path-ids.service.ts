import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Content, Course, GradebookColumn, Group, User } from '@app/database';
import { isLearnId, primaryKeyOf } from './learn-ids.js';
import { LearnIdsRepository, type KeyedLookup } from './learn-ids.repository.js';

type Lookup = { field: string; value: string };

/**
 * Turns the ids of a Learn path into rows: `_<n>_1` everywhere, plus the forms Learn accepts in
 * place of a primary id — `externalId:`, `courseId:`, `uuid:` for courses; `externalId:`,
 * `userName:`, `uuid:` for users; `root` for a course's ROOT content folder. Malformed → 400,
 * unknown → 404, content of another course → 404. The rows come from LearnIdsRepository.
 */
@Injectable()
export class PathIds {
  constructor(private readonly rows: LearnIdsRepository) {}

  async course(raw: string): Promise<Course> {
    const where = this.keyed(raw, 'courseId', ['externalId', 'courseId', 'uuid']);
    const course = where ? await this.rows.course(where) : null;
    if (!course) throw new NotFoundException(`Course ${raw} not found`);
    return course;
  }

  async content(course: Course, raw: string): Promise<Content> {
    const id = raw === 'root' ? raw : primaryKeyOf(raw, 'contentId');
    const content = id === null ? null : await this.rows.content(course.id, id);
    if (!content) throw new NotFoundException(`Content ${raw} not found in course ${course.courseId}`);
    return content;
  }

  /**
   * The course of a path and the content in it (ContentPath and the paths below it): one query
   * (relation join) when both ids are well formed and name them; otherwise step by step, to say
   * precisely which is wrong.
   */
  async courseContent(path: { courseId: string; contentId: string }): Promise<{ course: Course; content: Content }> {
    const { courseId: rawCourse, contentId: rawContent } = path;
    const course = this.courseFilter(rawCourse);
    const where = course && this.contentFilter(rawContent, course);
    const found = where ? await this.rows.contentWithCourse(where) : null;
    if (found) {
      const { course: foundCourse, ...content } = found;
      return { course: foundCourse, content };
    }
    const stepCourse = await this.course(rawCourse);
    return { course: stepCourse, content: await this.content(stepCourse, rawContent) };
  }

  async user(raw: string): Promise<User> {
    const where = this.keyed(raw, 'userId', ['externalId', 'userName', 'uuid']);
    const user = where ? await this.rows.user(where) : null;
    if (!user) throw new NotFoundException(`User ${raw} not found`);
    return user;
  }

  async column(course: Course, raw: string): Promise<GradebookColumn> {
    const id = primaryKeyOf(raw, 'columnId');
    const column = id === null ? null : await this.rows.column(course.id, id);
    if (!column) throw new NotFoundException(`Gradebook column ${raw} not found in course ${course.courseId}`);
    return column;
  }

  /** The course of a path and the gradebook column in it. */
  async courseColumn(path: {
    courseId: string;
    columnId: string;
  }): Promise<{ course: Course; column: GradebookColumn }> {
    const course = await this.course(path.courseId);
    return { course, column: await this.column(course, path.columnId) };
  }

  /** A group or a group set of the course, by `_<n>_1` or `externalId:`. */
  async group(course: Course, raw: string): Promise<Group> {
    const lookup = this.keyed(raw, 'groupId', ['externalId']);
    const group = lookup ? await this.rows.group(course.id, lookup) : null;
    if (!group) throw new NotFoundException(`Group ${raw} not found in course ${course.courseId}`);
    return group;
  }

  /**
   * A filter for a course path id, or undefined when the id is malformed or cannot name a
   * row: for one-query lookups of a whole path, which fall back to the step-by-step methods above
   * (and their precise 400/404) when they find nothing.
   */
  courseFilter(raw: string): KeyedLookup | undefined {
    try {
      return this.keyed(raw, 'courseId', ['externalId', 'courseId', 'uuid']) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The same for a content path id within a course filter (`root` included). A course named by its
   * primary key is matched on the content's own column, not by joining the course: one table less
   * for PostgreSQL to plan in every path lookup (the criteria list took twice as long with it).
   */
  contentFilter(raw: string, course: KeyedLookup): object | undefined {
    const inCourse =
      Object.keys(course).length === 1 && typeof course.id === 'number' ? { courseId: course.id } : { course };
    if (raw === 'root') return { isRoot: true, ...inCourse };
    const pk = isLearnId(raw) ? primaryKeyOf(raw, 'contentId') : null;
    return pk === null ? undefined : { id: pk, ...inCourse };
  }

  /** A lookup for `_<n>_1` or `<key>:<value>`; null when the id cannot name a row. */
  private keyed(raw: string, field: string, keys: string[]): KeyedLookup | null {
    if (isLearnId(raw)) {
      const pk = primaryKeyOf(raw, field);
      return pk === null ? null : { id: pk };
    }
    const colon = raw.indexOf(':');
    const lookup: Lookup | null = colon > 0 ? { field: raw.slice(0, colon), value: raw.slice(colon + 1) } : null;
    if (!lookup || !keys.includes(lookup.field) || !lookup.value) {
      const forms = ['_<number>_<number>', ...keys.map((key) => `${key}:<value>`)].join(', ');
      throw new BadRequestException(`${field} "${raw}" is not a valid id: expected ${forms}`);
    }
    return { [lookup.field]: lookup.value };
  }
}
