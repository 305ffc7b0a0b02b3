export {
  BlobNotFoundError,
  BlobStoreUnavailableError,
  contentKeys,
  previewKey,
  remediationKey,
  type BlobStore,
  type FetchOptions,
  type LocalBlob,
} from './blob-store.js';
export { LocalDiskBlobStore, type LocalDiskBlobStoreOptions } from './local-disk-blob-store.js';
export { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';
export { openBlobStore, type BlobStoreChoice } from './open-blob-store.js';
export { processExists } from './process-exists.js';
