import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { learnClient } from './support/learn-client.js';
import { startTestApp, type TestApp } from './support/test-runtime.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('health', () => {
  it('GET /health answers 200 while the process is alive', async () => {
    const res = await request(t.app.getHttpServer()).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /ready answers 200 when the database, the queue and the blob store answer and the disk has room, with the converters found', async () => {
    const res = await request(t.app.getHttpServer()).get('/ready').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: 'up', queue: 'up', blobs: 'up', disk: 'up' },
      disk: { freeMb: expect.any(Number), minFreeMb: 256 },
      blobStore: 'local',
      converters: [
        { name: 'libreoffice', available: true },
        { name: 'chromium', available: true },
      ],
    });
  });
});

describe('one error shape', () => {
  it('answers an unknown route with 404 {status, message, extraInfo = request id}', async () => {
    const res = await request(t.app.getHttpServer()).get('/no/such/route').expect(404);
    expect(res.body).toEqual({
      status: 404,
      message: 'Cannot GET /no/such/route',
      extraInfo: expect.stringMatching(UUID),
    });
    expect(res.headers['x-request-id']).toBe(res.body.extraInfo);
  });

  // Bodies are read once the caller is let in (body-after-auth.interceptor.ts): a caller with a token.
  it('answers malformed JSON with 400 in the same shape', async () => {
    const learn = await learnClient(t);
    const res = await learn.post('/v3/courses').set('Content-Type', 'application/json').send('{"title": ').expect(400);
    expect(res.body).toEqual({
      status: 400,
      message: expect.stringMatching(/^Malformed JSON in the request body: /),
      extraInfo: res.headers['x-request-id'],
    });
  });

  it('answers a body over the limit with 413 in the same shape', async () => {
    const learn = await learnClient(t);
    const res = await learn
      .post('/v3/courses')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ big: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual({
      status: 413,
      message: 'request entity too large',
      extraInfo: res.headers['x-request-id'],
    });
  });
});

describe('request id', () => {
  it('echoes a sane incoming X-Request-Id', async () => {
    const res = await request(t.app.getHttpServer()).get('/health').set('X-Request-Id', 'client-abc.123').expect(200);
    expect(res.headers['x-request-id']).toBe('client-abc.123');
  });

  it('replaces an unsafe incoming X-Request-Id with its own', async () => {
    const res = await request(t.app.getHttpServer()).get('/nowhere').set('X-Request-Id', 'bad id\twith spaces');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.body.extraInfo).toBe(res.headers['x-request-id']);
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the code at /docs/openapi.json', async () => {
    const res = await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/health', '/ready']));
    expect(res.body.components.schemas.ErrorResponse.required).toEqual(['status', 'message', 'extraInfo']);
  });

  it('serves the UI at /docs', async () => {
    const res = await request(t.app.getHttpServer()).get('/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/swagger-ui/i);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 naming what is down', async () => {
    await t.db.drop();
    const res = await request(t.app.getHttpServer()).get('/ready').expect(503);
    expect(res.body).toEqual({
      status: 503,
      message: 'Not ready: database and queue unreachable',
      extraInfo: res.headers['x-request-id'],
    });
    await request(t.app.getHttpServer()).get('/health').expect(200);
  });
});

describe('readiness when DATA_DIR is short of space', () => {
  it('answers 503 naming the free space and the floor, while liveness holds', async () => {
    // A floor no disk reaches: the real free space of the test's DATA_DIR is below it.
    const short = await startTestApp({ DATA_DIR_MIN_FREE_MB: '1000000000' });
    try {
      const res = await request(short.app.getHttpServer()).get('/ready').expect(503);
      expect(res.body.message).toMatch(
        /^Not ready: low disk space in DATA_DIR \(\d+ MB free, below DATA_DIR_MIN_FREE_MB 1000000000\)$/,
      );
      await request(short.app.getHttpServer()).get('/health').expect(200);
    } finally {
      await short.close();
    }
  });
});
