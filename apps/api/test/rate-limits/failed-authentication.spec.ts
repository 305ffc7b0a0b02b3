import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { A11yClients } from '../../src/accessibility/clients/a11y-clients.js';
import { LearnApplications } from '../../src/learn/auth/learn-applications.js';
import { LEARN } from '../../src/learn/learn-paths.js';
import { SECRET, tokenFor } from '../accessibility/a11y-client.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';

// Guessing a secret is slow: after AUTH_FAILURE_LIMIT failures for a key, or from an address, every
// attempt is a 429 until the window ends, the right secret included. The service listens on both
// loopback addresses, 127.0.0.1 and ::1: two source addresses for one test.

const LIMIT = { AUTH_FAILURE_LIMIT: '4/1d' };
const APP_SECRET = 'the-right-secret-0123456789';

async function listening(t: TestApp): Promise<{ v4: string; v6: string }> {
  await t.app.listen(0, '::');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return { v4: `http://127.0.0.1:${port}`, v6: `http://[::1]:${port}` };
}

function tokenRequest(base: string, key: string, secret: string) {
  return fetch(`${base}${LEARN}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
}

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({
    status: 429,
    message: expect.stringMatching(/^Too many failed authentications .* try again in \d+ s$/),
  });
}

describe('the Learn token endpoint, AUTH_FAILURE_LIMIT=4/1d', () => {
  let t: TestApp;
  let at: { v4: string; v6: string };

  beforeAll(async () => {
    t = await startTestApp(LIMIT);
    at = await listening(t);
    const applications = new LearnApplications(t.runtime.prisma);
    for (const key of ['guessed-app', 'other-app'])
      await applications.save({ key, secret: APP_SECRET, entitlements: ['*'] });
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses every attempt for a key and from an address past 4 wrong secrets; successes do not count', async () => {
    for (let i = 0; i < 4; i++) expect((await tokenRequest(at.v4, 'guessed-app', `guess-${i}`)).status).toBe(401);
    // The right secret now: refused for the key (from another address too) and from the address.
    await expectRefused(await tokenRequest(at.v4, 'guessed-app', APP_SECRET));
    await expectRefused(await tokenRequest(at.v6, 'guessed-app', APP_SECRET));
    await expectRefused(await tokenRequest(at.v4, 'other-app', APP_SECRET));
    // Neither the key nor the address of this one failed; its successes are not failures.
    for (let i = 0; i < 6; i++) expect((await tokenRequest(at.v6, 'other-app', APP_SECRET)).status).toBe(200);
  });
});

describe('accessibility tokens, AUTH_FAILURE_LIMIT=4/1d', () => {
  let t: TestApp;
  let at: { v4: string; v6: string };
  const status = (base: string, clientId: number, token: string) =>
    fetch(`${base}/api/v2/clients/${clientId}/content/${'0'.repeat(64)}/status`, {
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await startTestApp(LIMIT);
    at = await listening(t);
    const clients = new A11yClients(t.runtime.prisma);
    for (const clientId of [1, 2]) await clients.save({ clientId, secret: SECRET });
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses a client whose JWT was forged 4 times, and the address that forged it, the right token too', async () => {
    const forged = tokenFor(1, {}, 'a guessed secret, wrong');
    for (let i = 0; i < 4; i++) expect((await status(at.v4, 1, forged)).status).toBe(401);
    await expectRefused(await status(at.v6, 1, tokenFor(1)));
    await expectRefused(await status(at.v4, 2, tokenFor(2)));
    // Client 2 from ::1: neither failed; a forged token there is a plain 401.
    expect((await status(at.v6, 2, tokenFor(2))).status).toBe(404);
    expect((await status(at.v6, 2, tokenFor(2, {}, 'another wrong secret'))).status).toBe(401);
  });
});
