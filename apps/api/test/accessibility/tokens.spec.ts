import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import request from 'supertest';
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

  it('accepts a token without expiry however old (tokens do not expire)', async () => {
    const token = jwt.sign({ clientId: 1, iat: 946684800 }, SECRET); // 2000-01-01
    await withHeader(`Bearer ${token}`).expect(200);
  });
});

describe('accessibility tokens: refused with 401', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cases: [string, () => string | undefined, RegExp][] = [
    ['no Authorization header', () => undefined, /^Missing bearer token/],
    ['a Basic header', () => `Basic ${Buffer.from('1:x').toString('base64')}`, /^Malformed Authorization header/],
    ['"Bearer" alone', () => 'Bearer', /^Malformed Authorization header/],
    ['a bearer value that is not a JWT', () => 'Bearer not-a-jwt', /^Malformed Authorization header/],
    ['three parts of garbage', () => 'Bearer abc.def.ghi', /^Malformed token/],
    [
      'alg "none" (unsigned)',
      () => `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ clientId: 1, iat: 1 })}.`,
      /algorithm none is not accepted/,
    ],
    [
      'alg "none" with the signature of a real token kept',
      () => {
        const signature = tokenFor(1).split('.')[2];
        return `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ clientId: 1, iat: 1 })}.${signature}`;
      },
      /algorithm none is not accepted/,
    ],
    ['a wrong secret', () => `Bearer ${tokenFor(1, {}, 'not-the-secret-of-client-1')}`, /invalid signature/],
    [
      'RS256, signed with a private key',
      () => `Bearer ${jwt.sign({ clientId: 1 }, rsa.privateKey, { algorithm: 'RS256' })}`,
      /algorithm RS256 is not accepted/,
    ],
    [
      'HS512 with the right secret (only HS256 is accepted)',
      () => `Bearer ${jwt.sign({ clientId: 1 }, SECRET, { algorithm: 'HS512' })}`,
      /algorithm HS512 is not accepted/,
    ],
    [
      'HS256 "signed" with the public key (key confusion)',
      () =>
        `Bearer ${jwt.sign({ clientId: 1 }, rsa.publicKey.export({ type: 'spki', format: 'pem' }), { algorithm: 'HS256' })}`,
      /invalid signature/,
    ],
    [
      'a payload altered after signing',
      () => {
        const [header, , signature] = tokenFor(2).split('.');
        return `Bearer ${header}.${encode({ clientId: 1, iat: 1 })}.${signature}`;
      },
      /invalid signature/,
    ],
    ['no clientId', () => `Bearer ${jwt.sign({ sub: '1' }, SECRET)}`, /no numeric clientId/],
    ['an unknown client', () => `Bearer ${tokenFor(404)}`, /Unknown client 404/],
    ['an expiry the client set, passed', () => `Bearer ${jwt.sign({ clientId: 1, exp: 1000 }, SECRET)}`, /jwt expired/],
    ['a malformed policy', () => `Bearer ${tokenFor(1, { policy: { statements: 'all' } })}`, /Malformed token: policy/],
  ];

  it.each(cases)('%s', async (_name, header, message) => {
    const res = await withHeader(header()).expect(401);
    expect(res.body).toEqual({ status: 401, message: expect.stringMatching(message), extraInfo: expect.any(String) });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="accessibility"');
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
