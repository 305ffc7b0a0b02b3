import type { Prisma, PrismaClient } from '@app/database';
import type { FileType } from '@app/analysis';
import { formatEnded, WebhookStore } from '@app/webhooks';
import { silentLogger } from '../../worker-logger.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.js';

export interface ClaimedFormat {
  id: number;
  format: string;
  /** Including this one. */
  attempts: number;
  content: {
    hash: string;
    fileType: FileType;
    mimeType: string;
    size: number;
    fileName: string | null;
    previewKey: string | null;
  };
}

export interface ProducedFormat {
  blobKey: string;
  contentType: string;
  fileName: string;
  size: number;
}

/**
 * The worker's reads and writes of a11y_content_format. As for the analysis, every transition is
 * conditional on the status it leaves: a duplicate or late job never undoes a finished record; a
 * record's end and its webhook deliveries (format.ready, format.failed) are written together.
 */
export class FormatRecords {
  constructor(
    private readonly prisma: PrismaClient,
    // Without a queue, deliveries are recorded and sent by the webhook sweep.
    private readonly outbox = new WebhookOutbox(new WebhookStore(prisma), null, silentLogger),
  ) {}

  /** Takes the record for one attempt (pending or inprogress → inprogress); null if finished or gone. */
  async claim(id: number): Promise<ClaimedFormat | null> {
    const [claimed] = await this.prisma.a11yContentFormat.updateManyAndReturn({
      where: { id, status: { in: ['pending', 'inprogress'] } },
      data: { status: 'inprogress', attempts: { increment: 1 }, startedAt: new Date() },
      select: { id: true, format: true, attempts: true, contentId: true },
    });
    if (!claimed) return null;
    const content = await this.prisma.a11yContent.findUnique({
      where: { id: claimed.contentId },
      select: { hash: true, fileType: true, mimeType: true, size: true, fileName: true, previewKey: true },
    });
    if (!content) return null; // deleted with its client meanwhile (the cascade removes this record too)
    return { ...claimed, content: { ...content, fileType: content.fileType as FileType } };
  }

  /** `produced.blobKey`: stored before this, so a record never names a missing blob. */
  async succeed(id: number, produced: ProducedFormat): Promise<void> {
    await this.end(id, { status: 'success', error: null, ...produced, finishedAt: new Date() });
  }

  async fail(id: number, reason: string): Promise<void> {
    await this.end(id, { status: 'failed', error: reason, finishedAt: new Date() });
  }

  /** inprogress → success | failed, with the event's webhook deliveries; then their jobs sent. */
  private async end(id: number, data: Prisma.A11yContentFormatUpdateManyMutationInput): Promise<void> {
    const deliveries = await this.prisma.$transaction(async (tx) => {
      const [ended] = await tx.a11yContentFormat.updateManyAndReturn({
        where: { id, status: 'inprogress' },
        data,
        select: {
          format: true,
          status: true,
          error: true,
          finishedAt: true,
          content: { select: { clientId: true, hash: true } },
        },
      });
      if (!ended) return [];
      const { content, ...format } = ended;
      return this.outbox.record(
        tx,
        formatEnded({ ...content, ...format, status: format.status as 'success' | 'failed' }),
      );
    });
    await this.outbox.dispatch(deliveries);
  }

  /** Records not finished and untouched since `before` (see RecoverySweep). Oldest first. */
  async unfinishedSince(before: Date, limit: number): Promise<number[]> {
    const rows = await this.prisma.a11yContentFormat.findMany({
      where: { status: { in: ['pending', 'inprogress'] }, modified: { lt: before } },
      select: { id: true },
      orderBy: { modified: 'asc' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }
}
