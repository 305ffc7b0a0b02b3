import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Course, GradebookColumn, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { dateOf } from '../../common/learn-dates.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import { conditionalField } from '../../common/validation.js';
import { ContentReferences } from '../contents/content-references.js';
import type { AnonymousGradingFields, CreateColumnBody, UpdateColumnBody } from './column-body.js';
import type { COLUMN_LIST } from './gradebook-lists.js';

type Anonymity = Pick<GradebookColumn, 'anonymousGradingType' | 'anonymousReleaseAfter'>;
const NOT_ANONYMOUS: Anonymity = { anonymousGradingType: 'None', anonymousReleaseAfter: null };

/** The gradebook columns of a course; a column may belong to a gradable content of the course. */
@Injectable()
export class ColumnsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
    private readonly contents: ContentReferences,
  ) {}

  async list(courseId: string, list: ListQueryOf<typeof COLUMN_LIST>): Promise<GradebookColumn[]> {
    const course = await this.ids.course(courseId);
    return this.prisma.gradebookColumn.findMany({
      where: { courseId: course.id, ...list.where },
      orderBy: list.orderBy,
      skip: list.window.skip,
      take: list.window.take,
    });
  }

  async get(courseId: string, columnId: string): Promise<GradebookColumn> {
    return this.ids.column(await this.ids.course(courseId), columnId);
  }

  async create(courseId: string, dto: CreateColumnBody): Promise<GradebookColumn> {
    const course = await this.ids.course(courseId);
    return this.prisma.gradebookColumn.create({
      data: {
        ...(await this.writableFields(course, dto, NOT_ANONYMOUS)),
        courseId: course.id,
        name: dto.name,
        gradingType: dto.grading?.type,
        scoreProviderHandle: dto.scoreProviderHandle,
      },
    });
  }

  async update(courseId: string, columnId: string, dto: UpdateColumnBody): Promise<GradebookColumn> {
    const course = await this.ids.course(courseId);
    const column = await this.ids.column(course, columnId);
    return this.prisma.gradebookColumn.update({
      where: { id: column.id },
      data: await this.writableFields(course, dto, column),
    });
  }

  /** The column and its grades. */
  async remove(courseId: string, columnId: string): Promise<void> {
    const column = await this.ids.column(await this.ids.course(courseId), columnId);
    await this.prisma.gradebookColumn.delete({ where: { id: column.id } });
  }

  /** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
  private async writableFields(course: Course, dto: UpdateColumnBody, stored: Anonymity) {
    const grading = dto.grading;
    return {
      contentId: await this.contentIdOf(course, dto.contentId),
      externalId: dto.externalId,
      name: dto.name,
      displayName: dto.displayName,
      description: dto.description,
      externalGrade: dto.externalGrade,
      scorePossible: dto.score?.possible,
      available: dto.availability?.available,
      gradingDue: dateOf(grading?.due),
      attemptsAllowed: grading?.attemptsAllowed,
      scoringModel: grading?.scoringModel,
      schemaId: grading?.schemaId,
      ...anonymity(grading?.anonymousGrading, stored),
      gradebookCategoryId: dto.gradebookCategoryId,
      includeInCalculations: dto.includeInCalculations,
      showStatisticsToStudents: dto.showStatisticsToStudents,
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
