import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { query } from '@app/testing';
import { TOKEN_REFUSED } from '../../src/accessibility/clients/a11y-tokens.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { a11yClient, clientWithToken, pdf, policy, SECRET, sha256, tokenFor, type A11yClient } from './a11y-client.js';

// Every route of the accessibility API sits behind the same token check; these attacks go to the
// status route of a file client 1 really has, so that a token let through would get a 200.

let t: TestApp;
let owner: A11yClient;
let hash: string;

beforeAll(async () => {
  t = await startTestApp({
    A11Y_BOOTSTRAP_CLIENT_ID: '9',
    A11Y_BOOTSTRAP_CLIENT_SECRET: 'bootstrap-secret-0123456789',
  });
  owner = await a11yClient(t, 1);
  await a11yClient(t, 2);
  const file = pdf();
  hash = sha256(file);
  await owner.upload(file).expect(202);
});

afterAll(async () => {
  await t.close();
});

const statusPath = (clientId = 1) => `/api/v2/clients/${clientId}/content/${hash}/status`;
const withHeader = (value: string | undefined, clientId = 1) => {
  const test = request(t.app.getHttpServer()).get(statusPath(clientId));
  return value === undefined ? test : test.set('Authorization', value);
};
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

describe('accessibility tokens: accepted', () => {
  it('accepts an HS256 token of the client signed with its secret', async () => {
    const res = await withHeader(`Bearer ${tokenFor(1)}`).expect(200);
    expect(res.body).toMatchObject({ hash, status: 'pending' });
  });

  it('accepts the bootstrap client of A11Y_BOOTSTRAP_CLIENT_ID/SECRET, created at start', async () => {
    const token = tokenFor(9, {}, 'bootstrap-secret-0123456789');
    const res = await withHeader(`Bearer ${token}`, 9).expect(404); // its own (empty) content
    expect(res.body.message).toBe(`No content ${hash} for client 9`);
  });

  it('accepts a token without expiry however old (tokens do not expire) if its client is older still', async () => {
    await query(t.db.url, `UPDATE a11y_client SET created = '1999-12-31' WHERE client_id = 1`);
    const token = jwt.sign({ clientId: 1, iat: 946684800 }, SECRET); // 2000-01-01
    await withHeader(`Bearer ${token}`).expect(200);
  });
});

describe('accessibility tokens: refused with 401', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const REFUSED = new RegExp(`^${TOKEN_REFUSED}$`);
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => string | undefined, RegExp][] = [
    ['no Authorization header', () => undefined, /^Missing bearer token/],
    ['a Basic header', () => `Basic ${Buffer.from('1:x').toString('base64')}`, /^Malformed Authorization header/],
    ['"Bearer" alone', () => 'Bearer', /^Malformed Authorization header/],
    ['a bearer value that is not a JWT', () => 'Bearer not-a-jwt', /^Malformed Authorization header/],
    // From here on, every refusal says the same: none tells which check failed or which clients exist.
    ['three parts of garbage', () => 'Bearer abc.def.ghi', REFUSED],
    [
      'alg "none" (unsigned)',
      () => `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ clientId: 1, iat: now() })}.`,
      REFUSED,
    ],
    [
      'alg "none" with the signature of a real token kept',
      () => {
        const signature = tokenFor(1).split('.')[2];
        return `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ clientId: 1, iat: now() })}.${signature}`;
      },
      REFUSED,
    ],
    ['a wrong secret', () => `Bearer ${tokenFor(1, {}, 'not-the-secret-of-client-1')}`, REFUSED],
    [
      'RS256, signed with a private key',
      () => `Bearer ${jwt.sign({ clientId: 1 }, rsa.privateKey, { algorithm: 'RS256' })}`,
      REFUSED,
    ],
    [
      'HS512 with the right secret (only HS256 is accepted)',
      () => `Bearer ${jwt.sign({ clientId: 1 }, SECRET, { algorithm: 'HS512' })}`,
      REFUSED,
    ],
    [
      'HS256 "signed" with the public key (key confusion)',
      () =>
        `Bearer ${jwt.sign({ clientId: 1 }, rsa.publicKey.export({ type: 'spki', format: 'pem' }), { algorithm: 'HS256' })}`,
      REFUSED,
    ],
    [
      'a payload altered after signing',
      () => {
        const [header, , signature] = tokenFor(2).split('.');
        return `Bearer ${header}.${encode({ clientId: 1, iat: now() })}.${signature}`;
      },
      REFUSED,
    ],
    ['no clientId', () => `Bearer ${jwt.sign({ sub: '1' }, SECRET)}`, REFUSED],
    ['an unknown client', () => `Bearer ${tokenFor(404)}`, REFUSED],
    // Past int4: refused on its shape, before the database is asked (which could not compare it).
    ['a clientId above 2^31-1', () => `Bearer ${tokenFor(2 ** 31)}`, REFUSED],
    ['a clientId far above it', () => `Bearer ${tokenFor(Number.MAX_SAFE_INTEGER)}`, REFUSED],
    ['a fractional clientId', () => `Bearer ${tokenFor(1.5)}`, REFUSED],
    ['no iat', () => `Bearer ${jwt.sign({ clientId: 1 }, SECRET, { noTimestamp: true })}`, REFUSED],
    [
      'an iat that is not a number',
      () => `Bearer ${jwt.sign(JSON.stringify({ clientId: 1, iat: 'yesterday' }), SECRET)}`,
      REFUSED,
    ],
    ['an iat in the future', () => `Bearer ${jwt.sign({ clientId: 1, iat: now() + 3600 }, SECRET)}`, REFUSED],
    ['an expiry the client set, passed', () => `Bearer ${jwt.sign({ clientId: 1, exp: 1000 }, SECRET)}`, REFUSED],
    ['a malformed policy', () => `Bearer ${tokenFor(1, { policy: { statements: 'all' } })}`, REFUSED],
  ];

  it.each(cases)('%s', async (_name, header, message) => {
    const res = await withHeader(header()).expect(401);
    expect(res.body).toEqual({ status: 401, message: expect.stringMatching(message), extraInfo: expect.any(String) });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="accessibility"');
  });
});

describe('accessibility tokens: a client deleted and created again', () => {
  it('refuses every token signed before it was created again, even with the same secret', async () => {
    await a11yClient(t, 3);
    await query(t.db.url, `UPDATE a11y_client SET created = now() - interval '1 hour' WHERE client_id = 3`);
    const before = jwt.sign({ clientId: 3, iat: Math.floor(Date.now() / 1000) - 60 }, SECRET);
    await withHeader(`Bearer ${before}`, 3).expect(404); // valid: client 3 has no such file
    await query(t.db.url, 'DELETE FROM a11y_client WHERE client_id = 3');
    await withHeader(`Bearer ${before}`, 3).expect(401);
    await a11yClient(t, 3); // the same secret
    const res = await withHeader(`Bearer ${before}`, 3).expect(401);
    expect(res.body.message).toBe(TOKEN_REFUSED);
    await withHeader(`Bearer ${tokenFor(3)}`, 3).expect(404); // one signed now is taken
  });
});

describe('accessibility tokens: refused with 403', () => {
  it("refuses a valid token of another client on this client's path", async () => {
    const res = await withHeader(`Bearer ${tokenFor(2)}`).expect(403);
    expect(res.body.message).toBe('This token is for client 2, not for client 1');
  });

  it("refuses a client's token on an unknown client's path", async () => {
    await withHeader(`Bearer ${tokenFor(1)}`, 77).expect(403);
  });

  it('refuses an action the policy does not grant, naming it', async () => {
    const token = tokenFor(1, policy({ resource: 'content:*', actions: ['content:getDetails'] }));
    const res = await withHeader(`Bearer ${token}`).expect(403);
    expect(res.body.message).toBe(`This token does not grant content:getStatus on content:${hash}`);
  });

  it('refuses an upload to a token whose policy has no content:upload, before reading the file', async () => {
    const token = tokenFor(1, policy({ resource: 'content:*', actions: ['content:getStatus'] }));
    const res = await clientWithToken(t, 1, token).upload(pdf()).expect(403);
    expect(res.body.message).toBe('This token does not grant content:upload');
  });

  it('refuses an action granted on another file only', async () => {
    const token = tokenFor(1, policy({ resource: `content:${'0'.repeat(64)}`, actions: ['content:getStatus'] }));
    await withHeader(`Bearer ${token}`).expect(403);
  });
});

describe('accessibility tokens: what a policy grants', () => {
  it('grants on content:<hash> and content:*', async () => {
    for (const resource of [`content:${hash}`, 'content:*']) {
      await withHeader(`Bearer ${tokenFor(1, policy({ resource, actions: ['content:getStatus'] }))}`).expect(200);
    }
  });

  it('lets content:* cover one segment: content:getStatus, but not content:getDetails:withFeedback', async () => {
    const token = tokenFor(1, policy({ resource: 'content:*', actions: ['content:*'] }));
    const client = clientWithToken(t, 1, token);
    await client.status(hash).expect(200);
    const res = await client.details(hash, '?formats=true').expect(200);
    expect(res.body.formats).toBeNull();
  });

  it('grants the three-segment actions with content:*:*', async () => {
    const token = tokenFor(1, policy({ resource: 'content:*', actions: ['content:getDetails', 'content:*:*'] }));
    const res = await clientWithToken(t, 1, token).details(hash, '?formats=true').expect(200);
    expect(res.body.formats).toEqual(expect.objectContaining({ availableFormats: expect.any(Array) }));
  });

  it('lets a token without policy upload, read status and details, but not formats or feedback (null, 200)', async () => {
    const res = await owner.details(hash, '?feedback=true&formats=true').expect(200);
    expect(res.body).toMatchObject({ hash, feedback: null, formats: null });
  });

  it('grants nothing with an empty statement list', async () => {
    await withHeader(`Bearer ${tokenFor(1, policy())}`).expect(403);
  });
});
