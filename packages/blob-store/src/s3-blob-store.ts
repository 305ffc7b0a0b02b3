import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertKey,
  BlobNotFoundError,
  BlobStoreUnavailableError,
  type BlobStore,
  type FetchOptions,
  type LocalBlob,
} from './blob-store.js';
import { StagingArea, type StagingOptions } from './staging-area.js';

export interface S3BlobStoreOptions extends StagingOptions {
  /** The S3 API's base URL (MinIO, Garage, Ceph...); unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the AWS SDK's default chain (AWS_* variables, shared config, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
  /** Prepended to every key, to share a bucket with other data (`a11y/`). */
  prefix?: string;
  /** A local directory for staged uploads and downloaded copies (DATA_DIR/blobs-staging). */
  stagingDir: string;
}

/**
 * Multipart parts of 8 MB, two in flight: what one upload holds in memory while it streams. S3's
 * smallest part is 5 MB; a file smaller than one part goes up in a single PUT.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Blobs as objects of an S3-compatible bucket, `<prefix><key>`. Uploads are staged on local disk
 * (the API hashes and inspects them there) and streamed up on `put`, in parts for large files: an
 * object appears whole when S3 answers the PUT or completes the multipart upload, and is durable
 * from then on, so a 202 that follows `put` never names a blob that a crash can lose. A crash
 * mid-upload leaves a staged file (swept once its writer is gone) and at worst an incomplete
 * multipart upload, which S3 does not show as an object (a bucket lifecycle rule removes those).
 * `fetch` streams the object to a local file: nothing is held whole in memory either way.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  private constructor(
    private readonly options: S3BlobStoreOptions,
    private readonly staging: StagingArea,
  ) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where the operation requires one: several S3-compatible servers refuse the
      // SDK's default CRC32 trailers on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  static async open(options: S3BlobStoreOptions): Promise<S3BlobStore> {
    return new S3BlobStore(options, await StagingArea.open(options.stagingDir, options));
  }

  get description(): string {
    const where = this.options.endpoint ?? `AWS S3 (${this.options.region})`;
    return `S3 bucket ${this.options.bucket} at ${where}${this.options.prefix ? ` under ${this.options.prefix}` : ''}`;
  }

  stagingPath(): string {
    return this.staging.newPath();
  }

  async put(key: string, stagedPath: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const body = fs.createReadStream(stagedPath);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: objectKey, Body: body },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false, // a failed multipart upload is aborted, not left to pay for
    });
    try {
      await unavailableAs('store the file', () => upload.done());
    } finally {
      body.destroy(); // closes the file whether or not the upload read it to the end
    }
    await fs.promises.rm(stagedPath, { force: true });
  }

  async discard(stagedPath: string): Promise<void> {
    await fs.promises.rm(stagedPath, { force: true });
  }

  async fetch(key: string, options: FetchOptions = {}): Promise<LocalBlob> {
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) });
    let body: Readable;
    try {
      const object = await this.client.send(command);
      body = object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw new BlobStoreUnavailableError('read the file', error);
    }
    const file = this.staging.newPath(options.into);
    const release = () => fs.promises.rm(file, { force: true });
    try {
      await pipeline(body, fs.createWriteStream(file, { flags: 'wx' }));
      const { size } = await fs.promises.stat(file);
      return { path: file, size, release };
    } catch (error) {
      await release();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success: nothing stored is fine.
    const command = new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) });
    await unavailableAs('delete the file', () => this.client.send(command));
  }

  /**
   * Reads a key that is never stored: "no such key" means the bucket exists and the credentials
   * are accepted (with no more permission than reading blobs needs); anything else is the reason.
   */
  async check(): Promise<void> {
    try {
      const probe = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: `${this.options.prefix ?? ''}readiness-probe` }),
      );
      (probe.Body as Readable | undefined)?.destroy();
    } catch (error) {
      if (!(error instanceof NoSuchKey)) throw error;
    }
  }

  async close(): Promise<void> {
    await this.staging.close();
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }
}

/** Errors of the S3 server or of the way to it, as BlobStoreUnavailableError. */
async function unavailableAs<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new BlobStoreUnavailableError(operation, error);
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404))
  );
}
