import { Inject, Injectable } from '@nestjs/common';
import type { A11yContentFormat, PrismaClient } from '@app/database';
import { PRISMA } from '../../platform/tokens.js';
import type { ContentRecord } from '../content/content.repository.js';

export type FormatRecord = A11yContentFormat;

/** The API's reads and writes of a11y_content_format and of a file's format switches. */
@Injectable()
export class ContentFormatsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * The record of `format` for the file, created pending if there is none: INSERT ... ON CONFLICT
   * DO NOTHING on the unique (content, format), then read, so that of concurrent requests exactly
   * one creates it. `created` says whether this call did.
   */
  async findOrCreate(contentId: number, format: string): Promise<{ record: FormatRecord; created: boolean }> {
    const [created] = await this.prisma.a11yContentFormat.createManyAndReturn({
      data: [{ contentId, format }],
      skipDuplicates: true,
    });
    if (created) return { record: created, created: true };
    const record = await this.prisma.a11yContentFormat.findUniqueOrThrow({
      where: { contentId_format: { contentId, format } },
    });
    return { record, created: false };
  }

  /** A success whose blob is gone goes back to pending, to be made again. */
  reset(id: number): Promise<FormatRecord> {
    return this.prisma.a11yContentFormat.update({
      where: { id },
      data: { status: 'pending', blobKey: null, contentType: null, fileName: null, size: null, attempts: 0 },
    });
  }

  /** Sets the switches given; the updated content record. */
  setSwitches(
    contentId: number,
    switches: { formatsAvailable?: boolean; formatsVisible?: boolean },
  ): Promise<ContentRecord> {
    return this.prisma.a11yContent.update({ where: { id: contentId }, data: switches });
  }
}
