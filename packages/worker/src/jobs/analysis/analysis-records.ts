import { Prisma, type PrismaClient } from '@app/database';
import type { AnalysisResult, FileType } from '@app/analysis';
import { analysisEnded, WebhookStore } from '@app/webhooks';
import { silentLogger } from '../../worker-logger.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.js';
import type { RecordProgress } from './progress-writer.js';

export interface ClaimedRecord {
  id: number;
  hash: string;
  fileType: FileType;
  mimeType: string;
  size: number;
  /** Including this one. */
  attempts: number;
}

/** What a finished record's webhook event is made of. */
const ENDED = { clientId: true, hash: true, status: true, error: true, finishedAt: true } as const;

/**
 * The worker's reads and writes of a11y_content. Every transition is conditional on the status it
 * leaves, so a duplicate or late job can never undo a finished record. A record's end and its
 * webhook deliveries (content.analysed, content.failed) are written in one transaction.
 */
export class AnalysisRecords {
  constructor(
    private readonly prisma: PrismaClient,
    // Without a queue, deliveries are recorded and sent by the webhook sweep.
    private readonly outbox = new WebhookOutbox(new WebhookStore(prisma), null, silentLogger),
  ) {}

  /**
   * Takes the record for one attempt (pending or inprogress → inprogress); null if it is finished or
   * gone. The attempt starts with no progress: an earlier attempt's is not this one's.
   */
  async claim(id: number): Promise<ClaimedRecord | null> {
    const [record] = await this.prisma.a11yContent.updateManyAndReturn({
      where: { id, status: { in: ['pending', 'inprogress'] } },
      data: { status: 'inprogress', attempts: { increment: 1 }, startedAt: new Date(), progress: Prisma.DbNull },
      select: { id: true, hash: true, fileType: true, mimeType: true, size: true, attempts: true },
    });
    return record ? { ...record, fileType: record.fileType as FileType } : null;
  }

  /** `previewKey`: the blob of the stored PDF preview, stored before this (never a key without a blob). */
  async succeed(id: number, result: AnalysisResult, previewKey: string | null): Promise<void> {
    await this.end(id, {
      status: 'success',
      error: null,
      feedback: result.feedback as unknown as Prisma.InputJsonValue,
      pageCount: result.pageCount,
      isSeizureInducing: result.isSeizureInducing,
      language: result.language ?? null,
      previewKey,
      progress: Prisma.DbNull,
      finishedAt: new Date(),
    });
  }

  async fail(id: number, reason: string): Promise<void> {
    await this.end(id, { status: 'failed', error: reason, progress: Prisma.DbNull, finishedAt: new Date() });
  }

  /** inprogress → success | failed, with the event's webhook deliveries; then their jobs sent. */
  private async end(id: number, data: Prisma.A11yContentUpdateManyMutationInput): Promise<void> {
    const deliveries = await this.prisma.$transaction(async (tx) => {
      const [ended] = await tx.a11yContent.updateManyAndReturn({
        where: { id, status: 'inprogress' },
        data,
        select: ENDED,
      });
      return ended
        ? this.outbox.record(tx, analysisEnded({ ...ended, status: ended.status as 'success' | 'failed' }))
        : [];
    });
    await this.outbox.dispatch(deliveries);
  }

  /**
   * How far the record's running attempt has got. Only while that attempt holds the record: never
   * over a finished record, nor over a later attempt's progress.
   */
  async recordProgress(record: Pick<ClaimedRecord, 'id' | 'attempts'>, progress: RecordProgress): Promise<void> {
    await this.prisma.a11yContent.updateMany({
      where: { id: record.id, status: 'inprogress', attempts: record.attempts },
      data: { progress },
    });
  }

  /**
   * Records not finished and untouched since `before`: pending ones whose job may never have been
   * sent (a crash between the upload's insert and its send), inprogress ones whose job may have
   * run out of retries. Oldest first.
   */
  async unfinishedSince(before: Date, limit: number): Promise<number[]> {
    const rows = await this.prisma.a11yContent.findMany({
      where: { status: { in: ['pending', 'inprogress'] }, modified: { lt: before } },
      select: { id: true },
      orderBy: { modified: 'asc' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }
}
