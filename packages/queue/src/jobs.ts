/**
 * The queues the service uses, with their payloads and retry policy. Producers (API, CLI) and
 * consumers (workers) both import from here, so a name or payload cannot drift between them.
 */
import type { Queue } from 'pg-boss';

export interface SmokeJob {
  smokeCheckId: string;
}

export interface JobPayloads {
  smoke: SmokeJob;
}

export type JobName = keyof JobPayloads;

export const QUEUES: Record<JobName, Omit<Queue, 'name'>> = {
  // Proves the round trip producer -> PostgreSQL -> worker -> database.
  smoke: { retryLimit: 2, retryDelay: 1, expireInSeconds: 60, deleteAfterSeconds: 24 * 3600 },
};
