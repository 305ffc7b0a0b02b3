/**
 * Where uploaded files are kept, by key (the content hash). The API writes an upload to a staging
 * path while it reads the request, then `put`s it; workers `fetch` it to read it. Callers see only
 * this interface: the local-disk store is the default, the S3-compatible store implements the same
 * methods (stage locally, upload on `put`, download to a local file on `fetch`).
 */
export interface BlobStore {
  /** For logs: where the blobs are. */
  readonly description: string;

  /**
   * A new, unique local path to write an incoming file to before `put`. For the local-disk store it
   * is on the store's own file system, so that `put` is a rename.
   */
  stagingPath(): string;

  /**
   * Stores the staged file under `key`, atomically: a reader sees the whole blob or none, never
   * part of one, even if the process dies half-way. The staged file is consumed. A key names its
   * bytes, so storing a key again replaces the blob with the same bytes.
   */
  put(key: string, stagedPath: string): Promise<void>;

  /** Removes a staged file that will not be stored (a refused upload); a missing file is fine. */
  discard(stagedPath: string): Promise<void>;

  /**
   * The blob as a local file to read, until `release()`: the local-disk store hands out the blob
   * itself, a remote store a downloaded copy, written in `options.into` (a directory the caller
   * owns, such as a worker's work directory) or else in the store's own staging area. Throws
   * BlobNotFoundError when nothing is stored under `key`.
   */
  fetch(key: string, options?: FetchOptions): Promise<LocalBlob>;

  /**
   * Removes the blob stored under `key`; nothing stored is fine. Blobs are shared by every record
   * of their hash: the caller makes sure none still references it.
   */
  delete(key: string): Promise<void>;

  /** Resolves when the store can be used (readiness); rejects with the reason otherwise. */
  check(): Promise<void>;

  /** Stops the store's background work (removing abandoned staged files); for shutdown. */
  close(): Promise<void>;
}

export interface FetchOptions {
  /** Where a remote store writes its downloaded copy. */
  into?: string;
}

export interface LocalBlob {
  path: string;
  size: number;
  release(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No blob is stored under ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/**
 * The store could not be reached or refused the operation (a remote store down, wrong credentials):
 * not the caller's fault, and worth trying again later. The cause says what happened.
 */
export class BlobStoreUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`The file store could not ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'BlobStoreUnavailableError';
  }
}

/**
 * Keys are content hashes: lowercase hex, at least 4 characters (the first two shard the store),
 * optionally followed by suffixes naming a file derived from that content (`<hash>.preview.pdf`),
 * so that it is stored next to its source. No slash and no leading dot: a key is never a path.
 */
const KEY = /^[0-9a-f]{4,128}(?:\.[a-z0-9]{1,16}){0,3}$/;

/** The key of a content's PDF preview (an Office file's), stored beside the content's own blob. */
export const previewKey = (hash: string): string => `${hash}.preview.pdf`;

/** The key of a content's corrected copy (@app/remediation): one per content, whatever its extension. */
export const remediationKey = (hash: string): string => `${hash}.remediation`;

/** Every key a content's files may be stored under: its own and those derived from it. */
export const contentKeys = (hash: string): string[] => [hash, previewKey(hash), remediationKey(hash)];

export function assertKey(key: string): void {
  if (!KEY.test(key)) {
    throw new RangeError(
      `A blob key is 4 to 128 lowercase hex characters, optionally with suffixes such as .preview.pdf, got "${key}"`,
    );
  }
}
