export { BlobNotFoundError, contentKeys, previewKey, type BlobStore, type LocalBlob } from './blob-store.js';
export { LocalDiskBlobStore, type LocalDiskBlobStoreOptions } from './local-disk-blob-store.js';
export { processExists } from './process-exists.js';
