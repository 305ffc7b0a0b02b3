import { Inject, Injectable } from '@nestjs/common';
import type { A11yContentRemediation, PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';

export type RemediationRecord = A11yContentRemediation;

/** The API's reads and writes of a11y_content_remediation (one record per file). */
@Injectable()
export class ContentRemediationRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(contentId: number): Promise<RemediationRecord | null> {
    return this.prisma.a11yContentRemediation.findUnique({ where: { contentId } });
  }

  /**
   * The file's record, created pending if there is none: INSERT ... ON CONFLICT DO NOTHING on the
   * unique content, then read, so that of concurrent requests exactly one creates it (and queues its job).
   */
  async findOrCreate(contentId: number): Promise<{ record: RemediationRecord; created: boolean }> {
    const [created] = await this.prisma.a11yContentRemediation.createManyAndReturn({
      data: [{ contentId }],
      skipDuplicates: true,
    });
    if (created) return { record: created, created: true };
    return {
      record: await this.prisma.a11yContentRemediation.findUniqueOrThrow({ where: { contentId } }),
      created: false,
    };
  }

  /** A success whose blob is gone goes back to pending, to be made again. */
  reset(id: number): Promise<RemediationRecord> {
    return this.prisma.a11yContentRemediation.update({
      where: { id },
      data: {
        status: 'pending',
        blobKey: null,
        contentType: null,
        fileName: null,
        size: null,
        attempts: 0,
      },
    });
  }
}
