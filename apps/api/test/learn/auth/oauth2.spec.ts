import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LearnApplications } from '../../../src/learn/auth/learn-applications.js';
import { LEARN } from '../../../src/learn/learn-paths.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

let t: TestApp;
const KEY = 'gradebook-sync';
const SECRET = 'correct horse battery staple';
// Any guarded Learn route will do; this one needs course.adaptiverelease.VIEW.
const GUARDED = `${LEARN}/v1/courses/_1_1/users/_1_1/availability`;

beforeAll(async () => {
  t = await startTestApp({
    LEARN_BOOTSTRAP_APP_KEY: 'bootstrap-admin',
    LEARN_BOOTSTRAP_APP_SECRET: 'bootstrap-secret-0123',
  });
  await new LearnApplications(t.runtime.prisma).save({
    key: KEY,
    secret: SECRET,
    entitlements: ['system.course.VIEW'],
  });
});

afterAll(async () => {
  await t.close();
});

const tokenRequest = () => request(t.app.getHttpServer()).post(`${LEARN}/v1/oauth2/token`).type('form');

describe('POST /oauth2/token', () => {
  it('issues a bearer token for client credentials with HTTP Basic key:secret', async () => {
    const res = await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'client_credentials' }).expect(200);
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a wrong secret', KEY, 'not the secret at all'],
    ['an unknown key', 'nobody', SECRET],
  ])('answers 401 invalid_client for %s', async (_case, key, secret) => {
    const res = await tokenRequest().auth(key, secret).send({ grant_type: 'client_credentials' }).expect(401);
    expect(res.body).toEqual({
      status: 401,
      message: 'invalid_client: unknown application key or wrong secret',
      error: 'invalid_client',
      error_description: 'unknown application key or wrong secret',
      extraInfo: res.headers['x-request-id'],
    });
  });

  it('answers 401 without HTTP Basic credentials', async () => {
    const res = await tokenRequest().send({ grant_type: 'client_credentials' }).expect(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it('answers 400 unsupported_grant_type for any other grant type', async () => {
    const res = await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'password' }).expect(400);
    expect(res.body).toMatchObject({ status: 400, error: 'unsupported_grant_type' });
  });

  it('answers 400 invalid_request without a grant type', async () => {
    const res = await tokenRequest().auth(KEY, SECRET).send({}).expect(400);
    expect(res.body).toMatchObject({
      status: 400,
      error: 'invalid_request',
      message: 'invalid_request: grant_type is required',
    });
  });

  it('takes grant_type from the query string, as Learn documents it and its clients send it', async () => {
    // HTTP Basic, an empty body, the grant in the URL: the request of published Learn clients.
    const res = await request(t.app.getHttpServer())
      .post(`${LEARN}/v1/oauth2/token?grant_type=client_credentials`)
      .auth(KEY, SECRET)
      .expect(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
  });

  it('accepts the same grant_type in the query string and the body, refuses two different ones', async () => {
    const both = (body: string) =>
      request(t.app.getHttpServer())
        .post(`${LEARN}/v1/oauth2/token?grant_type=client_credentials`)
        .type('form')
        .auth(KEY, SECRET)
        .send(body);
    await both('grant_type=client_credentials').expect(200);
    const res = await both('grant_type=password').expect(400);
    expect(res.body).toMatchObject({
      error: 'invalid_request',
      error_description: 'grant_type differs between the query string and the body',
    });
  });

  it('answers 400 unsupported_grant_type for another grant type in the query string', async () => {
    const res = await request(t.app.getHttpServer())
      .post(`${LEARN}/v1/oauth2/token?grant_type=authorization_code`)
      .auth(KEY, SECRET)
      .expect(400);
    expect(res.body).toMatchObject({ status: 400, error: 'unsupported_grant_type' });
  });

  it('stores the secret and the tokens hashed only', async () => {
    const token = (await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'client_credentials' })).body.access_token;
    const app = await t.runtime.prisma.learnApplication.findUniqueOrThrow({ where: { key: KEY } });
    expect(app.secretHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(app.secretHash).not.toContain(SECRET);
    const tokens = await t.runtime.prisma.learnAccessToken.findMany({ where: { applicationId: app.id } });
    expect(tokens.map((row) => row.tokenHash)).not.toContain(token);
    expect(tokens.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('bearer tokens on Learn routes', () => {
  it('answers 401 with WWW-Authenticate when the token is missing, malformed or unknown', async () => {
    const server = t.app.getHttpServer();
    for (const [header, message] of [
      [undefined, 'Missing bearer token'],
      ['Basic abc', 'Malformed Authorization header: expected "Bearer <token>"'],
      ['Bearer not-a-token-we-issued', 'Invalid or expired access token'],
    ] as const) {
      const req = request(server).get(GUARDED);
      if (header) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body.message).toBe(message);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="learn"');
    }
  });

  it('answers 401 for an expired token', async () => {
    const token = (await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'client_credentials' })).body.access_token;
    await t.runtime.prisma.learnAccessToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await request(t.app.getHttpServer()).get(GUARDED).set('Authorization', `Bearer ${token}`).expect(401);
    expect(res.body.message).toBe('Invalid or expired access token');
  });

  it('answers 403 naming the missing entitlements', async () => {
    const token = (await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'client_credentials' })).body.access_token;
    const res = await request(t.app.getHttpServer()).get(GUARDED).set('Authorization', `Bearer ${token}`).expect(403);
    expect(res.body.message).toBe(
      `Application ${KEY} is not entitled: missing entitlement course.content.VIEW, course.adaptiverelease.VIEW, system.course.MODIFY`,
    );
  });
});

describe('the bootstrap application', () => {
  it('exists at start with every entitlement', async () => {
    const res = await tokenRequest()
      .auth('bootstrap-admin', 'bootstrap-secret-0123')
      .send({ grant_type: 'client_credentials' })
      .expect(200);
    // Past authentication and entitlements, the route itself answers: the course does not exist.
    const guarded = await request(t.app.getHttpServer())
      .get(GUARDED)
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .expect(404);
    expect(guarded.body.message).toBe('Course _1_1 not found');
  });

  it('is updated, not duplicated, when saved again with a new secret; old tokens stop working', async () => {
    const applications = new LearnApplications(t.runtime.prisma);
    const old = (await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'client_credentials' })).body.access_token;
    expect(await applications.save({ key: KEY, secret: 'a brand new secret value', entitlements: ['*'] })).toEqual({
      created: false,
    });
    await tokenRequest().auth(KEY, SECRET).send({ grant_type: 'client_credentials' }).expect(401);
    await tokenRequest().auth(KEY, 'a brand new secret value').send({ grant_type: 'client_credentials' }).expect(200);
    const stale = await request(t.app.getHttpServer()).get(GUARDED).set('Authorization', `Bearer ${old}`).expect(401);
    expect(stale.body.message).toBe('Invalid or expired access token');
    expect((await applications.list()).filter((app) => app.key === KEY)).toHaveLength(1);
  });

  it('refuses a short secret or an empty entitlement list', async () => {
    const applications = new LearnApplications(t.runtime.prisma);
    await expect(applications.save({ key: 'x', secret: 'short', entitlements: ['*'] })).rejects.toThrow(
      'secret must be 16 to 256 characters long',
    );
    await expect(applications.save({ key: 'x', secret: 'long enough secret!', entitlements: [' '] })).rejects.toThrow(
      'give at least one entitlement, or "*" for all',
    );
  });
});
