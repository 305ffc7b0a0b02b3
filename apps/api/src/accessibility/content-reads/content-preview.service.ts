import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { BlobNotFoundError, type BlobStore, type LocalBlob } from '@app/blob-store';
import { BLOB_STORE } from '../../platform/tokens.js';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS } from '../clients/policy.js';
import { ContentRepository } from '../content/content.repository.js';
import { knownContent } from './known-content.js';
import { noPreviewReason } from './preview-absence.js';
import { assertContentHash } from './read-requests.js';

/**
 * The PDF the snippets point at: a PDF itself, else the preview made of an Office or HTML file. Read
 * under the same rule as the details (content:getDetails): whoever may read the feedback may see
 * what it points at (a viewer opening a report by its hash draws the boxes on these pages).
 */
@Injectable()
export class ContentPreviewService {
  constructor(
    private readonly contents: ContentRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /** The stored preview, to stream and then `release()`; 404 when there is none. */
  async preview(caller: A11yCaller, hash: string): Promise<LocalBlob> {
    assertContentHash(hash);
    caller.require(ACTIONS.getDetails, hash);
    const record = await knownContent(this.contents, caller, hash);
    // A PDF is its own preview: the uploaded file, kept under its hash.
    const key = record.fileType === 'pdf' ? record.hash : record.previewKey;
    if (!key || record.status !== 'success') throw new NotFoundException(noPreviewReason(record));
    try {
      return await this.blobs.fetch(key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        throw new NotFoundException(`The preview of content ${hash} is missing from storage`);
      }
      throw error;
    }
  }
}
