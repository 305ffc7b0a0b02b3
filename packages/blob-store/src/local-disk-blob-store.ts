import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, BlobNotFoundError, type BlobStore, type LocalBlob } from './blob-store.js';
import { StagingArea, type StagingOptions } from './staging-area.js';

const STAGING = '.staging';

export type LocalDiskBlobStoreOptions = StagingOptions;

/**
 * Blobs as files under one directory (DATA_DIR/blobs): `<root>/ab/abcdef...`, the first two
 * characters of the key sharding the directory. Uploads are staged in `<root>/.staging` on the
 * same file system, flushed to disk, and renamed into place: a crash leaves either no blob or the
 * whole blob, and at worst a staged file, which the next sweep removes once its writer is gone
 * (see staged-files.ts). Several processes (the API and workers, on one machine or sharing the
 * directory) may use one root at once.
 */
export class LocalDiskBlobStore implements BlobStore {
  private constructor(
    readonly root: string,
    private readonly staging: StagingArea,
  ) {}

  /**
   * Creates the directories if needed and removes abandoned staged files, now and then every few
   * minutes until `close` (on a timer that does not keep the process alive).
   */
  static async open(root: string, options: LocalDiskBlobStoreOptions = {}): Promise<LocalDiskBlobStore> {
    const resolved = path.resolve(root);
    return new LocalDiskBlobStore(resolved, await StagingArea.open(path.join(resolved, STAGING), options));
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
    return this.staging.newPath();
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

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** The blob itself, read in place (`into` is for stores that download a copy). */
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

  async check(): Promise<void> {
    await fs.access(this.staging.dir, fs.constants.W_OK);
  }

  close(): Promise<void> {
    return this.staging.close();
  }

  /** One pass over the staging directory; returns how many staged files it removed. */
  sweepStaging(now = Date.now()): Promise<number> {
    return this.staging.sweep(now);
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
