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
 * The PDF preview of an Office file, the pages its snippets point at. Read under the same rule as
 * the details (content:getDetails): whoever may read the feedback may see what it points at.
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
    if (!record.previewKey || record.status !== 'success') throw new NotFoundException(noPreviewReason(record));
    try {
      return await this.blobs.fetch(record.previewKey);
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        throw new NotFoundException(`The preview of content ${hash} is missing from storage`);
      }
      throw error;
    }
  }
}
