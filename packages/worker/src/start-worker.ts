import os from 'node:os';
import { convertersFound, EnginePool, type Analyse, type ConverterPoolEvents, type EngineLimits } from '@app/analysis';
import type { BlobStore } from '@app/blob-store';
import type { PrismaClient } from '@app/database';
import type { ConverterPoolName, ServiceMetrics } from '@app/metrics';
import type { JobQueue } from '@app/queue';
import { analysisHandler } from './jobs/analysis/analysis.handler.js';
import { RecoverySweep } from './jobs/analysis/recovery-sweep.js';
import { DEFAULT_PRODUCER_LIMITS, ProducerPool } from '@app/alternative-formats';
import { formatHandler } from './jobs/formats/format.handler.js';
import { FormatRecoverySweep } from './jobs/formats/format-recovery-sweep.js';
import { remediationHandler } from './jobs/remediation/remediation.handler.js';
import { RemediationRecoverySweep } from './jobs/remediation/remediation-recovery-sweep.js';
import { startWorkDirSweep } from './jobs/analysis/work-dirs.js';
import { smokeHandler } from './jobs/smoke.handler.js';
import { DEFAULT_RETRY_SCHEDULE_SECONDS, WebhookStore, type DeliveryOptions } from '@app/webhooks';
import { webhookDeliveryHandler } from './jobs/webhooks/webhook-delivery.handler.js';
import { WebhookOutbox } from './jobs/webhooks/webhook-outbox.js';
import { WebhookSweep } from './jobs/webhooks/webhook-sweep.js';
import { silentLogger, type WorkerLogger } from './worker-logger.js';

/** Webhook attempts one worker runs at once, per job slot (WORKER_CONCURRENCY). */
const WEBHOOK_ATTEMPTS_PER_SLOT = 4;

export interface WorkerDependencies {
  queue: JobQueue;
  prisma: PrismaClient;
  /** Where uploaded files are read from. */
  blobs: BlobStore;
  /** Jobs of each queue run at once in this process. */
  concurrency: number;
  /** On stop, how long running analyses may take to finish before they go back to the queue. */
  shutdownTimeoutMs?: number;
  logger?: WorkerLogger;
  /** The analysis engine; by default a pool of `concurrency` engine processes (@app/analysis). */
  analyse?: Analyse;
  /** Bounds on each file in the default engine pool (time, memory, heap); DEFAULT_ENGINE_LIMITS otherwise. */
  engineLimits?: Partial<EngineLimits>;
  /** Where analysis and engine metrics are counted (the process's, served on METRICS_PORT). */
  metrics?: ServiceMetrics;
  /** How often a running analysis's progress is written to its record (default 2 s; the first write waits as long). */
  progressIntervalMs?: number;
  /** Webhook deliveries: WEBHOOK_ALLOWED_HOSTS and WEBHOOK_RETRY_SCHEDULE (default: none allowed, the specification's schedule). */
  webhooks?: Partial<DeliveryOptions>;
}

export interface Worker {
  id: string;
  /**
   * Stops taking analysis jobs, lets running analyses finish within `allowanceMs` (default
   * `shutdownTimeoutMs`) and hands the others back to the queue (their engines stopped: not failed,
   * retried by the next worker), then stops the worker's own timers. JobQueue.stop stops the rest.
   */
  stop(allowanceMs?: number): Promise<void>;
}

/**
 * Subscribes this process to every queue it serves. Any number of workers, on any number of
 * machines, may do so against one PostgreSQL: pg-boss hands each job to exactly one of them.
 * Stopping is the queue's job (JobQueue.stop), which lets running jobs finish.
 */
export async function startWorker({
  queue,
  prisma,
  blobs,
  concurrency,
  shutdownTimeoutMs = 10_000,
  logger = silentLogger,
  analyse,
  engineLimits,
  metrics,
  progressIntervalMs,
  webhooks,
}: WorkerDependencies): Promise<Worker> {
  const id = `${os.hostname()}:${process.pid}`;
  const workDirs = await startWorkDirSweep(logger); // what workers killed on this machine left
  const engine = analyse
    ? undefined
    : new EnginePool({
        size: concurrency,
        limits: engineLimits,
        events: {
          onRestart: (reason) => metrics?.engineRestarts.inc({ reason }),
          onBoundHit: (bound) => metrics?.engineBoundHits.inc({ bound }),
          libreOffice: poolEvents(metrics, 'libreoffice'),
        },
      });
  if (engine && metrics) {
    metrics.watchEnginePool(() => engine.usage());
    metrics.watchConverterPool('libreoffice', () => engine.libreOfficeUsage());
  }
  for (const converter of await convertersFound()) {
    metrics?.convertersAvailable.set({ converter: converter.name }, converter.available ? 1 : 0);
    if (!converter.available) logger.warn({ converter: converter.name, reason: converter.detail }, 'converter missing');
  }
  await queue.work('smoke', concurrency, smokeHandler(prisma, id));
  // Webhooks (issue 29): deliveries written with the events below, each attempt a job of its own.
  const webhookStore = new WebhookStore(prisma);
  const outbox = new WebhookOutbox(webhookStore, queue, logger);
  const deliveryOptions: DeliveryOptions = {
    allowedHosts: [],
    retrySchedule: DEFAULT_RETRY_SCHEDULE_SECONDS,
    ...webhooks,
  };
  // Attempts wait on receivers, not on this machine: more run at once than analyses.
  await queue.work(
    'webhook-delivery',
    concurrency * WEBHOOK_ATTEMPTS_PER_SLOT,
    webhookDeliveryHandler({ store: webhookStore, queue, logger, options: deliveryOptions }),
  );
  const webhookSweep = new WebhookSweep(webhookStore, queue, logger);
  webhookSweep.start();
  await queue.work(
    'a11y-analysis',
    concurrency,
    analysisHandler({
      prisma,
      blobs,
      logger,
      analyse: analyse ?? engine!.analyse,
      metrics,
      progressIntervalMs,
      outbox,
    }),
  );
  const sweep = new RecoverySweep(prisma, queue, logger);
  sweep.start();
  // Alternative formats (issue 12): their own queue, productions in warm, bounded producer processes.
  const producers = new ProducerPool(concurrency, DEFAULT_PRODUCER_LIMITS, poolEvents(metrics, 'formats'));
  metrics?.watchConverterPool('formats', () => producers.usage());
  await queue.work('a11y-format', concurrency, formatHandler({ prisma, blobs, logger, producers, outbox }));
  const formatSweep = new FormatRecoverySweep(prisma, queue, logger);
  formatSweep.start();
  // Corrected copies (issue 30): their own queue, run in the same bounded producer processes.
  await queue.work('a11y-remediation', concurrency, remediationHandler({ prisma, blobs, logger, producers }));
  const remediationSweep = new RemediationRecoverySweep(prisma, queue, logger);
  remediationSweep.start();
  return {
    id,
    stop: async (allowanceMs = shutdownTimeoutMs) => {
      await queue.stopWorking('a11y-analysis');
      await queue.stopWorking('a11y-format');
      await queue.stopWorking('a11y-remediation');
      await queue.stopWorking('webhook-delivery');
      await Promise.all([engine?.stop(allowanceMs), producers.stop(allowanceMs)]);
      await sweep.stop();
      await formatSweep.stop();
      await remediationSweep.stop();
      await webhookSweep.stop();
      await workDirs.stop();
    },
  };
}

/** A converter pool's conversions and replaced members, counted by pool. */
function poolEvents(metrics: ServiceMetrics | undefined, pool: ConverterPoolName): ConverterPoolEvents {
  return {
    onConversion: (outcome) => metrics?.converterPoolConversions.inc({ pool, outcome }),
    onRestart: (reason) => metrics?.converterPoolRestarts.inc({ pool, reason }),
  };
}
