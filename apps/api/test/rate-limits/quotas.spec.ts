import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PrismaWindowCounts } from '../../src/common/rate-limit/window-counts.repository.js';
import { a11yClient } from '../accessibility/a11y-client.js';
import { learnClient } from '../support/learn-client.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';

// The request quotas of both APIs over real HTTP and a real database. Windows of a day: a test
// never straddles the boundary where the count starts over (that is the unit tests' business).

const unknownHash = () => randomBytes(32).toString('hex');

describe('LEARN_RATE_LIMIT=3/1d and A11Y_RATE_LIMIT=2/1d', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LEARN_RATE_LIMIT: '3/1d', A11Y_RATE_LIMIT: '2/1d' });
  });

  afterAll(async () => {
    await t.close();
  });

  it("tells a Learn application where it stands, then answers 429 with Retry-After and Learn's error body", async () => {
    const client = await learnClient(t);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.get('/v1/system/version').expect(200);
      expect(res.headers['x-rate-limit-limit']).toBe('3');
      expect(Number(res.headers['x-rate-limit-reset'])).toBeGreaterThan(0);
      remaining.push(res.headers['x-rate-limit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await client.get('/v3/courses').expect(429);
    expect(refused.body).toEqual({
      status: 429,
      message: expect.stringMatching(/^Too many requests: the quota is 3\/1d .* try again in \d+ s$/),
      extraInfo: refused.headers['x-request-id'],
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused.headers['x-rate-limit-remaining']).toBe('0');
    expect(refused.headers['x-rate-limit-reset']).toBe(String(retryAfter));
  });

  it('counts each application apart', async () => {
    const first = await learnClient(t);
    for (let i = 0; i < 3; i++) await first.get('/v1/system/version').expect(200);
    await first.get('/v1/system/version').expect(429);
    const second = await learnClient(t);
    const res = await second.get('/v1/system/version').expect(200);
    expect(res.headers['x-rate-limit-remaining']).toBe('2');
  });

  it('answers an accessibility client past its quota with 429, Retry-After and its error body', async () => {
    const client = await a11yClient(t, 1);
    await client.status(unknownHash()).expect(404);
    await client.status(unknownHash()).expect(404);
    const refused = await client.status(unknownHash()).expect(429);
    expect(refused.body).toEqual({
      status: 429,
      message: expect.stringMatching(/^Too many requests: the quota is 2\/1d/),
      extraInfo: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-rate-limit-limit']).toBeUndefined();
    // Another client is counted apart.
    await (await a11yClient(t, 2)).status(unknownHash()).expect(404);
  });
});

describe('the sweep of ended windows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('deletes the counts of windows that have ended, and only those', async () => {
    await t.runtime.prisma.$executeRaw`
      INSERT INTO rate_limit_window (bucket, window_start, expires_at, count) VALUES
        ('learn:1', now() - interval '2 minutes', now() - interval '1 minute', 7),
        ('learn:1', now() - interval '30 seconds', now() + interval '30 seconds', 3)`;
    expect(await t.app.get(PrismaWindowCounts, { strict: false }).deleteEnded(new Date())).toBe(1);
    const rows = await t.runtime.prisma.$queryRaw<{ count: number }[]>`SELECT count FROM rate_limit_window`;
    expect(rows).toEqual([{ count: 3 }]);
  });
});

describe('LEARN_RATE_LIMIT=off, A11Y_RATE_LIMIT=off, AUTH_FAILURE_LIMIT=off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LEARN_RATE_LIMIT: 'off', A11Y_RATE_LIMIT: 'off', AUTH_FAILURE_LIMIT: 'off' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts nothing and sends no rate-limit header', async () => {
    const learn = await learnClient(t);
    const a11y = await a11yClient(t, 1);
    for (let i = 0; i < 12; i++) {
      const res = await learn.get('/v1/system/version').expect(200);
      expect(res.headers['x-rate-limit-limit']).toBeUndefined();
      await a11y.status(unknownHash()).expect(404);
    }
    const [{ rows }] = await t.runtime.prisma.$queryRaw<{ rows: number }[]>`
      SELECT count(*)::int AS rows FROM rate_limit_window`;
    expect(rows).toBe(0);
  });
});
