import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { CoursePath } from '../../common/path-params.js';
import { conflictOn } from '../../common/unique-violation.js';
import type { CreateCourseBody, UpdateCourseBody } from './course-body.js';
import type { COURSE_LIST } from './course-list.js';
import { resolveSchedule } from './course-schedule.js';
import { presentCourse, type CourseView } from './course-view.js';
import { CoursesRepository } from './courses.repository.js';

/** Courses (Learn v3), each created with its hidden ROOT content folder. */
@Injectable()
export class CoursesService {
  constructor(
    private readonly ids: PathIds,
    private readonly courses: CoursesRepository,
  ) {}

  async list(list: ListQueryOf<typeof COURSE_LIST>): Promise<CourseView[]> {
    return (await this.courses.list(list)).map(presentCourse);
  }

  async get(path: CoursePath): Promise<CourseView> {
    return presentCourse(await this.ids.course(path.courseId));
  }

  async create(body: CreateCourseBody): Promise<CourseView> {
    const externalId = body.externalId ?? body.courseId;
    const data = {
      ...writableFields(body),
      ...resolveSchedule(body),
      courseId: body.courseId,
      externalId,
      name: body.name,
      uuid: randomUUID().replaceAll('-', ''),
      organization: body.organization,
      ultraStatus: body.ultraStatus,
    };
    try {
      return presentCourse(await this.courses.create(data));
    } catch (error) {
      throw conflictOn(error, {
        course_id: `A course with courseId "${body.courseId}" already exists`,
        external_id: `A course with externalId "${externalId}" already exists`,
      });
    }
  }

  async update(path: CoursePath, body: UpdateCourseBody): Promise<CourseView> {
    const course = await this.ids.course(path.courseId);
    try {
      return presentCourse(
        await this.courses.update(course.id, { ...writableFields(body), ...resolveSchedule(body, course) }),
      );
    } catch (error) {
      throw conflictOn(error, { external_id: `A course with externalId "${body.externalId}" already exists` });
    }
  }

  /** The course and everything in it: contents, columns and grades, memberships, groups, rules. */
  async remove(path: CoursePath): Promise<void> {
    const course = await this.ids.course(path.courseId);
    await this.courses.delete(course.id);
  }
}

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
function writableFields(body: UpdateCourseBody) {
  return {
    externalId: body.externalId,
    name: body.name,
    description: body.description,
    dataSourceId: body.dataSourceId,
    allowGuests: body.allowGuests,
    allowObservers: body.allowObservers,
    closedComplete: body.closedComplete,
    localeId: body.locale?.id,
    localeForce: body.locale?.force,
  };
}
