import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LocalDiskBlobStore } from '@app/blob-store';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { HOSTILE_FILE_NAMES, multipartWithDisposition } from '../hostile-input/hostile-setup.js';
import { a11yClient, blobFiles, liveJobs, pdf, sha256, tokenFor, type A11yClient } from './a11y-client.js';

const MAX = 256 * 1024;
let t: TestApp;
let alice: A11yClient;
let bob: A11yClient;
let url: string;

beforeAll(async () => {
  t = await startTestApp({ A11Y_UPLOAD_MAX_BYTES: String(MAX) });
  alice = await a11yClient(t, 1);
  bob = await a11yClient(t, 2);
  await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});

afterAll(async () => {
  t.app.getHttpServer().closeAllConnections(); // keep-alive connections of the listening server
  await t.close();
});

const records = (clientId?: number) =>
  t.runtime.prisma.a11yContent.findMany({ where: clientId ? { clientId } : {}, orderBy: { id: 'asc' } });
const blobs = () => t.runtime.blobs as LocalDiskBlobStore;

describe('upload: a new file', () => {
  it('answers 202 with the pending record, stores the bytes under their SHA-256 and queues one job', async () => {
    const file = pdf();
    const hash = sha256(file);
    const res = await alice.upload(file, 'report.pdf', 'application/octet-stream').expect(202);

    expect(res.body).toEqual({
      hash,
      status: 'pending',
      statusUrl: `/api/v2/clients/1/content/${hash}/status`,
      resourceUrl: null,
    });
    const record = await t.runtime.prisma.a11yContent.findUniqueOrThrow({
      where: { clientId_hash: { clientId: 1, hash } },
    });
    // The type comes from the bytes, not from the declared application/octet-stream.
    expect(record).toMatchObject({
      fileType: 'pdf',
      mimeType: 'application/pdf',
      size: file.length,
      fileName: 'report.pdf',
    });
    expect(fs.readFileSync(blobs().pathOf(hash))).toEqual(file);
    expect(blobs().pathOf(hash)).toMatch(new RegExp(`/blobs/${hash.slice(0, 2)}/${hash}$`));
    expect(await liveJobs(t, record.id)).toBe(1);
  });

  it('detects the type from the bytes for every family (here: PNG, HTML, RTF)', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-1')]);
    const html = Buffer.from('<!doctype html><html lang="en"><title>t</title></html>');
    const rtf = Buffer.from('{\\rtf1\\ansi hello}');
    for (const [file, fileType, mimeType] of [
      [png, 'image', 'image/png'],
      [html, 'html', 'text/html'],
      [rtf, 'document', 'application/rtf'],
    ] as const) {
      const res = await alice.upload(file, 'x.bin', 'application/octet-stream').expect(202);
      const record = await t.runtime.prisma.a11yContent.findUniqueOrThrow({
        where: { clientId_hash: { clientId: 1, hash: res.body.hash } },
      });
      expect(record).toMatchObject({ fileType, mimeType });
    }
  });
});

describe('upload: a known file', () => {
  it('answers 303 to the feedback path with the record as body, and queues nothing more', async () => {
    const file = pdf();
    const first = await alice.upload(file).expect(202);
    const record = (await records(1)).find((r) => r.hash === first.body.hash)!;

    const again = await alice.upload(file, 'renamed.pdf').expect(303);
    expect(again.headers.location).toBe(`/api/v2/clients/1/content/${first.body.hash}`);
    expect(again.body).toEqual(first.body);
    expect(await liveJobs(t, record.id)).toBe(1);
  });

  it('answers 303 as well while it is inprogress or success, with its status, and queues nothing more', async () => {
    for (const status of ['inprogress', 'success'] as const) {
      const file = pdf();
      const { body } = await alice.upload(file).expect(202);
      const record = await t.runtime.prisma.a11yContent.update({
        where: { clientId_hash: { clientId: 1, hash: body.hash } },
        data: { status },
      });
      expect((await alice.upload(file).expect(303)).body).toMatchObject({ status });
      expect(await liveJobs(t, record.id)).toBe(1); // the first upload's
    }
  });

  it('lets exactly one of simultaneous identical uploads create the record: one 202, the others 303, one job', async () => {
    const file = pdf();
    const responses = await Promise.all(Array.from({ length: 8 }, () => alice.upload(file)));
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([202, 303, 303, 303, 303, 303, 303, 303]);
    const mine = (await records(1)).filter((r) => r.hash === sha256(file));
    expect(mine).toHaveLength(1);
    expect(await liveJobs(t, mine[0]!.id)).toBe(1);
  });
});

describe('upload: a file whose analysis failed', () => {
  /** This client's record of `file`, failed (by whatever means) with its copy gone and no job left. */
  const failedRecord = (file: Buffer) =>
    t.runtime.prisma.a11yContent.create({
      data: {
        clientId: 1,
        hash: sha256(file),
        fileName: 'report.pdf',
        mimeType: 'application/pdf',
        fileType: 'pdf',
        size: file.length,
        status: 'failed',
        error: 'The stored copy of the file is missing',
        attempts: 13,
        startedAt: new Date(),
        finishedAt: new Date(),
      },
    });

  it('is analysed again when uploaded again: 202, the record reset, the copy stored again, one job', async () => {
    const file = pdf();
    const hash = sha256(file);
    const failed = await failedRecord(file);

    const res = await alice.upload(file).expect(202);
    expect(res.body).toEqual({
      hash,
      status: 'pending',
      statusUrl: `/api/v2/clients/1/content/${hash}/status`,
      resourceUrl: null,
    });
    expect(await t.runtime.prisma.a11yContent.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: 'pending',
      error: null,
      attempts: 0,
      startedAt: null,
      finishedAt: null,
    });
    expect(fs.readFileSync(blobs().pathOf(hash))).toEqual(file);
    expect(await liveJobs(t, failed.id)).toBe(1);
    // Now pending: known, as any file in analysis.
    expect((await alice.upload(file).expect(303)).body).toMatchObject({ status: 'pending' });
    expect(await liveJobs(t, failed.id)).toBe(1);
  });

  it('of simultaneous uploads again, exactly one queues it: one 202, the others 303, one job', async () => {
    const file = pdf();
    const failed = await failedRecord(file);
    const responses = await Promise.all(Array.from({ length: 8 }, () => alice.upload(file)));
    expect(responses.map((res) => res.status).sort()).toEqual([202, 303, 303, 303, 303, 303, 303, 303]);
    for (const res of responses) expect(res.body).toMatchObject({ status: 'pending' });
    expect(await liveJobs(t, failed.id)).toBe(1);
  });
});

describe('upload: one client never learns what another uploaded', () => {
  it('treats the same bytes from another client as a new file (202), with a record of its own', async () => {
    const file = pdf();
    await alice.upload(file).expect(202);
    const res = await bob.upload(file).expect(202);
    expect(res.body.statusUrl).toBe(`/api/v2/clients/2/content/${sha256(file)}/status`);
    const both = (await records()).filter((r) => r.hash === sha256(file));
    expect(both.map((r) => r.clientId).sort()).toEqual([1, 2]);
  });

  it("gives 404 for another client's hash, as for an unknown one", async () => {
    const file = pdf();
    await alice.upload(file).expect(202);
    const res = await bob.status(sha256(file)).expect(404);
    expect(res.body.message).toBe(`No content ${sha256(file)} for client 2`);
    await bob.details(sha256(file)).expect(404);
  });
});

describe('upload: refused, leaving no record and no file', () => {
  async function refused(send: () => Promise<{ status: number; body: { message: string } }>, status: number) {
    const before = { records: (await records()).length, files: blobFiles(t) };
    const res = await send();
    expect(res.status).toBe(status);
    expect((await records()).length).toBe(before.records);
    expect(blobFiles(t)).toEqual(before.files);
    return res.body.message;
  }

  it('413 for a file over A11Y_UPLOAD_MAX_BYTES, stopped as soon as the limit is passed', async () => {
    const message = await refused(() => alice.upload(Buffer.concat([pdf(), Buffer.alloc(MAX)])), 413);
    expect(message).toBe(`The file is larger than the limit of ${MAX} bytes`);
  });

  it('accepts a file of exactly the limit', async () => {
    const file = Buffer.concat([pdf(), Buffer.alloc(MAX)]).subarray(0, MAX);
    await alice.upload(file).expect(202);
  });

  it('413 at once for a Content-Length far over the limit, before reading the body', async () => {
    const reply = await raw(
      `POST /api/v2/clients/1/content HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tokenFor(1)}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 999999999\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1.1 413 /);
    expect(reply).toContain('"message":"The file is larger than the limit of 262144 bytes"');
  });

  it('415 for archives and compressed files, listing what is supported', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x05\x06'), Buffer.alloc(18)]);
    for (const [file, what] of [
      [gzipSync(pdf()), 'A gzip file'],
      [zip, 'A ZIP archive'],
    ] as const) {
      const message = await refused(() => alice.upload(file, 'x.pdf', 'application/pdf'), 415);
      expect(message).toBe(
        `${what} cannot be analysed. Supported: PDF; word processor files (DOCX, DOC, ODT, RTF); presentations (PPTX, PPT, ODP); ` +
          'spreadsheets (XLSX, XLS, ODS); HTML; images (JPEG, PNG, GIF, BMP, TIFF, WebP, SVG, HEIC, AVIF and other image/* types). ' +
          'Archives and compressed files are not supported.',
      );
    }
  });

  it('415 for a plain text file', async () => {
    expect(await refused(() => alice.upload(Buffer.from('notes'), 'notes.txt', 'text/plain'), 415)).toMatch(
      /^A plain text file cannot be analysed/,
    );
  });

  const post = () =>
    request(t.app.getHttpServer())
      .post('/api/v2/clients/1/content')
      .set('Authorization', `Bearer ${tokenFor(1)}`);

  it.each([
    [
      'no file, only a text field',
      () => post().field('note', 'hi'),
      'Unexpected field "note": send only the file, in a field named "file"',
    ],
    [
      'an empty form',
      () => post().type('multipart/form-data; boundary=b').send('--b--\r\n'),
      'No file: send it in a multipart field named "file"',
    ],
    [
      'the file under another name',
      () => post().attach('document', pdf(), 'x.pdf'),
      'Unexpected file field "document": send the file in a field named "file"',
    ],
    ['two files', () => post().attach('file', pdf(), 'a.pdf').attach('file', pdf(), 'b.pdf'), 'One file per request'],
    [
      'the file and another field',
      () => post().attach('file', pdf(), 'a.pdf').field('name', 'x'),
      'Unexpected field "name": send only the file, in a field named "file"',
    ],
    ['an empty file', () => post().attach('file', Buffer.alloc(0), 'empty.pdf'), 'The file is empty'],
    ['a JSON body', () => post().send({ file: 'x' }), 'Send the file as multipart/form-data, in a field named "file"'],
  ])('400 for %s', async (_name, send, message) => {
    expect(await refused(send, 400)).toBe(message);
  });

  it.each(HOSTILE_FILE_NAMES)(
    '400 for a file name that is not text (%s), before anything is staged',
    async (disposition, problem) => {
      const upload = multipartWithDisposition(`form-data; name="file"; ${disposition}`);
      expect(await refused(() => post().type(upload.type).send(upload.body), 400)).toBe(`The file name ${problem}`);
      expect(fs.readdirSync(path.join(t.runtime.config.dataDir, 'blobs', '.staging'))).toEqual([]);
    },
  );

  const multipart = (boundary: string, file: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const head = (length: number | null, extra = '') =>
    `POST /api/v2/clients/1/content HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tokenFor(1)}\r\n` +
    `Content-Type: multipart/form-data; boundary=bnd\r\n${length === null ? '' : `Content-Length: ${length}\r\n`}${extra}\r\n`;

  it('400 for a Content-Length shorter than the body', async () => {
    const body = multipart('bnd', pdf());
    const before = (await records()).length;
    const reply = await raw(head(body.length - 20), body);
    expect(reply).toMatch(/^HTTP\/1.1 400 /);
    expect(reply).toMatch(/"status":400,"message":"[^"]*Content-Length/);
    expect((await records()).length).toBe(before);
  });

  it('400 for a Content-Length longer than the body (the client ends its side)', async () => {
    const body = multipart('bnd', pdf());
    const before = { records: (await records()).length, files: blobFiles(t) };
    const reply = await raw(head(body.length + 20), body, true);
    expect(reply).toMatch(/^HTTP\/1.1 400 /);
    expect(reply).toMatch(/"status":400,"message":"[^"]*Content-Length/);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the aborted request's clean-up
    expect((await records()).length).toBe(before.records);
    expect(blobFiles(t)).toEqual(before.files);
  });

  it('411 without a Content-Length (chunked)', async () => {
    const body = multipart('bnd', pdf());
    const chunked = `${body.length.toString(16)}\r\n${body.toString('latin1')}\r\n0\r\n\r\n`;
    const reply = await raw(
      head(null, 'Transfer-Encoding: chunked\r\nConnection: close\r\n'),
      Buffer.from(chunked, 'latin1'),
    );
    expect(reply).toMatch(/^HTTP\/1.1 411 /);
  });
});

/** Sends raw bytes on a new connection; resolves with everything the server answered. */
function raw(head: string, body?: Buffer, endAfterBody = false): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      if (body) socket.write(body);
      if (endAfterBody) socket.end();
    });
    let reply = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => {
      reply += chunk;
      if (/\r\n\r\n/.test(reply) && /"extraInfo":"[^"]*"\}/.test(reply)) socket.destroy();
    });
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(reply);
    });
    socket.on('error', reject);
  });
}
