/**
 * The queues the service uses, with their payloads and retry policy. Producers (API, CLI) and
 * consumers (workers) both import from here, so a name or payload cannot drift between them.
 */
import type { Queue } from 'pg-boss';

export interface SmokeJob {
  smokeCheckId: string;
}

/** Analyse one uploaded file: the a11y_content record's id. */
export interface AnalysisJob {
  contentId: number;
}

/** Produce one alternative format of one file: the a11y_content_format record's id. */
export interface FormatJob {
  formatId: number;
}

/** Make the corrected copy of one file: the a11y_content_remediation record's id. */
export interface RemediationJob {
  remediationId: number;
}

/** One attempt of one webhook delivery: the a11y_webhook_delivery record's id and the attempt's number (1 first). */
export interface WebhookDeliveryJob {
  deliveryId: number;
  attempt: number;
}

export interface JobPayloads {
  smoke: SmokeJob;
  'a11y-analysis': AnalysisJob;
  'a11y-format': FormatJob;
  'a11y-remediation': RemediationJob;
  'webhook-delivery': WebhookDeliveryJob;
}

export type JobName = keyof JobPayloads;

/**
 * The policy of a job that works on one database record (an analysis, a format, a corrected copy):
 * `exclusive` with the record's key, so at most one live job per record; transient failures retry
 * 5 times after about 2, 4, 8, 16, 32 s; a worker that dies mid-job stops its heartbeat and the job
 * is retried; expireInSeconds bounds one attempt of a live but stuck worker.
 */
const RECORD_JOB: Omit<Queue, 'name'> = {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 120,
  heartbeatSeconds: 10,
  notify: true,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 24 * 3600,
};

export const QUEUES: Record<JobName, Omit<Queue, 'name'>> = {
  // Proves the round trip producer -> PostgreSQL -> worker -> database.
  smoke: { retryLimit: 2, retryDelay: 1, expireInSeconds: 60, deleteAfterSeconds: 24 * 3600 },
  // One job per uploaded file: at most one live (queued, retrying or running) job per record, so
  // the recovery sweep may re-send for any record without doubling work. A dead worker's job is
  // retried once heartbeatSeconds pass without a beat (plus at most a supervision interval, see
  // job-queue.ts).
  'a11y-analysis': RECORD_JOB,
  // One job per requested format of a file, the same way: at most one live job per record (so
  // concurrent requests share it), retried after a worker dies (heartbeat) or a transient error.
  // A production has its own time bound (the worker's producer process); this bounds a stuck one.
  'a11y-format': RECORD_JOB,
  // One job per file's corrected copy, as the formats: one live job per record, bounded in the
  // worker by its producer process (two analyses and the edits), retried after a worker dies.
  'a11y-remediation': RECORD_JOB,
  // One job per attempt of a webhook delivery, at most one live per attempt (the key below). The
  // retry schedule of failed deliveries is the delivery record's (the handler sends the next
  // attempt's job with its start time); pg-boss' own retries cover a worker killed mid-attempt
  // (heartbeat) and database errors. An attempt waits 10 s for its receiver at most.
  'webhook-delivery': { ...RECORD_JOB, expireInSeconds: 60, deleteAfterSeconds: 24 * 3600 },
};

/**
 * Queues whose jobs carry a singleton key, and how it is made from the payload: with the queue's
 * policy, the key says which jobs count as "the same job". JobQueue.send applies it.
 */
export const SINGLETON_KEYS: { [N in JobName]?: (data: JobPayloads[N]) => string } = {
  'a11y-analysis': (job) => `content-${job.contentId}`,
  'a11y-format': (job) => `format-${job.formatId}`,
  'a11y-remediation': (job) => `remediation-${job.remediationId}`,
  'webhook-delivery': (job) => `delivery-${job.deliveryId}-${job.attempt}`,
};
