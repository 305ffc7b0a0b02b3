import os from 'node:os';
import path from 'node:path';
import { openBlobStore, type BlobStore, type BlobStoreChoice } from '@app/blob-store';
import type { Config } from '@app/config';
import {
  createPrismaClient,
  databaseFailure,
  describeUrl,
  openDatabase,
  type Database,
  type EmbeddedPostgresEvent,
  type PrismaClient,
} from '@app/database';
import { ServiceMetrics } from '@app/metrics';
import { JobQueue } from '@app/queue';
import { reasonOf, ThrottledWarnings } from '../common/throttled-warnings.js';
import { ensureWritableDataDir } from './data-dir.js';
import type { Logger } from './logger.js';

/**
 * What every role of the process runs on: the database, the Prisma client, the job queue, the
 * blob store (uploaded files) and the metrics (served when METRICS_PORT is set).
 */
export interface Runtime {
  config: Config;
  logger: Logger;
  database: Database;
  prisma: PrismaClient;
  queue: JobQueue;
  blobs: BlobStore;
  metrics: ServiceMetrics;
  /**
   * Stops taking jobs (running ones finish within `allowanceMs`, default SHUTDOWN_TIMEOUT_MS), stops
   * the blob store's sweep, closes connections, stops the embedded database.
   */
  stop(allowanceMs?: number): Promise<void>;
}

export interface StartRuntimeOptions {
  /** CLI: use the embedded database of a service already running on DATA_DIR. */
  attachToRunning?: boolean;
}

export async function startRuntime(
  config: Config,
  logger: Logger,
  options: StartRuntimeOptions = {},
): Promise<Runtime> {
  ensureWritableDataDir(config.dataDir);
  const metrics = new ServiceMetrics();
  // Files live under DATA_DIR/blobs (shared by the API and workers of one machine, or one volume),
  // or in an S3-compatible bucket (no shared disk: each process stages in its own DATA_DIR).
  const blobs = await openBlobStore({
    ...blobStoreChoice(config),
    onSweepError: (error) => logger.warn({ err: error, component: 'blobs' }, 'removing abandoned staged files failed'),
  });
  logger.info({ blobs: blobs.description }, `files kept in ${blobs.description}`);
  const postgresLog = logger.child({ component: 'postgres' });
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      attachToRunning: options.attachToRunning,
      onPostgresLog: (line) => postgresLog.debug(line),
      onEmbeddedEvent: (event) => logEmbeddedEvent(postgresLog, event),
    });
  } catch (error) {
    await blobs.close();
    throw error;
  }
  const where = {
    embedded: `embedded PostgreSQL running with data in ${config.dataDir}`,
    attached: `using the embedded PostgreSQL of the service running on ${config.dataDir}`,
    external: 'using the PostgreSQL server of DATABASE_URL',
  }[database.source];
  logger.info(
    { database: describeUrl(database.url), source: database.source, migrationsApplied: database.migrations.applied },
    where,
  );
  for (const name of database.migrations.changedSinceApplied) {
    logger.warn({ migration: name }, 'an applied migration file has changed since it was applied; it is not run again');
  }
  const prisma = createPrismaClient(database.url, { preparedStatements: config.databasePreparedStatements });
  const queueLog = logger.child({ component: 'queue' });
  // Each of the queue's workers polls every second: a database outage would be a line per worker
  // per second.
  const queueOutages = new ThrottledWarnings(queueLog);
  let queue: JobQueue;
  try {
    queue = await JobQueue.start({
      databaseUrl: database.url,
      instanceName: `${config.role}@${os.hostname()}:${process.pid}`,
      onError: (error) => {
        if (databaseFailure(error)) {
          queueOutages.warn('database', { reason: reasonOf(error) }, 'job queue: database unavailable; retrying');
        } else queueLog.error({ err: error }, 'job queue error');
      },
      onJobDone: ({ queue, waitSeconds, durationSeconds, outcome }) => {
        metrics.jobWait.observe({ queue }, waitSeconds);
        metrics.jobDuration.observe({ queue, outcome }, durationSeconds);
      },
    });
  } catch (error) {
    await prisma.$disconnect();
    await database.close();
    await blobs.close();
    throw error;
  }
  metrics.watchQueues(() => queue.depth());
  return {
    config,
    logger,
    database,
    prisma,
    queue,
    blobs,
    metrics,
    async stop(allowanceMs = config.shutdownTimeoutMs) {
      await queue.stop(allowanceMs);
      await blobs.close();
      await prisma.$disconnect();
      await database.close();
    },
  };
}

function blobStoreChoice(config: Config): BlobStoreChoice {
  if (config.blobStore === 'local') return { kind: 'local', root: path.join(config.dataDir, 'blobs') };
  return {
    kind: 's3',
    endpoint: config.s3Endpoint,
    region: config.s3Region,
    bucket: config.s3Bucket!, // loadConfig requires it with BLOB_STORE=s3
    credentials:
      config.s3AccessKeyId && config.s3SecretAccessKey
        ? { accessKeyId: config.s3AccessKeyId, secretAccessKey: config.s3SecretAccessKey }
        : undefined,
    forcePathStyle: config.s3ForcePathStyle,
    prefix: config.s3Prefix,
    stagingDir: path.join(config.dataDir, 'staging'),
  };
}

/** The embedded server died or came back: the operator's first clue, at the level it deserves. */
function logEmbeddedEvent(log: Logger, event: EmbeddedPostgresEvent): void {
  if (event.type === 'exited') {
    log.error(
      { code: event.code, signal: event.signal },
      'the embedded PostgreSQL exited unexpectedly; restarting it (requests needing the database answer 503 meanwhile)',
    );
  } else if (event.type === 'restart-failed') {
    log.error(
      { attempt: event.attempt, reason: event.error.message, retryInMs: event.retryInMs },
      'restarting the embedded PostgreSQL failed; trying again',
    );
  } else {
    log.info(
      { attempt: event.attempt, downMs: event.downMs },
      `the embedded PostgreSQL runs again after ${event.downMs} ms`,
    );
  }
}
