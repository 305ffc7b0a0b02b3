import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';

export interface SmokeResult {
  id: string;
  workerId: string;
  roundTripMs: number;
}

export class SmokeTimeoutError extends Error {}

/**
 * Enqueues a smoke job and waits until a worker has recorded it: proves producer, queue,
 * workers and database work together.
 */
export async function runSmokeCheck(prisma: PrismaClient, queue: JobQueue, timeoutMs = 30_000): Promise<SmokeResult> {
  const started = Date.now();
  const check = await prisma.smokeCheck.create({ data: {} });
  await queue.send('smoke', { smokeCheckId: check.id });
  while (Date.now() - started < timeoutMs) {
    const current = await prisma.smokeCheck.findUniqueOrThrow({ where: { id: check.id } });
    if (current.workedAt && current.workerId) {
      return { id: check.id, workerId: current.workerId, roundTripMs: Date.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new SmokeTimeoutError(
    `No worker completed the smoke job within ${timeoutMs / 1000} s; is a worker (ROLE=worker or all) running?`,
  );
}
