import type { Prisma } from '@app/database';

type Tx = Prisma.TransactionClient;

/**
 * Positions are zero-based and dense among the children of a folder. Every change to a folder's
 * children first locks the folder's row, so concurrent inserts and moves cannot interleave.
 */
export async function lockFolders(tx: Tx, folderIds: number[]): Promise<void> {
  // In id order, so two transactions locking the same two folders cannot deadlock.
  for (const id of [...new Set(folderIds)].sort((a, b) => a - b)) {
    await tx.$executeRaw`SELECT 1 FROM content WHERE id = ${id} FOR UPDATE`;
  }
}

/** Makes room at `requested` (default: last; beyond the end: last) and returns the position taken. */
export async function placeAt(tx: Tx, folderId: number, requested: number | undefined, movingId?: number) {
  const siblings = { parentId: folderId, ...(movingId === undefined ? {} : { id: { not: movingId } }) };
  const count = await tx.content.count({ where: siblings });
  const position = Math.min(requested ?? count, count);
  await tx.content.updateMany({
    where: { ...siblings, position: { gte: position } },
    data: { position: { increment: 1 } },
  });
  return position;
}

/** Closes the gap a child leaves at `position` (moved away or deleted). */
export async function closeGap(tx: Tx, folderId: number, position: number, movingId?: number): Promise<void> {
  await tx.content.updateMany({
    where: {
      parentId: folderId,
      position: { gt: position },
      ...(movingId === undefined ? {} : { id: { not: movingId } }),
    },
    data: { position: { decrement: 1 } },
  });
}

/** The ids of a content and of everything beneath it. */
export async function subtreeIds(tx: Tx, rootId: number): Promise<number[]> {
  const ids = [rootId];
  for (let frontier = [rootId]; frontier.length > 0;) {
    const children = await tx.content.findMany({ where: { parentId: { in: frontier } }, select: { id: true } });
    frontier = children.map((child) => child.id);
    ids.push(...frontier);
  }
  return ids;
}
