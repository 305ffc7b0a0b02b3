import type { JobQueue } from '@app/queue';
import { queueAnalysis, type QueueWarnings } from '../content/analysis-jobs.js';
import type { ContentRecord, ContentRepository } from '../content/content.repository.js';

/**
 * The job of a failed analysis ends just after it failed the record (milliseconds, as a rule), and
 * until then the queue refuses another job for the record: a retry waits for it at most this long.
 */
const LAST_JOB_ENDING_MS = 5_000;

/** What asking for a file's analysis again did. */
export type RetryOutcome =
  /** It had failed: reset to pending (no error, no attempts) and its job sent. */
  | { kind: 'queued'; record: ContentRecord }
  /** It is pending, inprogress or success (perhaps reset a moment ago by a simultaneous retry): nothing done. */
  | { kind: 'not_failed'; record: ContentRecord }
  /** The client has no file with this hash. */
  | { kind: 'unknown' };

/**
 * Starting a failed file's analysis again: the one way it is done, whether the client uploads the
 * same bytes again, calls POST .../content/{hash}/retry, or an operator runs `a11y:content:retry`.
 * Only a failed record is reset, and of simultaneous requests only one resets it (the repository's
 * reset is conditional), so one analysis is sent however many ask.
 */
export class ContentRetries {
  constructor(
    private readonly contents: ContentRepository,
    private readonly queue: JobQueue,
    private readonly logger: QueueWarnings,
  ) {}

  /** `storeBlob`: the file's bytes at hand (an upload) are stored again with the reset. */
  async retryFailed(clientId: number, hash: string, storeBlob?: () => Promise<void>): Promise<RetryOutcome> {
    const reset = await this.contents.resetFailed(clientId, hash, storeBlob);
    if (reset) {
      await queueAnalysis(this.queue, reset.id, this.logger, { whileDuplicateMs: LAST_JOB_ENDING_MS });
      return { kind: 'queued', record: reset };
    }
    const record = await this.contents.find(clientId, hash);
    if (!record) return { kind: 'unknown' };
    // It failed between the two reads (an analysis that was running ended): reset it now.
    if (record.status === 'failed') return this.retryFailed(clientId, hash, storeBlob);
    return { kind: 'not_failed', record };
  }
}

const STATE: Record<ContentRecord['status'], string> = {
  pending: 'its analysis is queued',
  inprogress: 'it is being analysed',
  success: 'its analysis succeeded',
  failed: 'its analysis failed',
};

/** Why a file that has not failed is not analysed again: the 409's message, the CLI's error. */
export function notFailed(record: ContentRecord): string {
  return `Content ${record.hash} is ${record.status} (${STATE[record.status]}): only a failed analysis can be retried`;
}
