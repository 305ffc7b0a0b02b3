import fs from 'node:fs/promises';
import path from 'node:path';
import {
  formatBlobKey,
  formatNamed,
  FormatError,
  type ProducerPool,
  type ProduceRequest,
} from '@app/alternative-formats';
import { AnalysisError } from '@app/analysis';
import { BlobNotFoundError, type BlobStore, type LocalBlob } from '@app/blob-store';
import type { PrismaClient } from '@app/database';
import type { JobHandler } from '@app/queue';
import type { WorkerLogger } from '../../worker-logger.js';
import type { WebhookOutbox } from '../webhooks/webhook-outbox.js';
import { MAX_ATTEMPTS } from '../analysis/analysis.handler.js';
import { storeFile } from '../analysis/store-preview.js';
import { verifyBlob } from '../analysis/verify-blob.js';
import { makeWorkDir } from '../analysis/work-dirs.js';
import { FormatRecords, type ClaimedFormat } from './format-records.js';

export interface FormatHandlerDependencies {
  prisma: PrismaClient;
  blobs: BlobStore;
  logger: WorkerLogger;
  /** Where productions run: warm producer processes, each bounded in time and memory. */
  producers: ProducerPool;
  /** Where the end of a production becomes webhook deliveries (FormatRecords' own by default: sent by the sweep). */
  outbox?: WebhookOutbox;
}

/**
 * One requested format of one file: pending → inprogress → success | failed. The file (and the
 * PDF preview of an Office file) comes from the blob store, the format is made in a producer
 * process of its own (bounded in time and memory), and the output is stored in the blob store
 * before the record names it. A file that cannot be made into the format fails at once with the
 * reason; anything else is transient and retried, the record staying inprogress meanwhile. A worker
 * killed mid-job leaves the record inprogress and the job to pg-boss, which retries it.
 */
export function formatHandler({
  prisma,
  blobs,
  logger,
  producers,
  outbox,
}: FormatHandlerDependencies): JobHandler<'a11y-format'> {
  const records = new FormatRecords(prisma, outbox);
  return async (job) => {
    const record = await records.claim(job.data.formatId);
    if (!record) return;
    const format = formatNamed(record.format);
    if (!format) return records.fail(record.id, `Unknown format ${record.format}`);
    if (record.attempts > MAX_ATTEMPTS) {
      return records.fail(record.id, `Production did not finish after ${MAX_ATTEMPTS} attempts`);
    }
    const key = formatBlobKey(record.content.hash, format);
    const workDir = await makeWorkDir();
    try {
      const produced = await produceStored(record, blobs, workDir, producers);
      await storeFile(blobs, key, produced.out);
      await records.succeed(record.id, {
        blobKey: key,
        contentType: produced.contentType,
        fileName: produced.fileName,
        size: produced.size,
      });
      logger.info({ formatId: record.id, format: format.name, size: produced.size }, 'format produced');
    } catch (error) {
      if (error instanceof FormatError || error instanceof AnalysisError) {
        await records.fail(record.id, error.message);
        logger.info({ formatId: record.id, format: format.name, reason: error.message }, 'format failed');
        return;
      }
      logger.warn({ err: error, formatId: record.id, attempt: record.attempts }, 'format attempt failed; retrying');
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}

async function produceStored(record: ClaimedFormat, blobs: BlobStore, workDir: string, producers: ProducerPool) {
  const { content } = record;
  const held: LocalBlob[] = [];
  const fetch = async (key: string, what: string) => {
    try {
      const blob = await blobs.fetch(key, { into: workDir }); // a remote store's copy: this job's own
      held.push(blob);
      return blob;
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw new FormatError(`The stored copy of the ${what} is missing`);
      throw error;
    }
  };
  try {
    const source = await fetch(content.hash, 'file');
    await verifyBlob(source.path, content);
    const preview = content.previewKey ? (await fetch(content.previewKey, 'PDF preview')).path : null;
    const request: ProduceRequest = {
      path: source.path,
      fileType: content.fileType,
      mimeType: content.mimeType,
      preview,
      sourceName: content.fileName,
      format: record.format,
      workDir,
      out: path.join(workDir, 'output'),
    };
    return { ...(await producers.produce(request)), out: request.out };
  } finally {
    for (const blob of held) await blob.release();
  }
}
