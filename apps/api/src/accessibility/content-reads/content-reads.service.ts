import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@app/config';
import { CONFIG } from '../../platform/tokens.js';
import { CONTENT_HASH } from '../a11y-paths.js';
import type { A11yCaller } from '../clients/caller.js';
import { ACTIONS } from '../clients/policy.js';
import { ContentRepository, type ContentRecord } from '../content/content.repository.js';
import type { StatusRecord } from '@app/content-contract';
import { detailsOf, statusRecordOf, type ContentDetails } from '../content/content-views.js';
import { knownContent } from './known-content.js';
import { assertContentHash, batchHashes } from './read-requests.js';

export interface DetailFlags {
  feedback: boolean;
  formats: boolean;
}

/**
 * Status, details and batch details of one client's files. Another client's file is, to this
 * client, unknown: every read is by (client, hash). Feedback and formats are given only when asked
 * for and granted (content:getDetails:withFeedback / withFormats); otherwise they are null.
 */
@Injectable()
export class ContentReadsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly contents: ContentRepository,
  ) {}

  async status(caller: A11yCaller, hash: string): Promise<StatusRecord> {
    assertContentHash(hash);
    caller.require(ACTIONS.getStatus, hash);
    return statusRecordOf(await this.known(caller, hash));
  }

  async details(caller: A11yCaller, hash: string, flags: DetailFlags): Promise<ContentDetails> {
    assertContentHash(hash);
    caller.require(ACTIONS.getDetails, hash);
    return detailsOf(await this.known(caller, hash), this.granted(caller, hash, flags));
  }

  /**
   * The details of each referenced file, in order, null where none can be given: an unknown hash
   * (or another client's), a file not processed successfully, or one the token does not grant.
   * One query for the whole batch.
   */
  async batch(caller: A11yCaller, body: unknown, flags: DetailFlags): Promise<{ reports: (ContentDetails | null)[] }> {
    const hashes = batchHashes(body, this.config.a11yBatchMaxReferences);
    caller.requireSomewhere(ACTIONS.getDetails);
    const readable = (hash: string) => CONTENT_HASH.test(hash) && caller.may(ACTIONS.getDetails, hash);
    const records = await this.contents.findSucceeded(caller.clientId, [...new Set(hashes.filter(readable))]);
    const byHash = new Map(records.map((record) => [record.hash, record]));
    return {
      reports: hashes.map((hash) => {
        const record = readable(hash) ? byHash.get(hash) : undefined;
        return record ? detailsOf(record, this.granted(caller, hash, flags)) : null;
      }),
    };
  }

  private known(caller: A11yCaller, hash: string): Promise<ContentRecord> {
    return knownContent(this.contents, caller, hash);
  }

  private granted(caller: A11yCaller, hash: string, flags: DetailFlags) {
    return {
      feedback: flags.feedback && caller.may(ACTIONS.withFeedback, hash),
      formats: flags.formats && caller.may(ACTIONS.withFormats, hash),
      canToggleFormats: caller.may(ACTIONS.toggleFormats, hash),
    };
  }
}
