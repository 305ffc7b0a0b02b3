import { setTimeout as sleep } from 'node:timers/promises';
import type { JobQueue } from '@app/queue';

/** Where a job that could not be sent is told of: Nest's Logger in the API, the runtime's in the CLI. */
export interface QueueWarnings {
  warn(details: object, message: string): void;
}

const DUPLICATE_PAUSE_MS = 100;

/**
 * Sends the analysis job of a pending record. A queue that cannot take it now does not fail the
 * caller: the record is pending without a job, and the workers' recovery sweep sends it within
 * minutes. A record analysed before may still have its last job ending (a worker fails the record
 * just before its job completes), which the queue counts as live and so refuses another for the
 * record: `whileDuplicateMs` keeps asking that long, after which the sweep sends it.
 */
export async function queueAnalysis(
  queue: JobQueue,
  contentId: number,
  logger: QueueWarnings,
  { whileDuplicateMs = 0 } = {},
): Promise<void> {
  const deadline = Date.now() + whileDuplicateMs;
  try {
    while ((await queue.send('a11y-analysis', { contentId })) === null && Date.now() < deadline) {
      await sleep(DUPLICATE_PAUSE_MS);
    }
  } catch (error) {
    logger.warn({ err: error, contentId }, 'could not queue the analysis job; the recovery sweep will');
  }
}
