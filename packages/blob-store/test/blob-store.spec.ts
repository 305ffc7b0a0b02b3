import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startS3Server, type TestS3Server } from '@app/testing';
import {
  BlobNotFoundError,
  BlobStoreUnavailableError,
  LocalDiskBlobStore,
  openBlobStore,
  type BlobStore,
  type BlobStoreChoice,
} from '../src/index.js';

// One suite, run against each store: the local disk (the default) and an S3-compatible bucket on a
// real S3 server (s3rver) on loopback.

const KEY = 'ab'.repeat(32);
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3.close();
});

interface Flavour {
  name: string;
  /** Where staged files are, under a fresh root. */
  stagingDir(root: string): string;
  choice(root: string): BlobStoreChoice;
}

const FLAVOURS: Flavour[] = [
  {
    name: 'LocalDiskBlobStore',
    stagingDir: (root) => path.join(root, '.staging'),
    choice: (root) => ({ kind: 'local', root }),
  },
  {
    name: 'S3BlobStore',
    stagingDir: (root) => path.join(root, 'staging'),
    choice: (root) => ({
      kind: 's3',
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: s3.bucket,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      // Each test its own corner of the one bucket.
      prefix: `${path.basename(root)}/`,
      stagingDir: path.join(root, 'staging'),
    }),
  },
];

describe.each(FLAVOURS)('$name', (flavour) => {
  let root: string;
  let store: BlobStore;
  const children: ChildProcess[] = [];

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
    store = await openBlobStore(flavour.choice(root));
  });

  afterEach(async () => {
    await store.close();
    for (const child of children.splice(0)) await kill(child);
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A real process that stages a file in the store and stays in the middle of its "upload". */
  async function uploader(): Promise<{ child: ChildProcess; staged: string }> {
    const script = new URL('./support/stage-and-wait.mjs', import.meta.url).pathname;
    const child = spawn(process.execPath, [script, JSON.stringify(flavour.choice(root))], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const staged = await new Promise<string>((resolve, reject) => {
      child.stdout!.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
      child.once('exit', (code) => reject(new Error(`the uploader exited with ${code}`)));
    });
    return { child, staged };
  }

  function stage(content: string | Buffer): string {
    const staged = store.stagingPath();
    fs.writeFileSync(staged, content);
    return staged;
  }

  async function read(key: string): Promise<string> {
    const blob = await store.fetch(key);
    try {
      return fs.readFileSync(blob.path, 'utf8');
    } finally {
      await blob.release();
    }
  }

  it('stores a staged file under its key, consuming the staged file, and hands it back', async () => {
    const staged = stage('hello');
    await store.put(KEY, staged);

    expect(fs.existsSync(staged)).toBe(false);
    const blob = await store.fetch(KEY);
    expect(blob.size).toBe(5);
    expect(fs.readFileSync(blob.path, 'utf8')).toBe('hello');
    await blob.release();
  });

  it('stores a file larger than a multipart part whole, byte for byte', async () => {
    const bytes = randomBytes(19 * 1024 * 1024); // three parts of the S3 store's 8 MB
    await store.put(KEY, stage(bytes));
    const blob = await store.fetch(KEY);
    expect(blob.size).toBe(bytes.length);
    expect(fs.readFileSync(blob.path).equals(bytes)).toBe(true);
    await blob.release();
  });

  it('writes a downloaded copy into the directory the caller names, and removes it on release', async () => {
    await store.put(KEY, stage('for the worker'));
    const workDir = fs.mkdtempSync(path.join(root, 'work-'));
    const blob = await store.fetch(KEY, { into: workDir });
    expect(fs.readFileSync(blob.path, 'utf8')).toBe('for the worker');
    await blob.release();
    if (flavour.name === 'S3BlobStore') {
      expect(path.dirname(blob.path)).toBe(workDir);
      expect(fs.existsSync(blob.path)).toBe(false);
    } else {
      expect(fs.existsSync(blob.path)).toBe(true); // the local store hands out the blob itself
    }
  });

  it('stages on local disk, a new path each time', () => {
    expect(path.dirname(store.stagingPath())).toBe(flavour.stagingDir(root));
    expect(store.stagingPath()).not.toBe(store.stagingPath());
  });

  it('replaces a blob stored again under the same key', async () => {
    await store.put(KEY, stage('first'));
    await store.put(KEY, stage('again'));
    expect(await read(KEY)).toBe('again');
  });

  it('says when nothing is stored under a key', async () => {
    await expect(store.fetch('cd'.repeat(32))).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('refuses keys that are not lowercase hex, so a key can never name a path outside the store', async () => {
    for (const key of ['../../etc/passwd', 'ABCDEF', 'ab', '', `${KEY}/../x`, `${KEY}..pdf`, `${KEY}.PDF`, '.pdf']) {
      await expect(store.put(key, stage('x'))).rejects.toThrow(RangeError);
      await expect(store.fetch(key)).rejects.toThrow(RangeError);
    }
  });

  it('stores a file derived from a content under its hash and a suffix', async () => {
    const previewKey = `${KEY}.preview.pdf`;
    await store.put(previewKey, stage('%PDF-'));
    expect(await read(previewKey)).toBe('%PDF-');
    await expect(store.fetch(KEY)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('discards a staged file, and a missing one quietly', async () => {
    const staged = stage('refused');
    await store.discard(staged);
    expect(fs.existsSync(staged)).toBe(false);
    await expect(store.discard(staged)).resolves.toBeUndefined();
  });

  it('deletes a blob, and a missing one quietly, leaving the others', async () => {
    const previewKey = `${KEY}.preview.pdf`;
    await store.put(KEY, stage('content'));
    await store.put(previewKey, stage('%PDF-'));
    await store.delete(KEY);
    await expect(store.fetch(KEY)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.delete(KEY)).resolves.toBeUndefined();
    expect(await read(previewKey)).toBe('%PDF-');
    await expect(store.delete('../x')).rejects.toThrow(RangeError);
  });

  it('reports itself usable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('removes the staged file of a process killed mid-upload when next opened, and keeps a live one’s', async () => {
    const killed = await uploader();
    const live = await uploader();
    await kill(killed.child);
    expect(fs.existsSync(killed.staged)).toBe(true);

    await (await openBlobStore(flavour.choice(root))).close();
    expect(fs.existsSync(killed.staged)).toBe(false);
    expect(fs.existsSync(live.staged)).toBe(true);
    expect(fs.readFileSync(live.staged, 'utf8')).toBe('half an upload');
  });

  it('removes it within a sweep interval while the store is open, without waiting for a restart', async () => {
    await store.close();
    store = await openBlobStore({ ...flavour.choice(root), sweepIntervalMs: 50 });
    const mine = stage('this process is alive');
    const killed = await uploader();
    await kill(killed.child);
    for (let waited = 0; fs.existsSync(killed.staged) && waited < 5_000; waited += 50) await sleep(50);
    expect(fs.existsSync(killed.staged)).toBe(false);
    expect(fs.existsSync(mine)).toBe(true);
  });

  it('removes staged files abandoned more than a day ago when opened, and keeps recent ones', async () => {
    const old = stage('abandoned');
    const recent = stage('in flight');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);

    await (await openBlobStore(flavour.choice(root))).close();
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });
});

describe('S3BlobStore', () => {
  it('is not ready when its bucket does not exist, or its server does not answer, and says the store is unavailable', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
    const store = await openBlobStore({
      ...FLAVOURS[1]!.choice(root),
      kind: 's3',
      bucket: 'no-such-bucket',
    } as BlobStoreChoice);
    const unreachable = await openBlobStore({
      ...FLAVOURS[1]!.choice(root),
      endpoint: 'http://127.0.0.1:1',
    } as BlobStoreChoice);
    try {
      await expect(store.check()).rejects.toThrow(/bucket/i);
      await expect(unreachable.check()).rejects.toThrow(/ECONNREFUSED/);
      // Not the caller's fault, and said so: the API answers 503, the worker retries.
      const staged = unreachable.stagingPath();
      fs.writeFileSync(staged, 'kept for another try');
      await expect(unreachable.put(KEY, staged)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      expect(fs.existsSync(staged)).toBe(true);
      await expect(unreachable.fetch(KEY)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
      await expect(unreachable.delete(KEY)).rejects.toBeInstanceOf(BlobStoreUnavailableError);
    } finally {
      await store.close();
      await unreachable.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('LocalDiskBlobStore only', () => {
  let root: string;
  let store: LocalDiskBlobStore;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
    store = await LocalDiskBlobStore.open(root);
  });

  afterEach(async () => {
    await store.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('shards blobs by the first two characters of their key, and put() is a rename on one file system', async () => {
    const staged = store.stagingPath();
    fs.writeFileSync(staged, 'hello');
    expect(path.dirname(staged).startsWith(root)).toBe(true);
    await store.put(KEY, staged);
    expect(store.pathOf(KEY)).toBe(path.join(root, 'ab', KEY));
    expect(fs.readFileSync(path.join(root, 'ab', KEY), 'utf8')).toBe('hello');
  });

  it('leaves another machine’s staged files to the age rule: its pids cannot be asked about', async () => {
    const foreign = path.join(
      root,
      '.staging',
      `other-host~1.${process.pid + 1_000_000}.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.part`,
    );
    fs.writeFileSync(foreign, 'uploading on another machine');
    expect(await store.sweepStaging()).toBe(0);
    expect(await store.sweepStaging(Date.now() + 25 * 3600_000)).toBe(1);
    expect(fs.existsSync(foreign)).toBe(false);
  });
});

/** SIGKILL, and wait until the process is reaped (a zombie still answers to its pid). */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
