export { JobQueue, type JobQueueOptions, type JobHandler, type JobDone, type QueueDepth } from './job-queue.js';
export {
  QUEUES,
  SINGLETON_KEYS,
  type JobName,
  type JobPayloads,
  type SmokeJob,
  type AnalysisJob,
  type FormatJob,
  type RemediationJob,
  type WebhookDeliveryJob,
} from './jobs.js';
