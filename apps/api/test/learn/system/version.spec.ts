import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LEARN } from '../../../src/learn/learn-paths.js';
import { learnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

/**
 * Every `**Since**` of the Learn swagger (../shared/reference/learn-swagger-subset.json) over the
 * operations and parameters this service serves (its whole subset: the entitlement test keeps the
 * served set equal to it).
 */
// prettier-ignore
const SINCE = [
  '2015.11.0', '3000.1.0', '3000.11.0', '3000.13.0', '3000.7.0', '3100.0.0', '3100.2.0', '3100.4.0',
  '3200.10.0', '3200.13.0', '3200.3.0', '3200.7.0', '3300.0.0', '3300.2.0', '3300.3.0', '3300.4.0',
  '3300.9.0', '3400.2.0', '3400.5.0', '3400.7.0', '3400.8.0', '3500.2.0', '3500.4.0', '3500.5.0',
  '3600.0.0', '3700.1.0', '3700.14.0', '3700.15.0', '3700.16.0', '3700.4.0', '3800.1.0', '3800.10.0',
  '3800.13.0', '3800.4.0', '3800.6.0', '3800.8.0', '3800.9.0', '3900.0.0', '3900.10.0', '3900.11.0',
  '3900.19.0', '3900.23.0', '3900.27.0', '3900.28.0', '3900.3.0', '3900.31.0', '3900.32.0', '3900.34.0',
  '3900.41.0', '3900.48.0', '3900.50.0', '3900.61.0', '3900.71.0', '3900.76.0', '3900.78.0', '3900.80.00',
  '3900.9.0',
];

const numbers = (version: string) => version.split('.').map(Number);
const notOlder = (version: string, since: string) => {
  const [a, b] = [numbers(version), numbers(since)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return true;
};

describe('GET /v1/system/version', () => {
  it("answers any valid token, whatever its entitlements, in Learn's shape", async () => {
    const client = await learnClient(t, ['nothing.at.all']);
    const res = await client.get('/v1/system/version').expect(200);
    expect(res.body).toEqual({
      learn: { major: 3900, minor: expect.any(Number), patch: expect.any(Number), build: expect.any(String) },
    });
  });

  it('is refused without a token (401)', async () => {
    const res = await request(t.app.getHttpServer()).get(`${LEARN}/v1/system/version`).expect(401);
    expect(res.body).toMatchObject({ status: 401, message: 'Missing bearer token' });
  });

  it('sorts after every Since of the served surface, as numbers and as text (clients compare both ways)', async () => {
    const { major, minor, patch } = (await (await learnClient(t)).get('/v1/system/version').expect(200)).body.learn;
    const version = `${major}.${minor}.${patch}`;
    expect(SINCE.filter((since) => !notOlder(version, since))).toEqual([]);
    // The comparison a Python client makes: `since <= version` on strings.
    expect(SINCE.filter((since) => !(since <= version))).toEqual([]);
  });
});
