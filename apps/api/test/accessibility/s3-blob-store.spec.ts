import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
import { formatBlobKey, formatNamed } from '@app/alternative-formats';
import { startS3Server, until, type TestS3Server } from '@app/testing';
import request from 'supertest';
import { WorkerProcesses } from '../support/worker-processes.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import {
  a11yClient,
  clientWithToken,
  policy,
  sha256,
  tokenFor,
  type A11yClient,
  untilAnalysed,
} from './a11y-client.js';

// BLOB_STORE=s3 across machines that share no disk: the API (this process) and a ROLE=worker
// process with a DATA_DIR of its own, both on a real S3 server (s3rver) on loopback. An Office
// upload goes up to the bucket, the worker downloads it into its work directory, analyses it and
// writes the PDF preview back; the API serves that preview from the bucket. An alternative format
// asked of the API is made by the worker from the bucket's copies and written back there, and the
// API serves it from the bucket too.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fixture = (dir: string, name: string) =>
  fs.readFileSync(new URL(`../../../../packages/analysis/fixtures/${dir}/files/${name}`, import.meta.url));

let s3: TestS3Server;
let t: TestApp;
let workers: WorkerProcesses;
let alice: A11yClient;
let workerDataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp(s3.env);
  workers = new WorkerProcesses(t);
  alice = await a11yClient(t, 1);
  workerDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-data-'));
  const worker = workers.start({ ...s3.env, DATA_DIR: workerDataDir });
  await worker.waitForLog('worker running');
});

afterAll(async () => {
  await workers.killAll();
  await t.close();
  await s3.close();
  fs.rmSync(workerDataDir, { recursive: true, force: true });
});

const finished = (hash: string) => untilAnalysed(alice, hash, 60_000);

async function objectBytes(key: string): Promise<Buffer> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

/** Collects the response bytes whatever their type (superagent parses only what it knows). */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Every file under a directory, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

describe('the S3 blob store, with the API and a worker on separate data directories', () => {
  it('uploads to the bucket, analyses in the worker, and serves the preview the worker stored', async () => {
    const file = fixture('office', 'docx-pass.docx');
    const hash = sha256(file);
    await alice.upload(file, 'report.docx', DOCX).expect(202);
    expect((await objectBytes(hash)).equals(file)).toBe(true); // in the bucket once 202 is answered

    expect(await finished(hash)).toMatchObject({ status: 'success' });
    const preview = await request(t.app.getHttpServer())
      .get(`/api/v2/clients/1/content/${hash}/preview`)
      .set('Authorization', `Bearer ${alice.token}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((preview.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await objectBytes(`${hash}.preview.pdf`)).equals(preview.body as Buffer)).toBe(true);

    // Nothing kept on either machine's disk: no blobs directory, nothing left staged.
    expect(filesUnder(path.join(t.runtime.config.dataDir, 'blobs'))).toEqual([]);
    expect(filesUnder(path.join(t.runtime.config.dataDir, 'staging'))).toEqual([]);
    expect(filesUnder(path.join(workerDataDir, 'blobs'))).toEqual([]);
    expect(filesUnder(path.join(workerDataDir, 'staging'))).toEqual([]);
  });

  it('makes an alternative format in the worker, writes it to the bucket, and serves it from there', async () => {
    const teacher = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] })),
    );
    const file = fixture('office', 'docx-pass.docx');
    const hash = sha256(file);
    const uploaded = await teacher.upload(file, 'report.docx', DOCX); // 303 once the test above has run
    expect([202, 303]).toContain(uploaded.status);
    expect(await finished(hash)).toMatchObject({ status: 'success' });

    const key = formatBlobKey(hash, formatNamed('Html')!);
    const getFormat = () =>
      request(t.app.getHttpServer())
        .get(`/api/v2/clients/1/content/${hash}/formats/Html`)
        .set('Authorization', `Bearer ${teacher.token}`)
        .buffer(true)
        .parse(binary);
    await expect(objectBytes(key)).rejects.toThrow(); // not asked for yet: not in the bucket
    const asked = await getFormat().expect(202);
    expect(JSON.parse((asked.body as Buffer).toString())).toMatchObject({ hash, format: 'Html' });

    const served = await until(async () => {
      const res = await getFormat();
      if (res.status === 200) return res;
      expect(res.status).toBe(202);
      expect(JSON.parse((res.body as Buffer).toString()).status).not.toBe('failed');
      return undefined;
    }, 120_000);
    expect(served.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = served.body as Buffer;
    expect(html.toString('utf8')).toContain('<title>Town library annual report</title>');
    // The worker wrote it to the bucket; the API, which never made it, served the bucket's bytes.
    expect((await objectBytes(key)).equals(html)).toBe(true);

    // Neither machine kept it (nor anything else) on its own disk.
    for (const dataDir of [t.runtime.config.dataDir, workerDataDir]) {
      expect(filesUnder(path.join(dataDir, 'blobs'))).toEqual([]);
      expect(filesUnder(path.join(dataDir, 'staging'))).toEqual([]);
    }
  });

  it('analyses a PDF and an image the same way', async () => {
    for (const [dir, name, type] of [
      ['pdf', 'alt-text-missing-fail.pdf', 'application/pdf'],
      ['image', 'jpeg-exif-description-pass.jpg', 'image/jpeg'],
    ] as const) {
      const file = fixture(dir, name);
      await alice.upload(file, name, type).expect(202);
      expect(await finished(sha256(file))).toMatchObject({ status: 'success' });
    }
  });
});
