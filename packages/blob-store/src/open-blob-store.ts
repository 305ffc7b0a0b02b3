import { LocalDiskBlobStore } from './local-disk-blob-store.js';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';
import type { BlobStore } from './blob-store.js';
import type { StagingOptions } from './staging-area.js';

export type BlobStoreChoice =
  ({ kind: 'local'; root: string } & StagingOptions) | ({ kind: 's3' } & S3BlobStoreOptions);

/** The store the configuration names: local disk (the default) or an S3-compatible bucket. */
export function openBlobStore(choice: BlobStoreChoice): Promise<BlobStore> {
  return choice.kind === 's3' ? S3BlobStore.open(choice) : LocalDiskBlobStore.open(choice.root, choice);
}
