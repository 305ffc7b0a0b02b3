import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { remediationKey, type LocalDiskBlobStore } from '@app/blob-store';
import { query, until } from '@app/testing';
import { startWorker, type Worker } from '@app/worker';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { deleteClient } from '../../src/accessibility/clients/client-deletion.js';
import {
  a11yClient,
  blobFiles,
  clientWithToken,
  policy,
  sha256,
  tokenFor,
  type A11yClient,
  uploadAnalysed,
} from './a11y-client.js';

// The corrected copy over HTTP (issue 30): requested, made by the a11y-remediation jobs of a worker
// in this process (the real remediation, in the formats' bounded producer processes), served from
// the blob store; the copy analysed again by the service; the refusals.

const fixture = (path: string) =>
  fs.readFileSync(new URL(`../../../../packages/analysis/fixtures/${path}`, import.meta.url));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let worker: Worker;
/** `content:*` and `content:*:*`: every action, content:getRemediation among them. */
let teacher: A11yClient;
let docx: string;

beforeAll(async () => {
  t = await startTestApp();
  await a11yClient(t, 1);
  teacher = clientWithToken(
    t,
    1,
    tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] })),
  );
  worker = await startWorker({
    queue: t.runtime.queue,
    prisma: t.runtime.prisma,
    blobs: t.runtime.blobs,
    concurrency: 2,
  });
  docx = await uploadAnalysed(teacher, fixture('cross-format/files/headings-skip-fail.docx'), 'syllabus.docx', DOCX);
});

afterAll(async () => {
  await worker.stop();
  await t.close();
});

const server = () => t.app.getHttpServer();
const path = (hash: string) => `/api/v2/clients/1/content/${hash}/remediation`;
const getRemediation = (client: A11yClient, hash: string) =>
  request(server()).get(path(hash)).set('Authorization', `Bearer ${client.token}`);
const getFile = (client: A11yClient, hash: string) =>
  request(server())
    .get(`${path(hash)}/file`)
    .set('Authorization', `Bearer ${client.token}`)
    .buffer(true)
    .parse(binary);

/** Collects the response bytes whatever their type (superagent parses only what it knows). */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Asks until the remediation has ended (anything but 202), as a client would. */
const ended = (hash: string) =>
  until(async () => {
    const res = await getRemediation(teacher, hash);
    if (res.status !== 202) return res;
    expect(res.headers['retry-after']).toBe('5');
    return undefined;
  }, 120_000);

const score = async (hash: string): Promise<number> =>
  (await teacher.details(hash, '?feedback=true').expect(200)).body.feedback.score;

describe('the remediation of a file', () => {
  it('is started by the first request (202 with Retry-After), then lists its changes and scores (200)', async () => {
    const first = await getRemediation(teacher, docx).expect(202);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.body).toEqual({
      hash: docx,
      status: expect.stringMatching(/^(pending|inprogress)$/),
      remediationUrl: path(docx),
    });
    const res = await ended(docx);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hash: docx,
      status: 'success',
      fileName: 'syllabus-fixed.docx',
      fileUrl: `${path(docx)}/file`,
      leftForPerson: expect.any(Array),
    });
    expect(res.body.changes).toContainEqual(
      expect.objectContaining({ check: 'HeadingsSequential', needsReview: false, location: expect.any(Object) }),
    );
    expect(res.body.scoreAfter).toBeGreaterThan(res.body.scoreBefore);
    expect(res.body.scoreBefore).toBe(await score(docx)); // the same engine as the service's analysis
  }, 240_000);

  it('serves the corrected file, as an attachment named <name>-fixed.docx, which analyses better', async () => {
    const res = await getFile(teacher, docx).expect(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="syllabus-fixed\.docx"/);
    const fixed = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(fixed.length);
    const again = await uploadAnalysed(teacher, fixed, 'syllabus-fixed.docx', DOCX);
    expect(await score(again)).toBeGreaterThan(await score(docx));
    const { body } = await getRemediation(teacher, docx).expect(200);
    expect(await score(again)).toBe(body.scoreAfter);
  }, 240_000);

  it('answers 404 for a file the client does not have, and 400 for a malformed hash', async () => {
    const unknown = sha256(Buffer.from('never uploaded'));
    expect((await getRemediation(teacher, unknown).expect(404)).body.message).toBe(
      `No content ${unknown} for client 1`,
    );
    await getFile(teacher, unknown).expect(404);
    await getRemediation(teacher, 'not-a-hash').expect(400);
  });

  it('answers 403 to a token without content:getRemediation', async () => {
    const reader = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:getDetails', 'content:getDetails:withFormats'] })),
    );
    const res = await getRemediation(reader, docx).expect(403);
    expect(res.body.message).toBe(`This token does not grant content:getRemediation on content:${docx}`);
    await getFile(reader, docx).expect(403);
  });

  it('answers 409 for a type it cannot rewrite (an image), with the reason, and starts nothing', async () => {
    const png = await uploadAnalysed(
      teacher,
      fixture('image/files/bitmap-no-description-fail.bmp'),
      'photo.bmp',
      'image/bmp',
    );
    const res = await getRemediation(teacher, png).expect(409);
    expect(res.body).toMatchObject({ status: 409, message: expect.stringContaining('(unsupportedType)') });
    expect((await getFile(teacher, png).expect(409)).body.toString()).toContain('unsupportedType');
    const [row] = await query<{ count: string }>(
      t.db.url,
      `SELECT count(*) FROM a11y_content_remediation r JOIN a11y_content c ON c.id = r.content_id WHERE c.hash = '${png}'`,
    );
    expect(row!.count).toBe('0');
  }, 240_000);

  it('refuses a zip bomb without a 500: 409 while its analysis has failed, and refused by the remediation if asked', async () => {
    const bomb = await uploadAnalysed(teacher, fixture('office/files/zip-bomb.docx'), 'bomb.docx', DOCX);
    expect((await teacher.status(bomb).expect(200)).body.status).toBe('failed');
    const failed = await getRemediation(teacher, bomb).expect(409);
    expect(failed.body.message).toBe(
      `Content ${bomb} is failed: its corrected copy is made once its analysis has succeeded`,
    );
    // Were its analysis to pass it, the remediation reads it in its bounded process, under the same bounds.
    await query(t.db.url, `UPDATE a11y_content SET status = 'success' WHERE hash = '${bomb}'`);
    const res = await ended(bomb);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(new RegExp(`^Content ${bomb} cannot be remediated \\(notAnalysed\\): .*zip bomb`));
    await getFile(teacher, bomb).expect(409);
  }, 240_000);
});

describe('recovery', () => {
  it('makes a copy whose record was left pending without a job (the API died after its insert): the sweep sends it', async () => {
    const hash = await uploadAnalysed(
      teacher,
      fixture('cross-format/files/title-missing-fail.docx'),
      'notes.docx',
      DOCX,
    );
    await query(
      t.db.url,
      `INSERT INTO a11y_content_remediation (content_id, status, modified)
       SELECT id, 'pending', now() - interval '5 minutes' FROM a11y_content WHERE hash = '${hash}'`,
    );
    const sweeping = await startWorker({
      queue: t.runtime.queue,
      prisma: t.runtime.prisma,
      blobs: t.runtime.blobs,
      concurrency: 1,
    });
    try {
      const made = await until(async () => {
        const [row] = await query<{ status: string; score_after: number }>(
          t.db.url,
          `SELECT r.status, r.score_after FROM a11y_content_remediation r JOIN a11y_content c ON c.id = r.content_id WHERE c.hash = '${hash}'`,
        );
        return row!.status === 'success' ? row : undefined;
      }, 120_000);
      expect(made.score_after).toBe(1);
    } finally {
      await sweeping.stop();
    }
    const { body } = await getRemediation(teacher, hash).expect(200);
    expect(body.changes).toEqual([expect.objectContaining({ check: 'Title', needsReview: true, before: null })]);
  }, 240_000);
});

describe('deleting the client', () => {
  it('removes the corrected copies with the files', async () => {
    const blobs = t.runtime.blobs as LocalDiskBlobStore;
    expect(fs.existsSync(blobs.pathOf(remediationKey(docx)))).toBe(true);
    expect(await deleteClient(t.runtime.prisma, t.runtime.blobs, 1)).toBe(true);
    expect(blobFiles(t)).toEqual([]);
    const [row] = await query<{ count: string }>(t.db.url, 'SELECT count(*) FROM a11y_content_remediation');
    expect(row!.count).toBe('0');
  });
});
