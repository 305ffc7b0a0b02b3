import { PgBoss, type Job, type JobWithMetadata, type SendOptions } from 'pg-boss';
import { QUEUES, SINGLETON_KEYS, type JobName, type JobPayloads } from './jobs.js';

const SUPERVISE_INTERVAL_SECONDS = 10;

export interface JobQueueOptions {
  databaseUrl: string;
  /** Shown in pg-boss' instance registry and in pg_stat_activity. */
  instanceName: string;
  onError?: (error: Error) => void;
  /** Told of every job this process ran, for monitoring (the service counts them in its metrics). */
  onJobDone?: (done: JobDone) => void;
}

export interface JobDone {
  queue: JobName;
  /** Seconds from the job being queued to this start (a retried job: since first queued). */
  waitSeconds: number;
  /** Seconds the handler ran. */
  durationSeconds: number;
  /** completed; or failed: the handler threw, and pg-boss retries the job while it has retries. */
  outcome: 'completed' | 'failed';
}

export interface QueueDepth {
  queue: JobName;
  /** Waiting to run now; waiting for a retry delay or start time; running. */
  ready: number;
  deferred: number;
  active: number;
}

export type JobHandler<N extends JobName> = (job: Job<JobPayloads[N]>) => Promise<void>;

/**
 * pg-boss on the service's own PostgreSQL (schema `pgboss`): no extra server. Typed by the
 * queue table in `jobs.ts`.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {}

  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: 'pgboss',
      application_name: options.instanceName,
      instanceName: options.instanceName,
      max: 4,
      // How often expired jobs and jobs whose worker stopped its heartbeat are sent back to the
      // queue (pg-boss' default is 60 s): a job of a worker killed mid-way runs again within
      // its queue's heartbeatSeconds plus this.
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      // Workers of queues with `notify` wake the moment a job is sent (one listening connection),
      // instead of at their next poll: an upload's feedback is ready in about a second.
      useListenNotify: true,
    });
    boss.on('error', (error) => options.onError?.(error));
    await boss.start();
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, policy] of Object.entries(QUEUES)) {
      if (!existing.has(name)) await boss.createQueue(name, policy).catch(ignoreAlreadyExists);
      else if (policy.notify) await boss.updateQueue(name, { notify: true });
    }
    return new JobQueue(boss, options);
  }

  /**
   * Queues a job; resolves with its id, or null when the queue's policy refused it as a duplicate
   * (a live job with the same singleton key, see SINGLETON_KEYS).
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null> {
    const singletonKey = (SINGLETON_KEYS[name] as ((data: JobPayloads[N]) => string) | undefined)?.(data);
    return this.boss.send(name, data as object, singletonKey ? { singletonKey, ...options } : options);
  }

  /** Runs `handler` for each job of `name`, `concurrency` at a time in this process. */
  async work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>): Promise<void> {
    await this.boss.work<JobPayloads[N]>(
      name,
      // NOTIFY wakes a worker for new jobs only; a retry due after its delay is found by polling,
      // which pg-boss slows to 30 s on notify queues unless told otherwise.
      {
        localConcurrency: concurrency,
        batchSize: 1,
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 1,
        includeMetadata: true, // createdOn: how long the job waited
      },
      async ([job]) => {
        const started = Date.now();
        let outcome: JobDone['outcome'] = 'failed';
        try {
          await handler(job!);
          outcome = 'completed';
        } finally {
          this.options.onJobDone?.({
            queue: name,
            waitSeconds: Math.max(0, started - (job as JobWithMetadata).createdOn.getTime()) / 1000,
            durationSeconds: (Date.now() - started) / 1000,
            outcome,
          });
        }
      },
    );
  }

  /**
   * How many jobs each queue holds, by state: for monitoring. Counted now (pg-boss' own queue
   * counts are refreshed only by its monitor, every few seconds).
   */
  async depth(): Promise<QueueDepth[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS ready,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now())::int AS deferred,
              count(*) FILTER (WHERE state = 'active')::int AS active
         FROM pgboss.job WHERE name = ANY($1) AND state < 'completed' GROUP BY name`,
      [Object.keys(QUEUES)],
    );
    const counted = new Map(
      (rows as Array<Omit<QueueDepth, 'queue'> & { name: string }>).map((row) => [row.name, row]),
    );
    return (Object.keys(QUEUES) as JobName[]).map((queue) => {
      const row = counted.get(queue);
      return { queue, ready: row?.ready ?? 0, deferred: row?.deferred ?? 0, active: row?.active ?? 0 };
    });
  }

  /**
   * Stops taking jobs of `name` in this process; jobs already running carry on and their outcome is
   * recorded as usual. The first step of a graceful stop, before the work in hand is drained.
   */
  stopWorking(name: JobName): Promise<void> {
    return this.boss.offWork(name, { wait: false });
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
