import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';
import type { WorkerLogger } from '../../worker-logger.js';
import { RecoverySweep } from '../analysis/recovery-sweep.js';
import { FormatRecords } from './format-records.js';

/**
 * The analysis's recovery sweep for requested formats: re-sends the job of every format record left
 * pending (the API died between its insert and its send) or inprogress (its job ran out of retries).
 * The queue keeps one live job per record, so sweeping never doubles work.
 */
export class FormatRecoverySweep extends RecoverySweep {
  protected override readonly what = 'format record';
  private readonly formats: FormatRecords;

  constructor(prisma: PrismaClient, queue: JobQueue, logger: WorkerLogger) {
    super(prisma, queue, logger);
    this.formats = new FormatRecords(prisma);
  }

  protected override unfinishedSince(before: Date, limit: number): Promise<number[]> {
    return this.formats.unfinishedSince(before, limit);
  }

  protected override resend(formatId: number): Promise<string | null> {
    return this.queue.send('a11y-format', { formatId });
  }
}
