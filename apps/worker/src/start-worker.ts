import os from 'node:os';
import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';
import { smokeHandler } from './jobs/smoke.handler.js';

export interface WorkerDependencies {
  queue: JobQueue;
  prisma: PrismaClient;
  /** Jobs of each queue run at once in this process. */
  concurrency: number;
}

export interface Worker {
  id: string;
}

/**
 * Subscribes this process to every queue it serves. Any number of workers, on any number of
 * machines, may do so against one PostgreSQL: pg-boss hands each job to exactly one of them.
 * Stopping is the queue's job (JobQueue.stop), which lets running jobs finish.
 */
export async function startWorker({ queue, prisma, concurrency }: WorkerDependencies): Promise<Worker> {
  const id = `${os.hostname()}:${process.pid}`;
  await queue.work('smoke', concurrency, smokeHandler(prisma, id));
  return { id };
}
