import { spawn, type ChildProcess } from 'node:child_process';
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

const children: ChildProcess[] = [];

afterEach(async () => {
  await store.close();
  for (const child of children.splice(0)) await kill(child);
  fs.rmSync(root, { recursive: true, force: true });
});

/** A real process that stages a file in the store and stays in the middle of its "upload". */
async function uploader(): Promise<{ child: ChildProcess; staged: string }> {
  const script = new URL('./support/stage-and-wait.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, root], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const staged = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`the uploader exited with ${code}`)));
  });
  return { child, staged };
}

/** SIGKILL, and wait until the process is reaped (a zombie still answers to its pid). */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

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

  it('deletes a blob, and a missing one quietly, leaving the others', async () => {
    const previewKey = `${KEY}.preview.pdf`;
    await store.put(KEY, stage('content'));
    await store.put(previewKey, stage('%PDF-'));
    await store.delete(KEY);
    await expect(store.fetch(KEY)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.delete(KEY)).resolves.toBeUndefined();
    expect(fs.readFileSync(store.pathOf(previewKey), 'utf8')).toBe('%PDF-');
    await expect(store.delete('../x')).rejects.toThrow(RangeError);
  });

  it('removes the staged file of a process killed mid-upload when next opened, and keeps a live one’s', async () => {
    const killed = await uploader();
    const live = await uploader();
    await kill(killed.child);
    expect(fs.existsSync(killed.staged)).toBe(true);

    await (await LocalDiskBlobStore.open(root)).close();
    expect(fs.existsSync(killed.staged)).toBe(false);
    expect(fs.existsSync(live.staged)).toBe(true);
    expect(fs.readFileSync(live.staged, 'utf8')).toBe('half an upload');
  });

  it('removes it within a sweep interval while the store is open, without waiting for a restart', async () => {
    await store.close();
    store = await LocalDiskBlobStore.open(root, { sweepIntervalMs: 50 });
    const mine = stage('this process is alive');
    const killed = await uploader();
    await kill(killed.child);
    for (let waited = 0; fs.existsSync(killed.staged) && waited < 5_000; waited += 50) await sleep(50);
    expect(fs.existsSync(killed.staged)).toBe(false);
    expect(fs.existsSync(mine)).toBe(true);
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

  it('removes staged files abandoned more than a day ago when opened, and keeps recent ones', async () => {
    const old = stage('abandoned');
    const recent = stage('in flight');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);

    await (await LocalDiskBlobStore.open(root)).close();
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
