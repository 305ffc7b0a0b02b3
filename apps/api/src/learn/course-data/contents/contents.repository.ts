import { Inject, Injectable } from '@nestjs/common';
import type { Content, Prisma, PrismaClient } from '@app/database';
import { PRISMA } from '../../../platform/tokens.js';
import { pageArgs, type ListQueryOf } from '../../common/list-query/list-query.decorator.js';
import type { CONTENT_LIST } from './content-list.js';
import { closeGap, lockFolders, placeAt, subtreeIds } from './content-positions.js';
import { descendantsPage } from './content-tree.js';
import { CONTENT_INCLUDE, type ContentRow } from './content-view.js';

/** Where a content goes: a folder, and a position in it (omitted: last, or its own when `keepPosition`). */
export interface Placement {
  folderId: number;
  position: number | undefined;
  keepPosition: boolean;
}

/**
 * The content table and its tree: positions stay dense among a folder's children, each change
 * locking the folders it touches (content-positions.ts).
 */
@Injectable()
export class ContentsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  children(courseId: number, folderId: number, list: ListQueryOf<typeof CONTENT_LIST>): Promise<ContentRow[]> {
    return this.prisma.content.findMany({
      where: { courseId, parentId: folderId, ...list.where },
      ...pageArgs(list),
      include: CONTENT_INCLUDE,
    });
  }

  /** Everything beneath the folder, depth first. */
  descendants(courseId: number, folderId: number, list: ListQueryOf<typeof CONTENT_LIST>): Promise<ContentRow[]> {
    return descendantsPage(this.prisma, { courseId, folderId }, list.where, list.window);
  }

  read(id: number): Promise<ContentRow> {
    return this.prisma.content.findUniqueOrThrow({ where: { id }, include: CONTENT_INCLUDE });
  }

  find(id: number): Promise<Content | null> {
    return this.prisma.content.findUnique({ where: { id } });
  }

  create(
    folderId: number,
    position: number | undefined,
    data: Omit<Prisma.ContentUncheckedCreateInput, 'parentId' | 'position'>,
  ): Promise<ContentRow> {
    return this.prisma.$transaction(async (tx) => {
      await lockFolders(tx, [folderId]);
      const placed = await placeAt(tx, folderId, position);
      return tx.content.create({ data: { ...data, parentId: folderId, position: placed }, include: CONTENT_INCLUDE });
    });
  }

  /** The fields, and with a placement the move or reorder, in one transaction. */
  update(content: Content, data: Prisma.ContentUncheckedUpdateInput, placement: Placement | null): Promise<ContentRow> {
    return this.prisma.$transaction(async (tx) => {
      let placed = {};
      if (placement) {
        const { folderId } = placement;
        await lockFolders(tx, [content.parentId!, folderId]);
        const current = await tx.content.findUniqueOrThrow({ where: { id: content.id } });
        await closeGap(tx, current.parentId!, current.position, current.id);
        const requested = placement.position ?? (placement.keepPosition ? current.position : undefined);
        placed = { parentId: folderId, position: await placeAt(tx, folderId, requested, current.id) };
      }
      return tx.content.update({ where: { id: content.id }, data: { ...data, ...placed }, include: CONTENT_INCLUDE });
    });
  }

  /** With `withColumns`, the gradebook columns of the content and of its descendants go too. */
  async delete(content: Content, withColumns: boolean): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await lockFolders(tx, [content.parentId!]);
      const current = await tx.content.findUniqueOrThrow({ where: { id: content.id } });
      if (withColumns) {
        await tx.gradebookColumn.deleteMany({ where: { contentId: { in: await subtreeIds(tx, content.id) } } });
      }
      await tx.content.delete({ where: { id: content.id } });
      await closeGap(tx, current.parentId!, current.position);
    });
  }
}
