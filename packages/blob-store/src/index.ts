export { BlobNotFoundError, type BlobStore, type LocalBlob } from './blob-store.js';
export { LocalDiskBlobStore } from './local-disk-blob-store.js';
