export { JobQueue, type JobQueueOptions, type JobHandler } from './job-queue.js';
export { QUEUES, type JobName, type JobPayloads, type SmokeJob } from './jobs.js';
