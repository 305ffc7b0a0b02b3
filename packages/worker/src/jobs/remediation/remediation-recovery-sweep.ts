import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';
import type { WorkerLogger } from '../../worker-logger.js';
import { RecoverySweep } from '../analysis/recovery-sweep.js';
import { RemediationRecords } from './remediation-records.js';

/**
 * The analysis's recovery sweep for corrected copies, as the formats': re-sends the job of every
 * remediation record left pending (the API died between its insert and its send) or inprogress (its
 * job ran out of retries). The queue keeps one live job per record, so sweeping never doubles work.
 */
export class RemediationRecoverySweep extends RecoverySweep {
  protected override readonly what = 'remediation record';
  private readonly remediations: RemediationRecords;

  constructor(prisma: PrismaClient, queue: JobQueue, logger: WorkerLogger) {
    super(prisma, queue, logger);
    this.remediations = new RemediationRecords(prisma);
  }

  protected override unfinishedSince(before: Date, limit: number): Promise<number[]> {
    return this.remediations.unfinishedSince(before, limit);
  }

  protected override resend(remediationId: number): Promise<string | null> {
    return this.queue.send('a11y-remediation', { remediationId });
  }
}
