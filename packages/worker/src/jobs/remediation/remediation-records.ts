import type { Prisma, PrismaClient } from '@app/database';
import type { RemediatedFile } from '@app/alternative-formats';
import type { FileType } from '@app/analysis';
import type { RefusalReason } from '@app/remediation';

export interface ClaimedRemediation {
  id: number;
  /** Including this one. */
  attempts: number;
  content: { hash: string; fileType: FileType; mimeType: string; size: number; fileName: string | null };
}

/** `blobKey`: stored before this, so a record never names a missing blob. */
export type MadeRemediation = Omit<RemediatedFile, 'changes' | 'leftForPerson'> & {
  blobKey: string;
  contentType: string;
  changes: Prisma.InputJsonValue;
  leftForPerson: Prisma.InputJsonValue;
};

/**
 * The worker's reads and writes of a11y_content_remediation, as FormatRecords' of the formats: every
 * transition is conditional on the status it leaves, so a duplicate or late job never undoes a
 * finished record.
 */
export class RemediationRecords {
  constructor(private readonly prisma: PrismaClient) {}

  /** Takes the record for one attempt (pending or inprogress → inprogress); null if finished or gone. */
  async claim(id: number): Promise<ClaimedRemediation | null> {
    const [claimed] = await this.prisma.a11yContentRemediation.updateManyAndReturn({
      where: { id, status: { in: ['pending', 'inprogress'] } },
      data: { status: 'inprogress', attempts: { increment: 1 }, startedAt: new Date() },
      select: { id: true, attempts: true, contentId: true },
    });
    if (!claimed) return null;
    const content = await this.prisma.a11yContent.findUnique({
      where: { id: claimed.contentId },
      select: { hash: true, fileType: true, mimeType: true, size: true, fileName: true },
    });
    if (!content) return null; // deleted with its client meanwhile (the cascade removes this record too)
    return {
      id: claimed.id,
      attempts: claimed.attempts,
      content: { ...content, fileType: content.fileType as FileType },
    };
  }

  succeed(id: number, made: MadeRemediation): Promise<void> {
    return this.end(id, { status: 'success', error: null, refusal: null, ...made, finishedAt: new Date() });
  }

  /** `refusal`: the remediation's reason when it refused the file; null when it failed otherwise (a bound). */
  fail(id: number, error: string, refusal: RefusalReason | null): Promise<void> {
    return this.end(id, { status: 'failed', error, refusal, finishedAt: new Date() });
  }

  private async end(id: number, data: Prisma.A11yContentRemediationUpdateManyMutationInput): Promise<void> {
    await this.prisma.a11yContentRemediation.updateMany({ where: { id, status: 'inprogress' }, data });
  }

  /** Records not finished and untouched since `before` (see RecoverySweep). Oldest first. */
  async unfinishedSince(before: Date, limit: number): Promise<number[]> {
    const rows = await this.prisma.a11yContentRemediation.findMany({
      where: { status: { in: ['pending', 'inprogress'] }, modified: { lt: before } },
      select: { id: true },
      orderBy: { modified: 'asc' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }
}
