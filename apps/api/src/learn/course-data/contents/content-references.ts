import { BadRequestException, Injectable } from '@nestjs/common';
import type { Content, Course } from '@app/database';
import { primaryKeyOf } from '../../common/learn-ids.js';
import { LearnIdsRepository } from '../../common/learn-ids.repository.js';

/**
 * A content named in a request body (a new parentId, a column's contentId). Unlike a path id,
 * one that names nothing in the course is the caller's mistake in the body: 400, naming the field.
 */
@Injectable()
export class ContentReferences {
  constructor(private readonly rows: LearnIdsRepository) {}

  async inCourse(course: Course, raw: string, field: string, options: { rootAllowed: boolean }): Promise<Content> {
    const id = raw === 'root' && options.rootAllowed ? raw : primaryKeyOf(raw, field);
    const content = id === null ? null : await this.rows.content(course.id, id);
    if (!content || (content.isRoot && !options.rootAllowed)) {
      throw new BadRequestException(`${field} ${raw} is not a content of course ${course.courseId}`);
    }
    return content;
  }
}
