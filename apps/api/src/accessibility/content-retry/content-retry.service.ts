import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS } from '../clients/policy.js';
import type { StatusRecord } from '@app/content-contract';
import { statusRecordOf } from '../content/content-views.js';
import { noContent } from '../content-reads/known-content.js';
import { assertContentHash } from '../content-reads/read-requests.js';
import { ContentRetries, notFailed } from './content-retries.js';

/**
 * POST .../content/{hash}/retry: a failed file analysed again, from its stored copy. It starts
 * work as an upload does, so it needs content:upload; another client's file is, to this client,
 * unknown (404).
 */
@Injectable()
export class ContentRetryService {
  constructor(private readonly retries: ContentRetries) {}

  async retry(caller: A11yCaller, hash: string): Promise<StatusRecord> {
    assertContentHash(hash);
    caller.require(ACTIONS.upload, hash);
    const outcome = await this.retries.retryFailed(caller.clientId, hash);
    if (outcome.kind === 'unknown') throw new NotFoundException(noContent(caller.clientId, hash));
    if (outcome.kind === 'not_failed') throw new ConflictException(notFailed(outcome.record));
    return statusRecordOf(outcome.record);
  }
}
