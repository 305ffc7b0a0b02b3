import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Content, Course, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import type { ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import { PathIds } from '../../common/path-ids.service.js';
import type { CreateContentBody, UpdateContentBody } from './content-body.js';
import type { CONTENT_LIST } from './content-list.js';
import { closeGap, lockFolders, placeAt, subtreeIds } from './content-positions.js';
import { descendantsPage } from './content-tree.js';
import { CONTAINER_HANDLERS, CONTENT_INCLUDE, type ContentRow } from './content-view.js';
import { ContentReferences } from './content-references.js';

/**
 * The content tree of a course. Its hidden ROOT folder ("root" in paths) holds the top-level
 * items; it cannot be changed or deleted.
 */
@Injectable()
export class ContentsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ids: PathIds,
    private readonly references: ContentReferences,
  ) {}

  /** The folder's children, or with `recursive=true` everything beneath it, as the query filters them. */
  async children(courseId: string, folderId: string, list: ListQueryOf<typeof CONTENT_LIST>): Promise<ContentRow[]> {
    const course = await this.ids.course(courseId);
    const folder = await this.ids.content(course, folderId);
    const { where, orderBy, window } = list;
    if (list.option('recursive')) {
      return descendantsPage(this.prisma, { courseId: course.id, folderId: folder.id }, where, window);
    }
    return this.prisma.content.findMany({
      where: { courseId: course.id, parentId: folder.id, ...where },
      orderBy,
      skip: window.skip,
      take: window.take,
      include: CONTENT_INCLUDE,
    });
  }

  async get(courseId: string, contentId: string): Promise<ContentRow> {
    const course = await this.ids.course(courseId);
    const content = await this.ids.content(course, contentId);
    return this.prisma.content.findUniqueOrThrow({ where: { id: content.id }, include: CONTENT_INCLUDE });
  }

  async create(courseId: string, folderId: string, dto: CreateContentBody): Promise<ContentRow> {
    const course = await this.ids.course(courseId);
    const folder = await this.ids.content(course, folderId);
    assertContainer(folder, folderId);
    return this.prisma.$transaction(async (tx) => {
      await lockFolders(tx, [folder.id]);
      const position = await placeAt(tx, folder.id, dto.position);
      return tx.content.create({
        data: {
          ...writableFields(dto),
          title: dto.title,
          courseId: course.id,
          parentId: folder.id,
          position,
          contentHandlerId: dto.contentHandler?.id,
        },
        include: CONTENT_INCLUDE,
      });
    });
  }

  async update(courseId: string, contentId: string, dto: UpdateContentBody): Promise<ContentRow> {
    const course = await this.ids.course(courseId);
    const content = await this.ids.content(course, contentId);
    if (content.isRoot) throw new BadRequestException(`The ROOT folder of course ${course.courseId} cannot be changed`);
    const target = dto.parentId === undefined ? null : await this.newParent(course, content, dto.parentId);
    const moving = target !== null && target.id !== content.parentId;
    const repositioning = dto.position !== undefined && dto.position !== content.position;

    return this.prisma.$transaction(async (tx) => {
      let placement = {};
      if (moving || repositioning) {
        const folderId = moving ? target.id : content.parentId!;
        await lockFolders(tx, [content.parentId!, folderId]);
        const current = await tx.content.findUniqueOrThrow({ where: { id: content.id } });
        await closeGap(tx, current.parentId!, current.position, current.id);
        const requested = dto.position ?? (moving ? undefined : current.position);
        placement = { parentId: folderId, position: await placeAt(tx, folderId, requested, current.id) };
      }
      return tx.content.update({
        where: { id: content.id },
        data: { ...writableFields(dto), ...placement },
        include: CONTENT_INCLUDE,
      });
    });
  }

  /** With deleteGrades, the gradebook columns of the content and of its descendants go too. */
  async remove(courseId: string, contentId: string, deleteGrades: boolean): Promise<void> {
    const course = await this.ids.course(courseId);
    const content = await this.ids.content(course, contentId);
    if (content.isRoot) throw new BadRequestException(`The ROOT folder of course ${course.courseId} cannot be deleted`);
    await this.prisma.$transaction(async (tx) => {
      await lockFolders(tx, [content.parentId!]);
      const current = await tx.content.findUniqueOrThrow({ where: { id: content.id } });
      if (deleteGrades) {
        await tx.gradebookColumn.deleteMany({ where: { contentId: { in: await subtreeIds(tx, content.id) } } });
      }
      await tx.content.delete({ where: { id: content.id } });
      await closeGap(tx, current.parentId!, current.position);
    });
  }

  /** A folder of the same course that is neither the content itself nor beneath it. */
  private async newParent(course: Course, content: Content, rawParentId: string): Promise<Content> {
    const parent = await this.references.inCourse(course, rawParentId, 'parentId', { rootAllowed: true });
    assertContainer(parent, rawParentId);
    for (let node: Content | null = parent; node;) {
      if (node.id === content.id) {
        throw new BadRequestException(
          `parentId ${rawParentId}: a content cannot be moved into itself or beneath itself`,
        );
      }
      node = node.parentId === null ? null : await this.prisma.content.findUnique({ where: { id: node.parentId } });
    }
    return parent;
  }
}

function assertContainer(folder: Content, rawId: string): void {
  if (!CONTAINER_HANDLERS.has(folder.contentHandlerId)) {
    throw new BadRequestException(`Content ${rawId} cannot have children: it is a ${folder.contentHandlerId}`);
  }
}

/** The columns a create and an update write alike; undefined (omitted) leaves a column as it is. */
function writableFields(dto: UpdateContentBody) {
  return {
    title: dto.title,
    body: dto.body,
    description: dto.description,
    launchInNewWindow: dto.launchInNewWindow,
    reviewable: dto.reviewable,
    available: dto.availability?.available,
    allowGuests: dto.availability?.allowGuests,
    allowObservers: dto.availability?.allowObservers,
  };
}
