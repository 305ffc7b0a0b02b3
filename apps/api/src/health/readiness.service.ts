import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@app/database';
import type { JobQueue } from '@app/queue';
import { JOB_QUEUE, PRISMA } from '../platform/tokens.js';

export type CheckState = 'up' | 'down';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; queue: CheckState };
}

const CHECK_TIMEOUT_MS = 2_000;

/** Ready = the database answers and the job queue's tables answer, each within 2 s. */
@Injectable()
export class ReadinessService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async check(): Promise<Readiness> {
    const [database, queue] = await Promise.all([
      probe(() => this.prisma.$queryRaw`SELECT 1`.then(() => true)),
      probe(() => this.queue.isReachable()),
    ]);
    return { ready: database === 'up' && queue === 'up', checks: { database, queue } };
  }
}

async function probe(check: () => Promise<boolean>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'up' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
