import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { ContentRepository } from '../../src/accessibility/content/content.repository.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { a11yClient, clientWithToken, pdf, policy, sha256, tokenFor, type A11yClient } from './a11y-client.js';

const FEEDBACK = {
  score: 0.429,
  visibility: 'medium',
  report: {
    results: {
      AlternativeText: { score: 0, snippets: [{ page: 0, x0: 72, y0: 96.5, x1: 540, y1: 380 }] },
      Title: { score: 1 },
      LanguageCorrect: { score: 1, detectedLanguage: 'en' },
    },
    suggestions: { AlternativeText: 0.617 },
  },
};

let t: TestApp;
let alice: A11yClient;
let bob: A11yClient;
/** Alice's token granting everything, feedback and formats included. */
let full: A11yClient;
const hashes: Record<'done' | 'pending' | 'failed' | 'bobs', string> = { done: '', pending: '', failed: '', bobs: '' };

beforeAll(async () => {
  t = await startTestApp({ A11Y_BATCH_MAX_REFERENCES: '5' });
  alice = await a11yClient(t, 1);
  bob = await a11yClient(t, 2);
  full = clientWithToken(t, 1, tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] })));
  for (const key of ['done', 'pending', 'failed'] as const) {
    const file = pdf();
    await alice.upload(file).expect(202);
    hashes[key] = sha256(file);
  }
  const bobsFile = pdf();
  await bob.upload(bobsFile).expect(202);
  hashes.bobs = sha256(bobsFile);
  const where = (hash: string) => ({ clientId_hash: { clientId: 1, hash } });
  await t.runtime.prisma.a11yContent.update({
    where: where(hashes.done),
    data: { status: 'success', feedback: FEEDBACK, pageCount: 3 },
  });
  await t.runtime.prisma.a11yContent.update({
    where: where(hashes.failed),
    data: { status: 'failed', error: 'Analysis of PDF files is not available yet' },
  });
});

afterAll(async () => {
  await t.close();
});

describe('status', () => {
  it('is 200 with the record, resourceUrl null, while pending', async () => {
    const res = await alice.status(hashes.pending).expect(200);
    expect(res.body).toEqual({
      hash: hashes.pending,
      status: 'pending',
      statusUrl: `/api/v2/clients/1/content/${hashes.pending}/status`,
      resourceUrl: null,
    });
  });

  it('is 200 with resourceUrl = the feedback path once success', async () => {
    const res = await alice.status(hashes.done).expect(200);
    expect(res.body).toMatchObject({ status: 'success', resourceUrl: `/api/v2/clients/1/content/${hashes.done}` });
  });

  it('is 200 when failed, with the reason as `error`', async () => {
    const res = await alice.status(hashes.failed).expect(200);
    expect(res.body).toMatchObject({
      status: 'failed',
      resourceUrl: null,
      error: 'Analysis of PDF files is not available yet',
    });
  });

  it('is 404 for an unknown hash and 400 for something that is not a hash', async () => {
    await alice.status('0'.repeat(64)).expect(404);
    const res = await alice.status('not-a-hash').expect(400);
    expect(res.body.message).toMatch(/^contentHash must be a content hash/);
  });
});

describe('details', () => {
  it('gives the metadata, without the removed fields, and no feedback or formats unless asked', async () => {
    const res = await full.details(hashes.done).expect(200);
    expect(res.body).toEqual({
      hash: hashes.done,
      feedback: null,
      formats: null,
      metadata: {
        fileType: 'pdf',
        mimeType: 'application/pdf',
        isVersioned: false,
        isSeizureInducing: false,
        pageCount: 3,
        size: expect.any(Number),
      },
    });
  });

  it('gives the feedback and the formats when asked for and granted', async () => {
    const res = await full.details(hashes.done, '?feedback=true&formats=true').expect(200);
    expect(res.body.feedback).toEqual(FEEDBACK);
    expect(res.body.formats).toEqual({
      availableFormats: ['Beeline', 'Tts', 'Epub', 'Braille', 'Html'],
      // content:*:* grants content:formats:toggle; both switches are on by default.
      canToggleAvailability: true,
      available: true,
      visibility: true,
    });
  });

  it('gives feedback null with feedback=false, and without the grant (200, not an error)', async () => {
    expect((await full.details(hashes.done, '?feedback=false').expect(200)).body.feedback).toBeNull();
    expect((await alice.details(hashes.done, '?feedback=true').expect(200)).body.feedback).toBeNull();
  });

  it('gives feedback null while the file is not processed', async () => {
    const res = await full.details(hashes.pending, '?feedback=true').expect(200);
    expect(res.body).toMatchObject({ feedback: null, metadata: { pageCount: null } });
  });

  // How feedback= and formats= are spelled (and refused): test/query-booleans.spec.ts.

  it('is 404 for an unknown hash', async () => {
    await full.details('f'.repeat(64)).expect(404);
  });
});

describe('batch', () => {
  const refs = (...list: string[]) => ({ references: list.map((hash) => ({ hash })) });

  it('keeps the submitted order, null for unknown, other client’s, not processed and malformed references', async () => {
    const res = await full
      .batch(refs(hashes.pending, hashes.done, '0'.repeat(64), hashes.bobs, hashes.done), '?feedback=true')
      .expect(200);
    expect(res.body.reports).toHaveLength(5);
    expect(res.body.reports[0]).toBeNull();
    expect(res.body.reports[1]).toMatchObject({ hash: hashes.done, feedback: FEEDBACK, formats: null });
    expect(res.body.reports[2]).toBeNull();
    expect(res.body.reports[3]).toBeNull();
    expect(res.body.reports[4]).toEqual(res.body.reports[1]);

    const odd = await full.batch(refs('not-a-hash', hashes.failed)).expect(200);
    expect(odd.body.reports).toEqual([null, null]);
  });

  it('is not taken for a hash by GET .../content/:contentHash, and accepts POST too', async () => {
    const viaGet = await full.batch(refs(hashes.done), '?formats=true', 'get').expect(200);
    const viaPost = await full.batch(refs(hashes.done), '?formats=true', 'post').expect(200);
    expect(viaPost.body).toEqual(viaGet.body);
    expect(viaGet.body.reports[0].formats.availableFormats).toHaveLength(5);
  });

  it('gives feedback only with the grant, as single details do', async () => {
    const res = await alice.batch(refs(hashes.done), '?feedback=true').expect(200);
    expect(res.body.reports[0]).toMatchObject({ hash: hashes.done, feedback: null });
  });

  it('reads the whole batch with one query', async () => {
    const repository = t.app.get(ContentRepository);
    const spy = jest.spyOn(repository, 'findSucceeded');
    try {
      await full.batch(refs(hashes.done, hashes.pending, hashes.failed, '1'.repeat(64))).expect(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives null for references its policy does not grant, and 403 to a token that cannot read details at all', async () => {
    const onlyDone = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: `content:${hashes.done}`, actions: ['content:getDetails'] })),
    );
    const res = await onlyDone.batch(refs(hashes.done, hashes.pending)).expect(200);
    expect(res.body.reports[0]).toMatchObject({ hash: hashes.done });
    const statusOnly = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:getStatus'] })),
    );
    const refused = await statusOnly.batch(refs(hashes.done)).expect(403);
    expect(refused.body.message).toBe('This token does not grant content:getDetails');
  });

  it('is 400 beyond A11Y_BATCH_MAX_REFERENCES', async () => {
    const res = await full.batch(refs(...Array.from({ length: 6 }, () => hashes.done))).expect(400);
    expect(res.body.message).toBe('At most 5 references per batch, got 6');
    await full.batch(refs(...Array.from({ length: 5 }, () => hashes.done))).expect(200);
  });

  it.each([
    ['no references', {}],
    ['references not a list', { references: 'x' }],
    ['a reference without a hash', { references: [{}] }],
    ['a hash that is not a string', { references: [{ hash: 42 }] }],
    ['a list body', [{ hash: 'x' }]],
  ])('is 400 for %s', async (_name, body) => {
    const res = await full.batch(body).expect(400);
    expect(res.body.message).toMatch(/^Malformed batch request/);
  });

  it('is 400 for malformed JSON and for a body that is not JSON', async () => {
    const server = t.app.getHttpServer();
    const path = '/api/v2/clients/1/content/batch';
    const auth = `Bearer ${full.token}`;
    await request(server).post(path).set('Authorization', auth).type('json').send('{"references": [').expect(400);
    await request(server).post(path).set('Authorization', auth).type('text').send('references').expect(400);
  });
});

describe('OpenAPI', () => {
  it('documents the accessibility API: tags, the JWT scheme, and response shapes with examples', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200)).body;
    const upload = doc.paths['/api/v2/clients/{clientId}/content'].post;
    expect(upload.tags).toEqual(['Accessibility: content upload']);
    expect(upload.security).toEqual([{ 'a11y-jwt': [] }]);
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['202', '303', '400', '401', '403', '413', '415']),
    );
    expect(doc.paths['/api/v2/clients/{clientId}/content/batch'].get.tags).toEqual(['Accessibility: content reads']);
    expect(doc.components.securitySchemes['a11y-jwt']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const snippet = doc.components.schemas.SnippetDoc.properties;
    expect(snippet.page.description).toMatch(/zero-based/);
    expect(snippet.y0.description).toMatch(/from the top/);
    expect(doc.components.schemas.FormatsDoc.properties.available.description).toMatch(/switch/);
    for (const name of [
      'StatusRecordDoc',
      'ContentDetailsDoc',
      'FeedbackDoc',
      'MetadataDoc',
      'FormatsDoc',
      'CheckResultDoc',
    ]) {
      const properties = Object.values(doc.components.schemas[name].properties) as {
        example?: unknown;
        $ref?: string;
        allOf?: unknown;
        oneOf?: unknown;
      }[];
      for (const property of properties) {
        // A reference (nullable ones are a choice of it or null) takes the referenced examples.
        if (!property.$ref && !property.allOf && !property.oneOf) expect(property).toHaveProperty('example');
      }
    }
  });
});
