import request, { type Test } from 'supertest';
import { LearnApplications } from '../../src/learn/auth/learn-applications.js';
import { LEARN } from '../../src/learn/learn-paths.js';
import type { TestApp } from './test-runtime.js';

let counter = 0;

/** The secret of every application learnClient() makes (for tests of the token endpoint itself). */
export const LEARN_TEST_SECRET = 'a-test-secret-of-some-length';

export interface LearnClient {
  token: string;
  key: string;
  get(path: string): Test;
  post(path: string, body?: object | string): Test;
  put(path: string, body?: object | string): Test;
  patch(path: string, body?: object | string): Test;
  delete(path: string): Test;
}

/**
 * A Learn API client over real HTTP: an application with these entitlements (all by default),
 * a token from POST /oauth2/token, and paths relative to /learn/api/public.
 */
export async function learnClient(t: TestApp, entitlements: string[] = ['*']): Promise<LearnClient> {
  const key = `test-app-${process.pid}-${++counter}`;
  await new LearnApplications(t.runtime.prisma).save({ key, secret: LEARN_TEST_SECRET, entitlements });
  const res = await request(t.app.getHttpServer())
    .post(`${LEARN}/v1/oauth2/token`)
    .auth(key, LEARN_TEST_SECRET)
    .type('form')
    .send({ grant_type: 'client_credentials' })
    .expect(200);
  const token: string = res.body.access_token;
  const server = t.app.getHttpServer();
  const authed = (test: Test) => test.set('Authorization', `Bearer ${token}`);
  return {
    token,
    key,
    get: (path) => authed(request(server).get(LEARN + path)),
    post: (path, body) => authed(request(server).post(LEARN + path)).send(body ?? {}),
    put: (path, body) => authed(request(server).put(LEARN + path)).send(body ?? {}),
    patch: (path, body) => authed(request(server).patch(LEARN + path)).send(body ?? {}),
    delete: (path) => authed(request(server).delete(LEARN + path)),
  };
}
