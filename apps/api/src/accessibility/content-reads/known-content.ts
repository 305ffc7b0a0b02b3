import { NotFoundException } from '@nestjs/common';
import type { A11yCaller } from '../clients/caller.js';
import type { ContentRecord, ContentRepository } from '../content/content.repository.js';

/** The caller's record for `hash`, else 404: another client's file is, to this client, unknown. */
export async function knownContent(
  contents: ContentRepository,
  caller: A11yCaller,
  hash: string,
): Promise<ContentRecord> {
  const record = await contents.find(caller.clientId, hash);
  if (!record) throw new NotFoundException(noContent(caller.clientId, hash));
  return record;
}

/** What an unknown hash is told: the 404's message, the CLI's error. */
export const noContent = (clientId: number, hash: string): string => `No content ${hash} for client ${clientId}`;
