import fs from 'node:fs/promises';
import path from 'node:path';
import { FormatError, type ProducerPool } from '@app/alternative-formats';
import { AnalysisError } from '@app/analysis';
import { BlobNotFoundError, remediationKey, type BlobStore } from '@app/blob-store';
import type { PrismaClient } from '@app/database';
import type { JobHandler } from '@app/queue';
import { formatFamily, RemediationRefused } from '@app/remediation';
import type { WorkerLogger } from '../../worker-logger.js';
import { MAX_ATTEMPTS } from '../analysis/analysis.handler.js';
import { storeFile } from '../analysis/store-preview.js';
import { verifyBlob } from '../analysis/verify-blob.js';
import { makeWorkDir } from '../analysis/work-dirs.js';
import { RemediationRecords, type ClaimedRemediation } from './remediation-records.js';

export interface RemediationHandlerDependencies {
  prisma: PrismaClient;
  blobs: BlobStore;
  logger: WorkerLogger;
  /** Where remediations run: the formats' warm producer processes, each bounded in time and memory. */
  producers: ProducerPool;
}

/**
 * The corrected copy of one file (issue 30): pending → inprogress → success | failed, as a format
 * is made. The file comes from the blob store, is remediated in a producer process (bounded in time
 * and memory: a hostile file takes only that process with it), and the copy is stored before the
 * record names it. A refusal (RemediationRefused) or a bound hit fails at once with the reason;
 * anything else is transient and retried, the record staying inprogress meanwhile.
 */
export function remediationHandler({
  prisma,
  blobs,
  logger,
  producers,
}: RemediationHandlerDependencies): JobHandler<'a11y-remediation'> {
  const records = new RemediationRecords(prisma);
  return async (job) => {
    const record = await records.claim(job.data.remediationId);
    if (!record) return;
    if (record.attempts > MAX_ATTEMPTS) {
      return records.fail(record.id, `Remediation did not finish after ${MAX_ATTEMPTS} attempts`, null);
    }
    const key = remediationKey(record.content.hash);
    const workDir = await makeWorkDir();
    try {
      const { out, ...made } = await remediateStored(record, blobs, workDir, producers);
      await storeFile(blobs, key, out);
      await records.succeed(record.id, {
        ...made,
        changes: made.changes as object[],
        leftForPerson: made.leftForPerson as object[],
        blobKey: key,
        contentType: record.content.mimeType,
      });
      logger.info({ remediationId: record.id, changes: made.changes.length }, 'remediation made');
    } catch (error) {
      if (error instanceof RemediationRefused || error instanceof FormatError || error instanceof AnalysisError) {
        const refusal = error instanceof RemediationRefused ? error.reason : null;
        await records.fail(record.id, error.message, refusal);
        logger.info({ remediationId: record.id, reason: error.message }, 'remediation refused');
        return;
      }
      logger.warn({ err: error, remediationId: record.id, attempt: record.attempts }, 'remediation failed; retrying');
      throw error;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}

async function remediateStored(record: ClaimedRemediation, blobs: BlobStore, workDir: string, producers: ProducerPool) {
  const { content } = record;
  let source;
  try {
    source = await blobs.fetch(content.hash, { into: workDir }); // a remote store's copy: this job's own
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw new FormatError('The stored copy of the file is missing');
    throw error;
  }
  try {
    await verifyBlob(source.path, content);
    const out = path.join(workDir, 'remediated');
    // An upload without a name: the copy is still `file-fixed.<ext>` (RemediationRefused if no writer).
    const fileName = content.fileName ?? `file.${formatFamily(content)}`;
    const made = await producers.remediate({ path: source.path, fileName, out });
    return { ...made, out };
  } finally {
    await source.release();
  }
}
