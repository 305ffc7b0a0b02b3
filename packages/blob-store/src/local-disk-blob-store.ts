import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, BlobNotFoundError, type BlobStore, type LocalBlob } from './blob-store.js';
import { removeAbandonedStagedFiles, stagedFileName } from './staged-files.js';

const STAGING = '.staging';
/** Staged files older than this were left by a process that died mid-upload, whichever it was. */
const ABANDONED_AFTER_MS = 24 * 3600_000;
const SWEEP_INTERVAL_MS = 5 * 60_000;

export interface LocalDiskBlobStoreOptions {
  /** How often staged files of dead writers are looked for after `open`. */
  sweepIntervalMs?: number;
  /** A periodic sweep that failed (the one in `open` throws instead); it is tried again next time. */
  onSweepError?: (error: unknown) => void;
}

/**
 * Blobs as files under one directory (DATA_DIR/blobs): `<root>/ab/abcdef...`, the first two
 * characters of the key sharding the directory. Uploads are staged in `<root>/.staging` on the
 * same file system, flushed to disk, and renamed into place: a crash leaves either no blob or the
 * whole blob, and at worst a staged file, which the next sweep removes once its writer is gone
 * (see staged-files.ts). Several processes (the API and workers, on one machine or sharing the
 * directory) may use one root at once.
 */
export class LocalDiskBlobStore implements BlobStore {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  private constructor(readonly root: string) {}

  /**
   * Creates the directories if needed and removes abandoned staged files, now and then every few
   * minutes until `close` (on a timer that does not keep the process alive).
   */
  static async open(root: string, options: LocalDiskBlobStoreOptions = {}): Promise<LocalDiskBlobStore> {
    const store = new LocalDiskBlobStore(path.resolve(root));
    await fs.mkdir(path.join(store.root, STAGING), { recursive: true });
    await store.sweepStaging();
    store.timer = setInterval(() => {
      store.sweeping ??= store
        .sweepStaging()
        .catch((error: unknown) => options.onSweepError?.(error))
        .finally(() => (store.sweeping = undefined));
    }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    store.timer.unref();
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
    return path.join(this.root, STAGING, stagedFileName());
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

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One pass over the staging directory; returns how many staged files it removed. */
  sweepStaging(now = Date.now()): Promise<number> {
    return removeAbandonedStagedFiles(path.join(this.root, STAGING), { now, abandonedAfterMs: ABANDONED_AFTER_MS });
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
