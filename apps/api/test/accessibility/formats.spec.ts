import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LocalDiskBlobStore } from '@app/blob-store';
import { query, until } from '@app/testing';
import { startWorker, type Worker } from '@app/worker';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { TOKEN_REFUSED } from '../../src/accessibility/clients/a11y-tokens.js';
import { deleteClient } from '../../src/accessibility/clients/client-deletion.js';
import {
  a11yClient,
  blobFiles,
  clientWithToken,
  pdf,
  policy,
  sha256,
  tokenFor,
  type A11yClient,
  uploadAnalysed,
} from './a11y-client.js';

// Alternative formats over HTTP: requested, made by the a11y-format jobs of a worker in this
// process (the real producers, in their producer processes), served from the blob store; the
// switches; the refusals.

const fixture = (path: string) =>
  fs.readFileSync(new URL(`../../../../packages/analysis/fixtures/${path}`, import.meta.url));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let worker: Worker;
/** An instructor's token: every action, the switches included. */
let teacher: A11yClient;
/** A token without a policy: upload, status and details only. */
let plain: A11yClient;
let docx: string;

beforeAll(async () => {
  t = await startTestApp();
  plain = await a11yClient(t, 1);
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
  docx = await uploadAnalysed(teacher, fixture('office/files/docx-pass.docx'), 'report.docx', DOCX);
});

afterAll(async () => {
  await worker.stop();
  await t.close();
});

const server = () => t.app.getHttpServer();
const formatPath = (hash: string, format: string) => `/api/v2/clients/1/content/${hash}/formats/${format}`;
const getFormat = (client: A11yClient, hash: string, format: string) =>
  request(server())
    .get(formatPath(hash, format))
    .set('Authorization', `Bearer ${client.token}`)
    .buffer(true)
    .parse(binary);
const toggle = (client: A11yClient, hash: string, body: unknown) =>
  request(server())
    .patch(`/api/v2/clients/1/content/${hash}/formats`)
    .set('Authorization', `Bearer ${client.token}`)
    .send(body as object);

/** Collects the response bytes whatever their type (superagent parses only what it knows). */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Asks until the file is there (200), as a client would, honouring Retry-After. */
const fetched = (hash: string, format: string) =>
  until(async () => {
    const res = await getFormat(teacher, hash, format);
    if (res.status === 200) return res;
    expect(res.status).toBe(202);
    expect(res.body.toString() && JSON.parse(res.body.toString()).status).not.toBe('failed');
    return undefined;
  }, 120_000);

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));

describe('the formats of the details', () => {
  it('list what the file can be turned into, its switches, and whether this token may change them', async () => {
    const { body } = await teacher.details(docx, '?formats=true').expect(200);
    expect(body.formats).toEqual({
      availableFormats: ['Beeline', 'Tts', 'Epub', 'Braille', 'Html'],
      canToggleAvailability: true,
      available: true,
      visibility: true,
    });
    const reader = clientWithToken(
      t,
      1,
      tokenFor(
        1,
        policy({ resource: `content:${docx}`, actions: ['content:getDetails', 'content:getDetails:withFormats'] }),
      ),
    );
    expect((await reader.details(docx, '?formats=true').expect(200)).body.formats.canToggleAvailability).toBe(false);
  });

  it('leave out Tts and Braille for a language espeak-ng and liblouis lack, and refuse them with the reason', async () => {
    const html = Buffer.from(
      '<!doctype html><html lang="xh"><head><title>Ibali lethu</title></head><body><h1>Ibali lethu</h1>' +
        '<p>Kwakukho kudala indoda eyayihlala ezintabeni kunye nosapho lwayo, yaye yayithanda ukubalisa amabali.</p></body></html>',
    );
    const hash = await uploadAnalysed(teacher, html, 'ibali.html', 'text/html');
    const { body } = await teacher.details(hash, '?formats=true').expect(200);
    expect(body.formats.availableFormats).toEqual(['Beeline', 'Epub']);
    const tts = await getFormat(teacher, hash, 'Tts').expect(404);
    expect(json(tts).message).toBe(
      `Format Tts is not available for content ${hash}: it is not made in the document's language (xh)`,
    );
    const htmlOfHtml = await getFormat(teacher, hash, 'Html').expect(404);
    expect(json(htmlOfHtml).message).toContain('it is not made from html files');
  });
});

describe('GET .../formats/{format}', () => {
  it('starts making it once for concurrent requests (202, Retry-After), then serves the file (200)', async () => {
    const first = await Promise.all(Array.from({ length: 5 }, () => getFormat(teacher, docx, 'html')));
    for (const res of first) {
      expect(res.status).toBe(202);
      expect(res.headers['retry-after']).toBe('5');
      expect(json(res)).toMatchObject({ hash: docx, format: 'Html', formatUrl: formatPath(docx, 'Html') });
      expect(['pending', 'inprogress']).toContain(json(res).status);
    }
    const [{ count }] = await query<{ count: string }>(
      t.db.url,
      `SELECT count(*) FROM a11y_content_format f JOIN a11y_content c ON c.id = f.content_id WHERE c.hash = '${docx}'`,
    );
    expect(count).toBe('1');
    const [{ jobs }] = await query<{ jobs: string }>(
      t.db.url,
      `SELECT count(*) AS jobs FROM pgboss.job WHERE name = 'a11y-format'`,
    );
    expect(Number(jobs)).toBeLessThanOrEqual(1);

    const res = await fetched(docx, 'Html');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report.html"; filename*=UTF-8''report.html`);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const html = res.body.toString('utf8');
    expect(html).toContain('<title>Town library annual report</title>');
    expect(html).toContain('<th scope="col">Collection</th>');
    const blobs = t.runtime.blobs as LocalDiskBlobStore;
    expect(fs.readFileSync(blobs.pathOf(`${docx}.html.html`))).toEqual(res.body);
  });

  it('Braille and Tts of the same file: their own types and names', async () => {
    const braille = await fetched(docx, 'Braille');
    expect(braille.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(braille.headers['content-disposition']).toContain('filename="report.brf"');
    expect(braille.body.toString('ascii')).toContain(',T[N LIBR>Y ANNUAL REPORT');
    const tts = await fetched(docx, 'Tts');
    expect(tts.headers['content-type']).toBe('audio/mpeg');
    expect(tts.body.subarray(0, 3).toString('latin1')).toBe('ID3');
  });

  it('refuses an unknown format (404 naming it), a file not analysed successfully (409), another token (403)', async () => {
    expect(json(await getFormat(teacher, docx, 'Mp4').expect(404)).message).toBe(
      'Unknown format "Mp4": the formats are Beeline, Tts, Epub, Braille, Html',
    );
    const damaged = await uploadAnalysed(teacher, pdf(), 'broken.pdf', 'application/pdf');
    expect(json(await getFormat(teacher, damaged, 'Html').expect(409)).message).toBe(
      `Content ${damaged} is failed: its alternative formats are made once its analysis has succeeded`,
    );
    expect(json(await getFormat(plain, docx, 'Html').expect(403)).message).toBe(
      `This token grants none of content:getDetails:withFormats, content:getFormat on content:${docx}`,
    );
    const hosted = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:getFormat'] })),
    );
    expect((await getFormat(hosted, docx, 'Html')).status).toBe(200);
    await getFormat(teacher, '0'.repeat(64), 'Html').expect(404);
    await getFormat(teacher, 'not-a-hash', 'Html').expect(400);
    await request(server()).get(formatPath(docx, 'Html')).expect(401);
  });

  it('a format that cannot be made ends failed with the reason (202, no Retry-After)', async () => {
    const file = fixture('pdf/files/table-headers-pass.pdf');
    const hash = await uploadAnalysed(teacher, file, 'table.pdf', 'application/pdf');
    fs.rmSync((t.runtime.blobs as LocalDiskBlobStore).pathOf(hash)); // the stored copy lost
    await getFormat(teacher, hash, 'Epub').expect(202);
    const failed = await until(async () => {
      const res = await getFormat(teacher, hash, 'Epub').expect(202);
      return json(res).status === 'failed' ? res : undefined;
    });
    expect(json(failed)).toEqual({
      hash,
      format: 'Epub',
      status: 'failed',
      formatUrl: formatPath(hash, 'Epub'),
      error: 'The stored copy of the file is missing',
    });
    expect(failed.headers['retry-after']).toBeUndefined();
  });
});

describe('PATCH .../formats', () => {
  it('switches the formats off (every format then 404) and on, and hides them from students', async () => {
    expect((await toggle(teacher, docx, { available: false }).expect(200)).body).toMatchObject({
      available: false,
      visibility: true,
    });
    expect(json(await getFormat(teacher, docx, 'Html').expect(404)).message).toBe(
      `Format Html is not available for content ${docx}: the alternative formats of this file are switched off (available: false)`,
    );
    expect((await toggle(teacher, docx, { available: true, visibility: false }).expect(200)).body).toEqual({
      availableFormats: ['Beeline', 'Tts', 'Epub', 'Braille', 'Html'],
      canToggleAvailability: true,
      available: true,
      visibility: false,
    });
    expect((await teacher.details(docx, '?formats=true').expect(200)).body.formats.visibility).toBe(false);
    await getFormat(teacher, docx, 'Html').expect(200);
    await toggle(teacher, docx, { visibility: true }).expect(200);
  });

  it('needs content:formats:toggle (403) and a body of switches (400 naming what is wrong)', async () => {
    expect((await toggle(plain, docx, { available: false }).expect(403)).body.message).toBe(
      `This token does not grant content:formats:toggle on content:${docx}`,
    );
    expect((await toggle(teacher, docx, { available: 'no' }).expect(400)).body.message).toBe(
      'available must be true or false',
    );
    expect((await toggle(teacher, docx, { hidden: true }).expect(400)).body.message).toBe(
      'Unknown field hidden: only available and visibility can be set',
    );
    expect((await toggle(teacher, docx, {}).expect(400)).body.message).toBe('Give available, visibility or both');
    expect((await toggle(teacher, docx, [true]).expect(400)).body.message).toMatch(/^The body must be a JSON object/);
    await toggle(teacher, '0'.repeat(64), { available: true }).expect(404);
    expect((await teacher.details(docx, '?formats=true').expect(200)).body.formats).toMatchObject({
      available: true,
      visibility: true,
    });
  });

  it('refuses a request without a token, and a forged token granting the switches (401), switching nothing', async () => {
    const switchOff = { available: false, visibility: false };
    const missing = await request(server()).patch(`/api/v2/clients/1/content/${docx}/formats`).send(switchOff);
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Missing bearer token: send Authorization: Bearer <JWT>');
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="accessibility"');

    const toggling = policy({ resource: 'content:*', actions: ['content:formats:toggle'] });
    const wrongSecret = clientWithToken(t, 1, tokenFor(1, toggling, 'not-the-secret-of-client-1'));
    // The signed token without a policy, its payload swapped for one granting the switches.
    const [header, , signature] = plain.token.split('.');
    const iat = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(JSON.stringify({ clientId: 1, iat, ...toggling })).toString('base64url');
    const altered = clientWithToken(t, 1, `${header}.${payload}.${signature}`);
    for (const forged of [wrongSecret, altered]) {
      const res = await toggle(forged, docx, switchOff).expect(401);
      expect(res.body.message).toBe(TOKEN_REFUSED);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="accessibility"');
    }
    expect((await teacher.details(docx, '?formats=true').expect(200)).body.formats).toMatchObject({
      available: true,
      visibility: true,
    });
  });
});

describe('deleting the client', () => {
  it('removes the formats made of its files with the files', async () => {
    const blobs = t.runtime.blobs as LocalDiskBlobStore;
    expect(fs.existsSync(blobs.pathOf(`${docx}.html.html`))).toBe(true);
    expect(await deleteClient(t.runtime.prisma, t.runtime.blobs, 1)).toBe(true);
    expect(blobFiles(t)).toEqual([]);
  });
});
