import type { PrismaClient } from '@app/database';
import type { JobHandler } from '@app/queue';

/** Marks the smoke check worked: the producer sees the round trip complete. */
export function smokeHandler(prisma: PrismaClient, workerId: string): JobHandler<'smoke'> {
  return async (job) => {
    // updateMany: a check deleted meanwhile is not an error worth retrying.
    await prisma.smokeCheck.updateMany({
      where: { id: job.data.smokeCheckId },
      data: { workedAt: new Date(), workerId },
    });
  };
}
