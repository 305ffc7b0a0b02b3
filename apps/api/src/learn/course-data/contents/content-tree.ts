import { Prisma, type PrismaClient } from '@app/database';
import type { PageWindow } from '../../common/paging.js';
import { CONTENT_INCLUDE, type ContentRow } from './content-view.js';

/**
 * One page of every content beneath a folder (`recursive=true`), depth first: each item, then its
 * children by position. The filters run first, in SQL, as a Prisma where over the course; the
 * tree walk, its order and the page window then run in one recursive query.
 */
export async function descendantsPage(
  prisma: PrismaClient,
  scope: { courseId: number; folderId: number },
  where: Prisma.ContentWhereInput,
  window: PageWindow,
): Promise<ContentRow[]> {
  const filtered = Object.keys(where).length > 0;
  const matching = filtered
    ? (await prisma.content.findMany({ where: { courseId: scope.courseId, ...where }, select: { id: true } })).map(
        (row) => row.id,
      )
    : [];
  // The path of (position, id) pairs from the folder down sorts the tree depth first.
  const page = await prisma.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE tree (id, path) AS (
      SELECT id, ARRAY[position, id] FROM content WHERE parent_id = ${scope.folderId}
      UNION ALL
      SELECT child.id, tree.path || ARRAY[child.position, child.id]
      FROM content child JOIN tree ON child.parent_id = tree.id
    )
    SELECT id FROM tree
    ${filtered ? Prisma.sql`WHERE id = ANY(${matching}::int[])` : Prisma.empty}
    ORDER BY path
    OFFSET ${window.skip} LIMIT ${window.take}`;
  const ids = page.map((row) => row.id);
  const rows = await prisma.content.findMany({ where: { id: { in: ids } }, include: CONTENT_INCLUDE });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}
