import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import type { FileType } from '@app/analysis';
import { BlobNotFoundError, type BlobStore, type LocalBlob } from '@app/blob-store';
import type { JobQueue } from '@app/queue';
import { formatFamily, RemediationRefused, type Change, type LeftForPerson } from '@app/remediation';
import { BLOB_STORE, JOB_QUEUE } from '../../platform/tokens.js';
import { contentPath } from '../a11y-paths.js';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS } from '../clients/policy.js';
import { ContentRepository, type ContentRecord } from '../content/content.repository.js';
import { knownContent } from '../content-reads/known-content.js';
import { assertContentHash } from '../content-reads/read-requests.js';
import { ContentRemediationRepository, type RemediationRecord } from './content-remediation.repository.js';

/** The corrected copy being made: the 202's body. */
export interface RemediationStatus {
  hash: string;
  status: 'pending' | 'inprogress';
  /** Where to ask again (this same path). */
  remediationUrl: string;
}

/** The corrected copy, made: the 200's body. */
export interface RemediationMade {
  hash: string;
  status: 'success';
  fileName: string;
  changes: Change[];
  leftForPerson: LeftForPerson[];
  scoreBefore: number;
  scoreAfter: number;
  /** Where the corrected file is downloaded. */
  fileUrl: string;
}

export type RemediationOutcome = { kind: 'made'; body: RemediationMade } | { kind: 'status'; body: RemediationStatus };

export interface RemediatedDownload {
  blob: LocalBlob;
  contentType: string;
  fileName: string;
}

/**
 * The corrected copy of one client's file (issue 30): made on first request by an a11y-remediation
 * job (one per file, shared by concurrent requests), then served from the blob store. Read under
 * content:getRemediation. A file that cannot be remediated — its type, its analysis not succeeded,
 * or the remediation refused it — is a 409 saying why.
 */
@Injectable()
export class ContentRemediationService {
  constructor(
    private readonly contents: ContentRepository,
    private readonly remediations: ContentRemediationRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  private readonly logger = new Logger(ContentRemediationService.name);

  async remediation(caller: A11yCaller, hash: string): Promise<RemediationOutcome> {
    const content = await this.remediable(caller, hash);
    let { record, created } = await this.remediations.findOrCreate(content.id);
    if (record.status === 'success' && !(await this.stored(record))) {
      // Its blob is gone (removed by hand, a storage fault): made again.
      record = await this.remediations.reset(record.id);
      created = true;
    }
    if (record.status === 'success') return { kind: 'made', body: madeOf(content, record) };
    if (record.status === 'failed') throw refused(hash, record);
    if (created || record.status === 'pending') await this.enqueue(record.id);
    const remediationUrl = `${contentPath(content.clientId, content.hash)}/remediation`;
    return { kind: 'status', body: { hash: content.hash, status: record.status, remediationUrl } };
  }

  async download(caller: A11yCaller, hash: string): Promise<RemediatedDownload> {
    const content = await this.remediable(caller, hash);
    const record = await this.remediations.find(content.id);
    if (record?.status === 'failed') throw refused(hash, record);
    const blob = record?.status === 'success' ? await this.fetch(record) : null;
    if (!record || !blob) {
      throw new ConflictException(
        `The corrected copy of content ${hash} has not been made: GET ${contentPath(content.clientId, hash)}/remediation makes it`,
      );
    }
    return { blob, contentType: record.contentType!, fileName: record.fileName! };
  }

  /** The caller's file, if it may be remediated: 400, 403, 404 or 409 otherwise. */
  private async remediable(caller: A11yCaller, hash: string): Promise<ContentRecord> {
    assertContentHash(hash);
    caller.require(ACTIONS.getRemediation, hash);
    const content = await knownContent(this.contents, caller, hash);
    if (content.status !== 'success') {
      throw new ConflictException(
        `Content ${hash} is ${content.status}: its corrected copy is made once its analysis has succeeded`,
      );
    }
    try {
      formatFamily({ fileType: content.fileType as FileType, mimeType: content.mimeType });
    } catch (error) {
      if (error instanceof RemediationRefused) throw refusal(hash, error.reason, error.message);
      throw error;
    }
    return content;
  }

  private async stored(record: RemediationRecord): Promise<boolean> {
    const blob = await this.fetch(record);
    await blob?.release();
    return blob !== null;
  }

  private async fetch(record: RemediationRecord): Promise<LocalBlob | null> {
    try {
      return await this.blobs.fetch(record.blobKey!);
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }

  private async enqueue(remediationId: number): Promise<void> {
    try {
      await this.queue.send('a11y-remediation', { remediationId });
    } catch (error) {
      // The record is pending without a job: the workers' recovery sweep sends it within minutes.
      this.logger.warn({ err: error, remediationId }, 'could not queue the remediation job; the recovery sweep will');
    }
  }
}

function madeOf(content: ContentRecord, record: RemediationRecord): RemediationMade {
  return {
    hash: content.hash,
    status: 'success',
    fileName: record.fileName!,
    changes: record.changes as unknown as Change[],
    leftForPerson: record.leftForPerson as unknown as LeftForPerson[],
    scoreBefore: record.scoreBefore!,
    scoreAfter: record.scoreAfter!,
    fileUrl: `${contentPath(content.clientId, content.hash)}/remediation/file`,
  };
}

const refused = (hash: string, record: RemediationRecord) =>
  refusal(hash, record.refusal ?? 'failed', record.error ?? 'The remediation failed');

/** 409, the reason first: `Content <hash> cannot be remediated (macros): <why, for a person>`. */
const refusal = (hash: string, reason: string, message: string) =>
  new ConflictException(`Content ${hash} cannot be remediated (${reason}): ${message}`);
