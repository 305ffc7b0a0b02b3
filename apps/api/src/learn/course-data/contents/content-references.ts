import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Content, Course, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { primaryKeyOf } from '../../common/learn-ids.js';

/**
 * A content named in a request body (a new parentId, a column's contentId). Unlike a path id,
 * one that names nothing in the course is the caller's mistake in the body: 400, naming the field.
 */
@Injectable()
export class ContentReferences {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async inCourse(course: Course, raw: string, field: string, options: { rootAllowed: boolean }): Promise<Content> {
    const content =
      raw === 'root' && options.rootAllowed
        ? await this.prisma.content.findFirst({ where: { courseId: course.id, isRoot: true } })
        : await this.byPk(course, raw, field);
    if (!content || (content.isRoot && !options.rootAllowed)) {
      throw new BadRequestException(`${field} ${raw} is not a content of course ${course.courseId}`);
    }
    return content;
  }

  private async byPk(course: Course, raw: string, field: string): Promise<Content | null> {
    const pk = primaryKeyOf(raw, field);
    return pk === null ? null : this.prisma.content.findFirst({ where: { id: pk, courseId: course.id } });
  }
}
