import { formatBlobKeys } from '@app/alternative-formats';
import { contentKeys, type BlobStore } from '@app/blob-store';
import type { PrismaClient } from '@app/database';
import { ContentRepository } from '../content/content.repository.js';
import { A11yClients } from './a11y-clients.js';

const BATCH = 500;

/**
 * Deletes a client with its content records, and the stored files (blob, preview, corrected copy and alternative formats) of each
 * record that no other client's record still needs. Record by record, each with its files under
 * the hash's lock (ContentRepository.removeRecord), so that an interrupted deletion leaves no file
 * without a record and is finished by running it again; the client goes last. False if there was
 * no such client.
 */
export async function deleteClient(prisma: PrismaClient, blobs: BlobStore, clientId: number): Promise<boolean> {
  const contents = new ContentRepository(prisma);
  const removeFiles = async (hash: string) => {
    for (const key of [...contentKeys(hash), ...formatBlobKeys(hash)]) await blobs.delete(key);
  };
  let hashes: string[];
  while ((hashes = await contents.hashesOf(clientId, BATCH)).length > 0) {
    for (const hash of hashes) await contents.removeRecord(clientId, hash, () => removeFiles(hash));
  }
  return new A11yClients(prisma).remove(clientId);
}
