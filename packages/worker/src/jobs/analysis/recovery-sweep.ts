import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';
import type { WorkerLogger } from '../../worker-logger.js';
import { PeriodicSweep } from '../periodic-sweep.js';
import { AnalysisRecords } from './analysis-records.js';

/** A record untouched this long while pending or inprogress is looked at. */
const STALE_AFTER_MS = 60_000;
const INTERVAL_MS = 60_000;
const BATCH = 500;

/**
 * Re-sends the analysis job of every record left unfinished: pending after a crash between the
 * upload's insert and its send, or inprogress after its job ran out of retries. The queue keeps
 * one live job per record, so a record whose job is still queued, retrying or running gets no
 * second one: sweeping is always safe, from any number of workers. Runs at start, then every
 * minute.
 */
export class RecoverySweep extends PeriodicSweep {
  private readonly records: AnalysisRecords;

  constructor(
    prisma: PrismaClient,
    protected readonly queue: JobQueue,
    logger: WorkerLogger,
  ) {
    super(logger, INTERVAL_MS, 'recovery sweep');
    this.records = new AnalysisRecords(prisma);
  }

  async runOnce(now = Date.now()): Promise<number> {
    let sent = 0;
    for (const id of await this.unfinishedSince(new Date(now - STALE_AFTER_MS), BATCH)) {
      if (await this.resend(id)) sent++;
    }
    if (sent > 0) this.logger.info({ sent }, `recovery sweep re-queued ${sent} unfinished ${this.what}(s)`);
    return sent;
  }

  // What is swept: the analysis of content records here; subclasses sweep other records the same way.
  protected readonly what: string = 'content record';

  protected unfinishedSince(before: Date, limit: number): Promise<number[]> {
    return this.records.unfinishedSince(before, limit);
  }

  protected resend(contentId: number): Promise<string | null> {
    return this.queue.send('a11y-analysis', { contentId });
  }
}
