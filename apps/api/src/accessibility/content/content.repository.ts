import { Inject, Injectable } from '@nestjs/common';
import type { A11yContent, PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';
import { HASH_LOCKED_TRANSACTION, lockContentHash } from './content-hash-lock.js';

export type ContentRecord = A11yContent;

export interface NewContent {
  clientId: number;
  hash: string;
  fileName: string | null;
  mimeType: string;
  fileType: string;
  size: number;
}

/** The API's reads and writes of a11y_content: one client's uploaded files. */
@Injectable()
export class ContentRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(clientId: number, hash: string): Promise<ContentRecord | null> {
    return this.prisma.a11yContent.findUnique({ where: { clientId_hash: { clientId, hash } } });
  }

  /**
   * Stores the file's blob (`storeBlob`), then inserts the record unless this client already has
   * one for the hash: INSERT ... ON CONFLICT DO NOTHING on the unique (client_id, hash). Null when
   * it existed, so of two simultaneous uploads of one file exactly one gets the record. Both under
   * the hash's lock, so that a client's deletion cannot remove the blob in between.
   */
  insertIfNew(content: NewContent, storeBlob: () => Promise<void>): Promise<ContentRecord | null> {
    return this.prisma.$transaction(async (tx) => {
      await lockContentHash(tx, content.hash, 'shared');
      await storeBlob();
      const [created] = await tx.a11yContent.createManyAndReturn({ data: [content], skipDuplicates: true });
      return created ?? null;
    }, HASH_LOCKED_TRANSACTION);
  }

  /**
   * Takes the client's record of `hash` from failed back to pending, as new: no error, no attempts.
   * Conditional on `failed`, so of simultaneous resets exactly one gets the record (null for the
   * others, and when there is no failed record). `storeBlob`, run once the reset is certain and
   * before it is committed, stores the file again under the hash's lock, as an upload does.
   */
  resetFailed(
    clientId: number,
    hash: string,
    storeBlob: () => Promise<void> = async () => {},
  ): Promise<ContentRecord | null> {
    return this.prisma.$transaction(async (tx) => {
      await lockContentHash(tx, hash, 'shared');
      const [reset] = await tx.a11yContent.updateManyAndReturn({
        where: { clientId, hash, status: 'failed' },
        data: { status: 'pending', error: null, attempts: 0, startedAt: null, finishedAt: null },
      });
      if (reset) await storeBlob();
      return reset ?? null;
    }, HASH_LOCKED_TRANSACTION);
  }

  /** Up to `limit` hashes of the client's records, oldest first. */
  async hashesOf(clientId: number, limit: number): Promise<string[]> {
    const rows = await this.prisma.a11yContent.findMany({
      where: { clientId },
      select: { hash: true },
      orderBy: { id: 'asc' },
      take: limit,
    });
    return rows.map((row) => row.hash);
  }

  /**
   * Deletes the client's record of `hash` and, when no record of any client needs the hash's blobs
   * any more, runs `removeBlobs`: both under the hash's exclusive lock, in one transaction.
   */
  removeRecord(clientId: number, hash: string, removeBlobs: () => Promise<void>): Promise<void> {
    return this.prisma.$transaction(async (tx) => {
      await lockContentHash(tx, hash, 'exclusive');
      await tx.a11yContent.deleteMany({ where: { clientId, hash } });
      if (!(await tx.a11yContent.findFirst({ where: { hash }, select: { id: true } }))) await removeBlobs();
    }, HASH_LOCKED_TRANSACTION);
  }

  /** The client's processed (success) records among `hashes`, in one query. */
  findSucceeded(clientId: number, hashes: string[]): Promise<ContentRecord[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.prisma.a11yContent.findMany({ where: { clientId, hash: { in: hashes }, status: 'success' } });
  }
}
