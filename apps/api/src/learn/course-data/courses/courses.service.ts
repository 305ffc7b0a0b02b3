import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Course, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { CreateCourseBody, UpdateCourseBody } from './course-body.js';
import type { COURSE_LIST } from './course-list.js';
import { resolveSchedule } from './course-schedule.js';

/** Courses (Learn v3), each created with its hidden ROOT content folder. */
@Injectable()
export class CoursesService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
  ) {}

  list({ where, orderBy, window }: ListQueryOf<typeof COURSE_LIST>): Promise<Course[]> {
    return this.prisma.course.findMany({ where, orderBy, skip: window.skip, take: window.take });
  }

  get(courseId: string): Promise<Course> {
    return this.ids.course(courseId);
  }

  async create(dto: CreateCourseBody): Promise<Course> {
    const externalId = dto.externalId ?? dto.courseId;
    const data = {
      ...writableFields(dto),
      ...resolveSchedule(dto),
      courseId: dto.courseId,
      externalId,
      name: dto.name,
      uuid: randomUUID().replaceAll('-', ''),
      organization: dto.organization,
      ultraStatus: dto.ultraStatus,
    };
    try {
      return await this.prisma.$transaction(async (tx) => {
        const course = await tx.course.create({ data });
        await tx.content.create({ data: { courseId: course.id, isRoot: true, title: 'ROOT' } });
        return course;
      });
    } catch (error) {
      throw conflictOn(error, {
        course_id: `A course with courseId "${dto.courseId}" already exists`,
        external_id: `A course with externalId "${externalId}" already exists`,
      });
    }
  }

  async update(courseId: string, dto: UpdateCourseBody): Promise<Course> {
    const course = await this.ids.course(courseId);
    try {
      return await this.prisma.course.update({
        where: { id: course.id },
        data: { ...writableFields(dto), ...resolveSchedule(dto, course) },
      });
    } catch (error) {
      throw conflictOn(error, { external_id: `A course with externalId "${dto.externalId}" already exists` });
    }
  }

  /** The course and everything in it: contents, columns and grades, memberships, groups, rules. */
  async remove(courseId: string): Promise<void> {
    const course = await this.ids.course(courseId);
    await this.prisma.course.delete({ where: { id: course.id } });
  }
}

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
function writableFields(dto: UpdateCourseBody) {
  return {
    externalId: dto.externalId,
    name: dto.name,
    description: dto.description,
    dataSourceId: dto.dataSourceId,
    allowGuests: dto.allowGuests,
    allowObservers: dto.allowObservers,
    closedComplete: dto.closedComplete,
    localeId: dto.locale?.id,
    localeForce: dto.locale?.force,
  };
}
