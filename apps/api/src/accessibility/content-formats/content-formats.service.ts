import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { availableFormats, type FormatDefinition } from '@app/alternative-formats';
import type { FileType } from '@app/analysis';
import { BlobNotFoundError, type BlobStore, type LocalBlob } from '@app/blob-store';
import type { JobQueue } from '@app/queue';
import { BLOB_STORE, JOB_QUEUE } from '../../platform/tokens.js';
import { contentPath } from '../a11y-paths.js';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS } from '../clients/policy.js';
import { ContentRepository, type ContentRecord } from '../content/content.repository.js';
import { knownContent } from '../content-reads/known-content.js';
import { assertContentHash } from '../content-reads/read-requests.js';
import { ContentFormatsRepository, type FormatRecord } from './content-formats.repository.js';
import { formatOfPath, formatSwitches } from './format-requests.js';
import { formatsOf, type Formats } from './formats-view.js';

/** A format being made, or that could not be: the 202's body. */
export interface FormatStatusRecord {
  hash: string;
  format: string;
  status: FormatRecord['status'];
  /** Where to ask again (this same path). */
  formatUrl: string;
  /** Only when failed: why. */
  error?: string;
}

export type FormatDownload =
  | { kind: 'file'; blob: LocalBlob; contentType: string; fileName: string }
  | { kind: 'status'; record: FormatStatusRecord };

/**
 * Alternative formats of one client's files: made on first request by the a11y-format jobs (one per
 * file and format, shared by concurrent requests), then served from the blob store; and the file's
 * two switches. Read under content:getDetails:withFormats (or the hosted service's
 * content:getFormat); switched under content:formats:toggle.
 */
@Injectable()
export class ContentFormatsService {
  constructor(
    private readonly contents: ContentRepository,
    private readonly formats: ContentFormatsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  private readonly logger = new Logger(ContentFormatsService.name);

  async download(caller: A11yCaller, hash: string, name: string): Promise<FormatDownload> {
    assertContentHash(hash);
    const format = formatOfPath(name);
    caller.requireOneOf([ACTIONS.withFormats, ACTIONS.getFormat], hash);
    const content = await knownContent(this.contents, caller, hash);
    if (content.status !== 'success') {
      throw new ConflictException(
        `Content ${hash} is ${content.status}: its alternative formats are made once its analysis has succeeded`,
      );
    }
    const unavailable = unavailableReason(content, format);
    if (unavailable)
      throw new NotFoundException(`Format ${format.name} is not available for content ${hash}: ${unavailable}`);

    let { record, created } = await this.formats.findOrCreate(content.id, format.name);
    if (record.status === 'success') {
      const blob = await this.fetch(record);
      if (blob) return { kind: 'file', blob, contentType: record.contentType!, fileName: record.fileName! };
      // Its blob is gone (removed by hand, a storage fault): made again.
      record = await this.formats.reset(record.id);
      created = true;
    }
    if (created || record.status === 'pending') await this.enqueue(record.id);
    return { kind: 'status', record: statusOf(content, record) };
  }

  async toggle(caller: A11yCaller, hash: string, body: unknown): Promise<Formats> {
    assertContentHash(hash);
    const switches = formatSwitches(body);
    caller.require(ACTIONS.toggleFormats, hash);
    const content = await knownContent(this.contents, caller, hash);
    const updated = await this.formats.setSwitches(content.id, {
      formatsAvailable: switches.available,
      formatsVisible: switches.visibility,
    });
    return formatsOf(updated, true);
  }

  private async fetch(record: FormatRecord): Promise<LocalBlob | null> {
    try {
      return await this.blobs.fetch(record.blobKey!);
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }

  private async enqueue(formatId: number): Promise<void> {
    try {
      await this.queue.send('a11y-format', { formatId });
    } catch (error) {
      // The record is pending without a job: the workers' recovery sweep sends it within minutes.
      this.logger.warn({ err: error, formatId }, 'could not queue the format job; the recovery sweep will');
    }
  }
}

/** Why `format` cannot be had for this file; null when it can. */
function unavailableReason(content: ContentRecord, format: FormatDefinition): string | null {
  if (!format.fileTypes.includes(content.fileType as FileType)) return `it is not made from ${content.fileType} files`;
  if (!availableFormats(content.fileType as FileType, content.language).includes(format.name)) {
    return `it is not made in the document's language (${content.language})`;
  }
  if (!content.formatsAvailable) return 'the alternative formats of this file are switched off (available: false)';
  return null;
}

function statusOf(content: ContentRecord, record: FormatRecord): FormatStatusRecord {
  return {
    hash: content.hash,
    format: record.format,
    status: record.status,
    formatUrl: `${contentPath(content.clientId, content.hash)}/formats/${record.format}`,
    ...(record.status === 'failed' ? { error: record.error ?? 'Production failed' } : {}),
  };
}
