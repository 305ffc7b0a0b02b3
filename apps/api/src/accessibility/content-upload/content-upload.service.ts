import type { IncomingMessage } from 'node:http';
import { BadRequestException, Inject, Injectable, Logger, UnsupportedMediaTypeException } from '@nestjs/common';
import { detectFileType, openFileByteSource, SUPPORTED_FILES_TEXT, type Detection } from '@app/analysis';
import type { BlobStore } from '@app/blob-store';
import type { Config } from '@app/config';
import type { StatusRecord } from '@app/content-contract';
import type { ServiceMetrics } from '@app/metrics';
import type { JobQueue } from '@app/queue';
import { BLOB_STORE, CONFIG, JOB_QUEUE, METRICS } from '../../platform/tokens.js';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS } from '../clients/policy.js';
import { queueAnalysis } from '../content/analysis-jobs.js';
import { ContentRepository, type ContentRecord } from '../content/content.repository.js';
import { statusRecordOf } from '../content/content-views.js';
import { ContentRetries } from '../content-retry/content-retries.js';
import { receiveFile, type ReceivedFile } from './receive-file.js';

export interface UploadOutcome {
  /**
   * True: an analysis was queued (202), for a new file or one whose analysis had failed; false:
   * known already, pending, inprogress or success (303).
   */
  queued: boolean;
  record: StatusRecord;
}

/**
 * An upload: the file is streamed to the blob store's staging area while it is hashed, its type
 * is detected from its bytes, and then it is either known to this client already (303, nothing
 * new is stored), known but failed (analysed again: ContentRetries, with this copy stored again)
 * or new: the blob is stored, the record inserted (the unique (client, hash) lets exactly one of
 * simultaneous identical uploads do so) and one analysis job sent. A refused upload leaves neither
 * a record nor a file.
 */
@Injectable()
export class ContentUploadService {
  private readonly logger = new Logger(ContentUploadService.name);

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(METRICS) private readonly metrics: ServiceMetrics,
    private readonly contents: ContentRepository,
    private readonly retries: ContentRetries,
  ) {}

  async upload(caller: A11yCaller, req: IncomingMessage): Promise<UploadOutcome> {
    caller.requireSomewhere(ACTIONS.upload);
    const file = await receiveFile(req, { maxBytes: this.config.a11yUploadMaxBytes, path: this.blobs.stagingPath() });
    this.metrics.uploadBytes.inc(file.size);
    try {
      caller.require(ACTIONS.upload, file.hash);
      if (file.size === 0) throw new BadRequestException('The file is empty');
      const known = await this.contents.find(caller.clientId, file.hash);
      if (known) return await this.uploadedBefore(known, file);

      const detection = await detect(file);
      if (!detection.supported) {
        throw new UnsupportedMediaTypeException(
          `${capitalised(detection.what)} cannot be analysed. Supported: ${SUPPORTED_FILES_TEXT}.`,
        );
      }
      const created = await this.contents.insertIfNew(
        {
          clientId: caller.clientId,
          hash: file.hash,
          fileName: file.fileName,
          mimeType: detection.mimeType,
          fileType: detection.fileType,
          size: file.size,
        },
        () => this.blobs.put(file.hash, file.path), // the blob before the record that needs it
      );
      if (!created) {
        // A simultaneous upload of the same file inserted it first.
        return { queued: false, record: statusRecordOf((await this.contents.find(caller.clientId, file.hash))!) };
      }
      await queueAnalysis(this.queue, created.id, this.logger);
      this.metrics.uploads.inc({ outcome: 'created' });
      return { queued: true, record: statusRecordOf(created) };
    } finally {
      await this.blobs.discard(file.path); // nothing left when stored (put moved it) or refused
    }
  }

  /**
   * A file this client uploaded before: 303 with its record, unless its analysis failed. Then
   * uploading it again asks for another: it is analysed again, from this copy (the stored one may
   * be why it failed: missing or damaged), unless a simultaneous upload or retry started it first.
   */
  private async uploadedBefore(known: ContentRecord, file: ReceivedFile): Promise<UploadOutcome> {
    let record = known;
    if (known.status === 'failed') {
      const retry = await this.retries.retryFailed(known.clientId, known.hash, () =>
        this.blobs.put(known.hash, file.path),
      );
      if (retry.kind === 'queued') {
        this.metrics.uploads.inc({ outcome: 'retried' });
        return { queued: true, record: statusRecordOf(retry.record) };
      }
      if (retry.kind === 'not_failed') record = retry.record;
    }
    this.metrics.uploads.inc({ outcome: 'known' });
    return { queued: false, record: statusRecordOf(record) };
  }
}

async function detect(file: ReceivedFile): Promise<Detection> {
  const source = await openFileByteSource(file.path);
  try {
    return await detectFileType(source, {
      name: file.fileName ?? undefined,
      declaredType: file.declaredType ?? undefined,
    });
  } finally {
    await source.close();
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
