import { PgBoss, type Job, type SendOptions } from 'pg-boss';
import { QUEUES, type JobName, type JobPayloads } from './jobs.js';

export interface JobQueueOptions {
  databaseUrl: string;
  /** Shown in pg-boss' instance registry and in pg_stat_activity. */
  instanceName: string;
  onError?: (error: Error) => void;
}

export type JobHandler<N extends JobName> = (job: Job<JobPayloads[N]>) => Promise<void>;

/**
 * pg-boss on the service's own PostgreSQL (schema `pgboss`): no extra server. Typed by the
 * queue table in `jobs.ts`.
 */
export class JobQueue {
  private constructor(private readonly boss: PgBoss) {}

  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: 'pgboss',
      application_name: options.instanceName,
      instanceName: options.instanceName,
      max: 4,
    });
    boss.on('error', (error) => options.onError?.(error));
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, policy] of Object.entries(QUEUES)) {
      if (!existing.has(name)) await boss.createQueue(name, policy).catch(ignoreAlreadyExists);
    }
    return new JobQueue(boss);
  }

  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null> {
    return this.boss.send(name, data as object, options);
  }

  /** Runs `handler` for each job of `name`, `concurrency` at a time in this process. */
  async work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>): Promise<void> {
    await this.boss.work<JobPayloads[N]>(
      name,
      { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        await handler(job!);
      },
    );
  }

  /** Whether the queue's tables answer: used by readiness. */
  async isReachable(): Promise<boolean> {
    try {
      return await this.boss.isInstalled();
    } catch {
      return false;
    }
  }

  /** Stops fetching new jobs, lets running ones finish within `timeoutMs`, closes connections. */
  stop(timeoutMs: number): Promise<void> {
    return this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }
}

function ignoreAlreadyExists(error: Error) {
  // Two processes starting together may both try to create the queue.
  if (!/already exists|duplicate key/i.test(error.message)) throw error;
}
