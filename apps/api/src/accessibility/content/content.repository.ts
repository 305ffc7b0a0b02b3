import { Inject, Injectable } from '@nestjs/common';
import type { A11yContent, PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

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
   * Inserts the record unless this client already has one for the hash: INSERT ... ON CONFLICT
   * DO NOTHING on the unique (client_id, hash). Null when it existed, so of two simultaneous
   * uploads of one file exactly one gets the record.
   */
  async insertIfNew(content: NewContent): Promise<ContentRecord | null> {
    const [created] = await this.prisma.a11yContent.createManyAndReturn({ data: [content], skipDuplicates: true });
    return created ?? null;
  }

  /** The client's processed (success) records among `hashes`, in one query. */
  findSucceeded(clientId: number, hashes: string[]): Promise<ContentRecord[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.prisma.a11yContent.findMany({ where: { clientId, hash: { in: hashes }, status: 'success' } });
  }
}
