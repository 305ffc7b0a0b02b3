import { Injectable, NotFoundException } from '@nestjs/common';
import type { GradebookColumn, User } from '@app/database';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { MembershipsRepository } from '../memberships/memberships.repository.js';
import type { UpdateGradeBody } from './grade-body.js';
import { presentGrade, type GradeView } from './grade-view.js';
import type { GRADE_LIST } from './gradebook-lists.js';
import { GradebookRepository } from './gradebook.repository.js';
import type { ColumnPath, GradePath } from './path-params.js';

/** Text values Learn reads as "no text grade". */
const CLEARED_TEXT = new Set(['', '-']);

/** Grades of the users enrolled in a course, one per column and user. */
@Injectable()
export class GradesService {
  constructor(
    private readonly ids: PathIds,
    private readonly gradebook: GradebookRepository,
    private readonly memberships: MembershipsRepository,
  ) {}

  /**
   * The grades entered in a column for users who are enrolled now; as in Learn, those of Disabled
   * memberships only with `includeDisabledMemberships`.
   */
  async list(path: ColumnPath, list: ListQueryOf<typeof GRADE_LIST>): Promise<GradeView[]> {
    const { course, column } = await this.ids.courseColumn(path);
    const enrolled = list.option('includeDisabledMemberships')
      ? { courseId: course.id }
      : { courseId: course.id, available: { not: 'Disabled' } };
    const grades = await this.gradebook.grades(column.id, enrolled, list);
    return grades.map((grade) => presentGrade(column, grade.userId, grade));
  }

  /** Without a grade yet, only the user and the column. */
  async get(path: GradePath): Promise<GradeView> {
    const { column, user } = await this.resolve(path);
    return presentGrade(column, user.id, await this.gradebook.grade(column.id, user.id));
  }

  /**
   * Creates the grade if there is none. The status follows the values: Graded once the grade has
   * a score or a text, NeedsGrading while it has neither (e.g. only feedback so far).
   */
  async update(path: GradePath, body: UpdateGradeBody): Promise<GradeView> {
    const { column, user } = await this.resolve(path);
    const text = body.text != null && CLEARED_TEXT.has(body.text) ? null : body.text;
    const status = (stored: { score: number | null; text: string | null } | null) => {
      const score = body.score !== undefined ? body.score : (stored?.score ?? null);
      const graded = score !== null || (text !== undefined ? text : (stored?.text ?? null)) !== null;
      return graded ? 'Graded' : 'NeedsGrading';
    };
    const grade = await this.gradebook.saveGrade(column.id, user.id, status, {
      score: body.score,
      text,
      notes: body.notes,
      feedback: body.feedback,
      exempt: body.exempt,
    });
    return presentGrade(column, user.id, grade);
  }

  private async resolve(path: GradePath): Promise<{ column: GradebookColumn; user: User }> {
    const { course, column } = await this.ids.courseColumn(path);
    const user = await this.ids.user(path.userId);
    if (!(await this.memberships.find(course, user))) {
      throw new NotFoundException(
        `User ${path.userId} has no grade in column ${path.columnId}: the user is not enrolled in course ${course.courseId}`,
      );
    }
    return { column, user };
  }
}
