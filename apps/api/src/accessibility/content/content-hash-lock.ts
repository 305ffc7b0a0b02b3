import type { Prisma } from '@app/database';

/**
 * A lock on one content hash, held until the end of the transaction. Blobs are shared: one per
 * distinct file, needed by every record of its hash, whichever client's. Storing a blob and then
 * inserting the record that needs it (an upload) holds the lock shared, so uploads of the same
 * file never wait for each other; removing a blob because no record needs it any more (a client's
 * deletion) holds it exclusive, between its check and the removal. So a removal can never fall
 * between an upload's store and its insert: either it runs first and the upload stores the blob
 * again, or it runs after the insert is committed, sees that record and keeps the blob.
 */
// Two-key advisory locks in a class of their own: they cannot collide with one-key locks
// (migrations, pg-boss). Two hashes with the same hashtext merely wait for each other.
const CONTENT_HASH_LOCKS = 0x0a11b10b;

export async function lockContentHash(
  tx: Prisma.TransactionClient,
  hash: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  if (mode === 'shared') {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(${CONTENT_HASH_LOCKS}::int, hashtext(${hash}))`;
  } else {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CONTENT_HASH_LOCKS}::int, hashtext(${hash}))`;
  }
}

/** Storing a large blob (an fsync) may take a while; so may waiting for a removal to finish. */
export const HASH_LOCKED_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };
