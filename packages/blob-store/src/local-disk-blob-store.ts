import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, BlobNotFoundError, type BlobStore, type LocalBlob } from './blob-store.js';

const STAGING = '.staging';
/** Staged files older than this were left by a process that died mid-upload. */
const ABANDONED_AFTER_MS = 24 * 3600_000;

/**
 * Blobs as files under one directory (DATA_DIR/blobs): `<root>/ab/abcdef...`, the first two
 * characters of the key sharding the directory. Uploads are staged in `<root>/.staging` on the
 * same file system, flushed to disk, and renamed into place: a crash leaves either no blob or the
 * whole blob, and at worst a staged file, which `open` removes a day later. Several processes
 * (the API and workers, on one machine or sharing the directory) may use one root at once.
 */
export class LocalDiskBlobStore implements BlobStore {
  private constructor(readonly root: string) {}

  /** Creates the directories if needed and removes abandoned staged files. */
  static async open(root: string): Promise<LocalDiskBlobStore> {
    const store = new LocalDiskBlobStore(path.resolve(root));
    await fs.mkdir(path.join(store.root, STAGING), { recursive: true });
    await store.removeAbandonedStagedFiles(Date.now() - ABANDONED_AFTER_MS);
    return store;
  }

  get description(): string {
    return `local disk at ${this.root}`;
  }

  /** Where the blob of `key` lives (or would live). */
  pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  stagingPath(): string {
    return path.join(this.root, STAGING, `${randomUUID()}.part`);
  }

  async put(key: string, stagedPath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsync(stagedPath, 'r');
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(stagedPath, target);
    await fsync(path.dirname(target), 'r'); // the rename itself survives a crash
  }

  async discard(stagedPath: string): Promise<void> {
    await fs.rm(stagedPath, { force: true });
  }

  async fetch(key: string): Promise<LocalBlob> {
    const blobPath = this.pathOf(key);
    try {
      const { size } = await fs.stat(blobPath);
      return { path: blobPath, size, release: async () => {} };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  private async removeAbandonedStagedFiles(olderThan: number): Promise<void> {
    const dir = path.join(this.root, STAGING);
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && stat.mtimeMs < olderThan) await fs.rm(file, { force: true });
    }
  }
}

async function fsync(file: string, flags: string): Promise<void> {
  const handle = await fs.open(file, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
