import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BlobNotFoundError, LocalDiskBlobStore } from '../src/index.js';

let root: string;
let store: LocalDiskBlobStore;
const KEY = 'ab'.repeat(32);

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
  store = await LocalDiskBlobStore.open(root);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function stage(content: string): string {
  const staged = store.stagingPath();
  fs.writeFileSync(staged, content);
  return staged;
}

describe('LocalDiskBlobStore', () => {
  it('stores a staged file under its key, sharded by the first two characters, and hands it back', async () => {
    const staged = stage('hello');
    await store.put(KEY, staged);

    expect(fs.existsSync(staged)).toBe(false);
    expect(store.pathOf(KEY)).toBe(path.join(root, 'ab', KEY));
    const blob = await store.fetch(KEY);
    expect(blob.size).toBe(5);
    expect(fs.readFileSync(blob.path, 'utf8')).toBe('hello');
    await blob.release();
  });

  it('stages on the store’s own file system, so that put() is a rename and never a partial copy', () => {
    expect(path.dirname(store.stagingPath()).startsWith(root)).toBe(true);
    expect(store.stagingPath()).not.toBe(store.stagingPath());
  });

  it('replaces a blob stored again under the same key', async () => {
    await store.put(KEY, stage('first'));
    await store.put(KEY, stage('again'));
    expect(fs.readFileSync(store.pathOf(KEY), 'utf8')).toBe('again');
  });

  it('says when nothing is stored under a key', async () => {
    await expect(store.fetch('cd'.repeat(32))).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('refuses keys that are not lowercase hex, so a key can never name a path outside the store', async () => {
    for (const key of ['../../etc/passwd', 'ABCDEF', 'ab', '', `${KEY}/../x`, `${KEY}..pdf`, `${KEY}.PDF`, '.pdf']) {
      await expect(store.put(key, stage('x'))).rejects.toThrow(RangeError);
    }
  });

  it('stores a file derived from a content under its hash and a suffix, next to it', async () => {
    const previewKey = `${KEY}.preview.pdf`;
    await store.put(previewKey, stage('%PDF-'));
    expect(store.pathOf(previewKey)).toBe(path.join(root, 'ab', previewKey));
    const blob = await store.fetch(previewKey);
    expect(fs.readFileSync(blob.path, 'utf8')).toBe('%PDF-');
    await expect(store.fetch(KEY)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('discards a staged file, and a missing one quietly', async () => {
    const staged = stage('refused');
    await store.discard(staged);
    expect(fs.existsSync(staged)).toBe(false);
    await expect(store.discard(staged)).resolves.toBeUndefined();
  });

  it('removes staged files abandoned more than a day ago when opened, and keeps recent ones', async () => {
    const old = stage('abandoned');
    const recent = stage('in flight');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);

    await LocalDiskBlobStore.open(root);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });
});
