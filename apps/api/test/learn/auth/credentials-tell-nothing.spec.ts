import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LEARN } from '../../../src/learn/learn-paths.js';
import { runCli } from '../../support/service-process.js';
import { learnClient, LEARN_TEST_SECRET } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

// Authentication that tells an attacker nothing and that an operator can revoke at once: an unknown
// key costs the same as a wrong secret; a deleted application's tokens stop working on the next
// request, also when another process (the CLI) deletes it; the caller is authenticated before its
// body is read.

let t: TestApp;
const GUARDED = `${LEARN}/v1/courses/_1_1/users/_1_1/availability`;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const tokenRequest = (key: string, secret: string) =>
  request(t.app.getHttpServer())
    .post(`${LEARN}/v1/oauth2/token`)
    .auth(key, secret)
    .type('form')
    .send({ grant_type: 'client_credentials' });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(send: () => PromiseLike<unknown>): Promise<number> {
  const started = performance.now();
  await send();
  return performance.now() - started;
}

describe('the token endpoint', () => {
  it('takes as long for an unknown key as for a known key with a wrong secret (no key can be found by timing)', async () => {
    const known = await learnClient(t);
    const knownKey: number[] = [];
    const unknownKey: number[] = [];
    // Interleaved, so that a change in the machine's load touches both alike.
    for (let i = 0; i < 9; i++) {
      knownKey.push(await timed(() => tokenRequest(known.key, 'a-wrong-secret').expect(401)));
      unknownKey.push(await timed(() => tokenRequest(`no-such-key-${i}`, 'a-wrong-secret').expect(401)));
    }
    // Both pay one scrypt (tens of ms); before, an unknown key answered about ten times sooner.
    expect(median(unknownKey)).toBeGreaterThan(median(knownKey) * 0.5);
  });

  it('gives one answer for an unknown key and a wrong secret', async () => {
    const known = await learnClient(t);
    const wrongSecret = await tokenRequest(known.key, 'a-wrong-secret').expect(401);
    const unknownKey = await tokenRequest('no-such-key', LEARN_TEST_SECRET).expect(401);
    const { extraInfo: _a, ...one } = wrongSecret.body;
    const { extraInfo: _b, ...other } = unknownKey.body;
    expect(one).toEqual(other);
  });
});

describe('revocation', () => {
  it("refuses a deleted application's token on the very next request, when another process deleted it", async () => {
    const client = await learnClient(t);
    await client.get(GUARDED.slice(LEARN.length)).expect((res) => expect(res.status).not.toBe(401));
    const deleted = await runCli(['learn:app:delete', '--key', client.key], { DATABASE_URL: t.db.url });
    expect(deleted.code).toBe(0);
    await client.get(GUARDED.slice(LEARN.length)).expect(401);
    await client.post('/v3/courses', { courseId: 'revoked', name: 'Revoked' }).expect(401);
  });
});

describe('authentication before anything else', () => {
  it('answers HEAD on a Learn GET route without a token with 401, not 500', async () => {
    const res = await request(t.app.getHttpServer()).head(GUARDED).expect(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="learn"');
  });

  it('answers HEAD with a token as GET would (without the body)', async () => {
    const client = await learnClient(t);
    const get = await client.get('/v3/courses');
    const head = await request(t.app.getHttpServer())
      .head(`${LEARN}/v3/courses`)
      .set('Authorization', `Bearer ${client.token}`);
    expect(head.status).toBe(get.status);
  });

  it('refuses a malformed body without a token with 401 (it is not read), and with one with 400', async () => {
    const malformed = '{"courseId": "x", ';
    const server = t.app.getHttpServer();
    await request(server)
      .post(`${LEARN}/v3/courses`)
      .set('Content-Type', 'application/json')
      .send(malformed)
      .expect(401);
    const client = await learnClient(t);
    const res = await client.post('/v3/courses', malformed).set('Content-Type', 'application/json').expect(400);
    expect(res.body.message).toMatch(/^Malformed JSON/);
  });
});
