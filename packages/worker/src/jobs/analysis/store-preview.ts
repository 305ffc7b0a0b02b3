import fs from 'node:fs/promises';
import { previewKey, type BlobStore } from '@app/blob-store';

/**
 * Stores the engine's preview (a file in the attempt's work directory) in the blob store and
 * returns its key. Copied to a staging path first: the work directory may be on another file
 * system, and `put` must stay atomic.
 */
export async function storePreview(blobs: BlobStore, hash: string, preview: string): Promise<string> {
  const key = previewKey(hash);
  await storeFile(blobs, key, preview);
  return key;
}

/** Stores a local file under `key`, through a staged copy (so that `put` stays atomic); the file is kept. */
export async function storeFile(blobs: BlobStore, key: string, file: string): Promise<void> {
  const staged = blobs.stagingPath();
  try {
    await fs.copyFile(file, staged);
    await blobs.put(key, staged);
  } catch (error) {
    await blobs.discard(staged);
    throw error;
  }
}
