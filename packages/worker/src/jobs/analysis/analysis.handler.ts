import fs from 'node:fs/promises';
import {
  AnalysisError,
  EngineStoppedError,
  type Analyse,
  type AnalysisProgress,
  type AnalysisResult,
} from '@app/analysis';
import { BlobNotFoundError, type BlobStore } from '@app/blob-store';
import type { PrismaClient } from '@app/database';
import { secondsSince, type ServiceMetrics } from '@app/metrics';
import type { JobHandler } from '@app/queue';
import type { WorkerLogger } from '../../worker-logger.js';
import type { WebhookOutbox } from '../webhooks/webhook-outbox.js';
import { AnalysisRecords, type ClaimedRecord } from './analysis-records.js';
import { ProgressWriter } from './progress-writer.js';
import { storePreview } from './store-preview.js';
import { verifyBlob } from './verify-blob.js';
import { makeWorkDir } from './work-dirs.js';

/**
 * Attempts one record may take in all (kills, expiries and transient errors, across the job's
 * retries and the recovery sweep's re-sends) before it is failed for good.
 */
export const MAX_ATTEMPTS = 12;

export interface AnalysisHandlerDependencies {
  prisma: PrismaClient;
  blobs: BlobStore;
  logger: WorkerLogger;
  analyse: Analyse;
  metrics?: ServiceMetrics;
  /** How often a running analysis's progress is written to its record (ProgressWriter's default: 2 s). */
  progressIntervalMs?: number;
  /** Where the end of an analysis becomes webhook deliveries (AnalysisRecords' own by default: sent by the sweep). */
  outbox?: WebhookOutbox;
}

/**
 * One uploaded file: pending → inprogress → success | failed. A file the engine refuses, or a
 * damaged or missing blob, fails at once with the reason (the job completes: no retry). Anything
 * else (database, blob store) is transient: the error fails the job and pg-boss retries it with
 * backoff, the record staying inprogress meanwhile.
 */
export function analysisHandler({
  prisma,
  blobs,
  logger,
  analyse,
  metrics,
  progressIntervalMs,
  outbox,
}: AnalysisHandlerDependencies): JobHandler<'a11y-analysis'> {
  const records = new AnalysisRecords(prisma, outbox);
  return async (job) => {
    const started = performance.now();
    const record = await records.claim(job.data.contentId);
    if (!record) return; // finished by an earlier job, or deleted with its client
    if (record.attempts > MAX_ATTEMPTS) {
      await records.fail(record.id, `Processing did not finish after ${MAX_ATTEMPTS} attempts`);
      return;
    }
    // Per attempt: what the engine leaves there (the preview) is stored or dropped with it.
    const workDir = await makeWorkDir(); // named after this process: removed by the next worker if it dies
    const fileType = record.fileType;
    const stage = (name: string, since: number) =>
      metrics?.analysisStageDuration.observe({ file_type: fileType, stage: name }, secondsSince(since));
    const progress = new ProgressWriter({
      write: (latest) => records.recordProgress(record, latest),
      logger,
      contentId: record.id,
      intervalMs: progressIntervalMs,
    });
    const onProgress = (step: AnalysisProgress) => {
      const pages = progress.keep(step);
      if (pages > 0) metrics?.analysisPages.inc({ stage: step.stage }, pages);
    };
    let outcome: 'success' | 'failed' | 'retry' = 'retry';
    try {
      let result: AnalysisResult;
      try {
        // Progress stops with the engine: no write may land after the record's final one.
        result = await analyseStored(record, blobs, analyse, workDir, stage, onProgress).finally(() => progress.stop());
      } catch (error) {
        if (error instanceof EngineStoppedError) {
          logger.info({ contentId: record.id }, 'analysis handed back to the queue: the worker is stopping');
          throw error;
        }
        if (!(error instanceof AnalysisError)) {
          logger.warn(
            { err: error, contentId: record.id, attempt: record.attempts },
            'analysis attempt failed; retrying',
          );
          throw error;
        }
        await records.fail(record.id, error.message);
        outcome = 'failed';
        logger.info({ contentId: record.id, reason: error.message }, 'analysis failed');
        return;
      }
      for (const [name, seconds] of Object.entries(result.stages ?? {})) {
        metrics?.analysisStageDuration.observe({ file_type: fileType, stage: name }, seconds);
      }
      // The preview blob before the record that names it.
      const storing = performance.now();
      const preview = result.preview ? await storePreview(blobs, record.hash, result.preview) : null;
      if (preview) stage('store', storing);
      await records.succeed(record.id, result, preview);
      outcome = 'success';
      logger.info({ contentId: record.id, preview: preview !== null }, 'analysis succeeded');
    } finally {
      metrics?.analysisDuration.observe({ file_type: fileType, outcome }, secondsSince(started));
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}

type StageTimer = (name: string, since: number) => void;

async function analyseStored(
  record: ClaimedRecord,
  blobs: BlobStore,
  analyse: Analyse,
  workDir: string,
  stage: StageTimer,
  onProgress: (step: AnalysisProgress) => void,
) {
  const fetching = performance.now();
  let blob;
  try {
    blob = await blobs.fetch(record.hash, { into: workDir }); // a remote store's copy: this attempt's own
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw new AnalysisError('The stored copy of the file is missing');
    throw error;
  }
  try {
    await verifyBlob(blob.path, record);
    stage('fetch', fetching);
    const analysing = performance.now();
    const result = await analyse(
      { path: blob.path, fileType: record.fileType, mimeType: record.mimeType, workDir },
      { onProgress },
    );
    stage('engine', analysing);
    return result;
  } finally {
    await blob.release();
  }
}
