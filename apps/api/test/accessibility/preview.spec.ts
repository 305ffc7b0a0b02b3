import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startWorker, type Worker } from '@app/worker';
import request from 'supertest';
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
import { until } from '@app/testing';

// The PDF preview of an Office file: made by LibreOffice in the worker's engine, stored with the
// record, served by GET .../content/{hash}/preview.

const pdfFixture = () =>
  fs.readFileSync(
    new URL('../../../../packages/analysis/fixtures/pdf/files/alt-text-missing-fail.pdf', import.meta.url),
  );

/** A three-page .odt, made by LibreOffice from a flat ODT. */
async function odt(dir: string): Promise<Buffer> {
  const pages = [1, 2, 3]
    .map((i) => `<text:h text:outline-level="1">Part ${i}</text:h><text:p text:style-name="Break">Text ${i}.</text:p>`)
    .join('');
  const fodt = path.join(dir, 'report.fodt');
  fs.writeFileSync(
    fodt,
    `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
  <office:meta><dc:title>Preview test</dc:title><dc:language>en-GB</dc:language></office:meta>
  <office:automatic-styles><style:style style:name="Break" style:family="paragraph"><style:paragraph-properties fo:break-after="page"/></style:style></office:automatic-styles>
  <office:body><office:text>${pages}</office:text></office:body>
</office:document>
`,
  );
  await promisify(execFile)('soffice', [
    `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
    '--headless',
    '--norestore',
    '--convert-to',
    'odt',
    '--outdir',
    dir,
    fodt,
  ]);
  return fs.readFileSync(path.join(dir, 'report.odt'));
}

let t: TestApp;
let worker: Worker;
let alice: A11yClient;
let dir: string;
const hashes = { odt: '', pdf: '', html: '' };

/** An HTML page whose h3 skips a level, 400 px (300 pt) below the top of a page without margins. */
const html = Buffer.from(
  '<!doctype html><html lang="en"><head><title>Loans</title></head><body style="margin:0">' +
    '<div style="height:400px"></div><h1 style="margin:0;height:40px">Loans</h1>' +
    '<h3 style="margin:0;height:40px">By quarter</h3></body></html>',
);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-test-'));
  t = await startTestApp();
  alice = await a11yClient(t, 1);
  await a11yClient(t, 2);
  worker = await startWorker({
    queue: t.runtime.queue,
    prisma: t.runtime.prisma,
    blobs: t.runtime.blobs,
    concurrency: 2,
  });
  const document = await odt(dir);
  hashes.odt = sha256(document);
  await alice.upload(document, 'report.odt', 'application/vnd.oasis.opendocument.text').expect(202);
  hashes.html = sha256(html);
  await alice.upload(html, 'loans.html', 'text/html').expect(202);
  const pdf = pdfFixture();
  hashes.pdf = sha256(pdf);
  await alice.upload(pdf, 'report.pdf', 'application/pdf').expect(202);
  for (const hash of Object.values(hashes)) {
    await untilAnalysed(alice, hash, 60_000);
  }
}, 120_000);

afterAll(async () => {
  await worker.stop();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const preview = (client: A11yClient, hash: string) =>
  request(t.app.getHttpServer())
    .get(`/api/v2/clients/${client.clientId}/content/${hash}/preview`)
    .set('Authorization', `Bearer ${client.token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Pages of a PDF, by its page objects (LibreOffice writes them plainly). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

describe('GET .../content/{hash}/preview', () => {
  it('serves the PDF preview of an Office file, whose pages metadata.pageCount counts', async () => {
    expect((await alice.status(hashes.odt).expect(200)).body.status).toBe('success');
    const res = await preview(alice, hashes.odt).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const body = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { metadata } = (await alice.details(hashes.odt).expect(200)).body;
    expect(metadata).toMatchObject({ fileType: 'document', pageCount: 3 });
    expect(pagesOf(body)).toBe(metadata.pageCount);
  });

  it('serves the PDF preview of an HTML file, which its snippets point at', async () => {
    expect((await alice.status(hashes.html).expect(200)).body.status).toBe('success');
    const res = await preview(alice, hashes.html).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { metadata } = (await alice.details(hashes.html).expect(200)).body;
    const reader = clientWithToken(
      t,
      alice.clientId,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:getDetails:withFeedback'] })),
    );
    const { feedback } = (await reader.details(hashes.html, '?feedback=true').expect(200)).body;
    expect(metadata).toMatchObject({ fileType: 'html', pageCount: 1 });
    expect(pagesOf(body)).toBe(1);
    // The page is 1280 CSS px wide (960 pt); the h3 is 440-480 px down (330-360 pt).
    expect(feedback.report.results.HeadingsSequential.snippets).toEqual([
      { page: 0, x0: 0, y0: 330, x1: 960, y1: 360, selector: 'body > h3' },
    ]);
  });

  it('serves a PDF itself, its own preview (the pages its snippets point at)', async () => {
    expect((await alice.status(hashes.pdf).expect(200)).body.status).toBe('success');
    const res = await preview(alice, hashes.pdf).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(sha256(res.body as Buffer)).toBe(hashes.pdf);
  });

  it('is 404 for an unknown hash, and for another client’s file', async () => {
    const res = await alice.details(`${'0'.repeat(64)}/preview`).expect(404);
    expect(res.body).toMatchObject({ status: 404, message: `No content ${'0'.repeat(64)} for client 1` });
    const bob = clientWithToken(t, 2, tokenFor(2));
    await bob.details(`${hashes.odt}/preview`).expect(404);
  });

  it('is 400 for a malformed hash', async () => {
    await alice.details('not-a-hash/preview').expect(400);
  });

  it('follows the details endpoint’s token rules: 401 without a token, 403 for another client or without getDetails', async () => {
    await request(t.app.getHttpServer()).get(`/api/v2/clients/1/content/${hashes.odt}/preview`).expect(401);
    await clientWithToken(t, 1, tokenFor(2)).details(`${hashes.odt}/preview`).expect(403);
    const statusOnly = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:getStatus'] })),
    );
    const res = await statusOnly.details(`${hashes.odt}/preview`).expect(403);
    expect(res.body.message).toBe(`This token does not grant content:getDetails on content:${hashes.odt}`);
    const granted = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: `content:${hashes.odt}`, actions: ['content:getDetails'] })),
    );
    await granted.details(`${hashes.odt}/preview`).expect(200);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200)).body;
    const operation = doc.paths['/api/v2/clients/{clientId}/content/{contentHash}/preview'].get;
    expect(operation.tags).toEqual(['Accessibility: content reads']);
    expect(operation.security).toEqual([{ 'a11y-jwt': [] }]);
    expect(operation.responses['200'].content).toHaveProperty('application/pdf');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  });
});
