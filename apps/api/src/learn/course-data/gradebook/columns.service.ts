import { BadRequestException, Injectable } from '@nestjs/common';
import type { Course, GradebookColumn } from '@app/database';
import { dateOf } from '../../common/learn-dates.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { CoursePath } from '../../common/path-params.js';
import { conditionalField } from '../../common/validation.js';
import { ContentReferences } from '../contents/content-references.js';
import type { AnonymousGradingFields, CreateColumnBody, UpdateColumnBody } from './column-body.js';
import { presentColumn, type ColumnView } from './column-view.js';
import type { COLUMN_LIST } from './gradebook-lists.js';
import { GradebookRepository } from './gradebook.repository.js';
import type { ColumnPath } from './path-params.js';

type Anonymity = Pick<GradebookColumn, 'anonymousGradingType' | 'anonymousReleaseAfter'>;
const NOT_ANONYMOUS: Anonymity = { anonymousGradingType: 'None', anonymousReleaseAfter: null };

/** The gradebook columns of a course; a column may belong to a gradable content of the course. */
@Injectable()
export class ColumnsService {
  constructor(
    private readonly ids: PathIds,
    private readonly gradebook: GradebookRepository,
    private readonly contents: ContentReferences,
  ) {}

  async list(path: CoursePath, list: ListQueryOf<typeof COLUMN_LIST>): Promise<ColumnView[]> {
    const course = await this.ids.course(path.courseId);
    return (await this.gradebook.columns(course.id, list)).map(presentColumn);
  }

  async get(path: ColumnPath): Promise<ColumnView> {
    return presentColumn(await this.column(path));
  }

  async create(path: CoursePath, body: CreateColumnBody): Promise<ColumnView> {
    const course = await this.ids.course(path.courseId);
    const column = await this.gradebook.createColumn({
      ...(await this.writableFields(course, body, NOT_ANONYMOUS)),
      courseId: course.id,
      name: body.name,
      gradingType: body.grading?.type,
      scoreProviderHandle: body.scoreProviderHandle,
    });
    return presentColumn(column);
  }

  async update(path: ColumnPath, body: UpdateColumnBody): Promise<ColumnView> {
    const { course, column } = await this.ids.courseColumn(path);
    return presentColumn(await this.gradebook.updateColumn(column.id, await this.writableFields(course, body, column)));
  }

  /** The column and its grades. */
  async remove(path: ColumnPath): Promise<void> {
    await this.gradebook.deleteColumn((await this.column(path)).id);
  }

  private async column(path: ColumnPath): Promise<GradebookColumn> {
    return (await this.ids.courseColumn(path)).column;
  }

  /** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
  private async writableFields(course: Course, body: UpdateColumnBody, stored: Anonymity) {
    const grading = body.grading;
    return {
      contentId: await this.contentIdOf(course, body.contentId),
      externalId: body.externalId,
      name: body.name,
      displayName: body.displayName,
      description: body.description,
      externalGrade: body.externalGrade,
      scorePossible: body.score?.possible,
      available: body.availability?.available,
      gradingDue: dateOf(grading?.due),
      attemptsAllowed: grading?.attemptsAllowed,
      scoringModel: grading?.scoringModel,
      schemaId: grading?.schemaId,
      ...anonymity(grading?.anonymousGrading, stored),
      gradebookCategoryId: body.gradebookCategoryId,
      includeInCalculations: body.includeInCalculations,
      showStatisticsToStudents: body.showStatisticsToStudents,
    };
  }

  private async contentIdOf(course: Course, raw: string | null | undefined): Promise<number | null | undefined> {
    if (raw == null) return raw;
    return (await this.contents.inCourse(course, raw, 'contentId', { rootAllowed: false })).id;
  }
}

/** Anonymous grading: releaseAfter is required with type Date and meaningless with any other. */
function anonymity(sent: AnonymousGradingFields | undefined, stored: Anonymity): Anonymity {
  const type = sent?.type ?? stored.anonymousGradingType;
  const rule = { holds: type === 'Date', condition: 'grading.anonymousGrading.type is Date' };
  const releaseAfter = conditionalField(
    'grading.anonymousGrading.releaseAfter',
    rule,
    dateOf(sent?.releaseAfter),
    stored.anonymousReleaseAfter,
  );
  if (rule.holds && !releaseAfter) {
    throw new BadRequestException(
      'grading.anonymousGrading.releaseAfter is required when grading.anonymousGrading.type is Date',
    );
  }
  return { anonymousGradingType: type, anonymousReleaseAfter: releaseAfter };
}
