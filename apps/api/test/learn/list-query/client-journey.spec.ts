import { afterAll, beforeAll, expect, it } from '@jest/globals';
import request from 'supertest';
import { LearnApplications } from '../../../src/learn/auth/learn-applications.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

/**
 * An integration written the way they call Learn: a token from the query-string grant (HTTP
 * Basic, empty body), `Content-Type: application/json` on every GET, absolute paths from the
 * answers followed as given. It finds a course by externalId, reads its roster with the users
 * expanded, walks its whole content tree, and pages a long roster to the end through nextPage.
 */

const KEY = 'sis-sync';
const SECRET = 'sis-sync-secret-of-some-length';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  await new LearnApplications(t.runtime.prisma).save({ key: KEY, secret: SECRET, entitlements: ['*'] });
  const res = await request(t.app.getHttpServer())
    .post('/learn/api/public/v1/oauth2/token?grant_type=client_credentials')
    .auth(KEY, SECRET)
    .expect(200);
  token = res.body.access_token;
  await seed();
});

afterAll(async () => {
  await t.close();
});

/** What the integration sends: every request authenticated and typed JSON, GETs included. */
const learn = {
  get: (path: string) =>
    request(t.app.getHttpServer())
      .get(path)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .set('Accept', 'application/json'),
  send: (method: 'post' | 'put', path: string, body: object) =>
    request(t.app.getHttpServer())
      [method](path)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(body),
};

const API = '/learn/api/public';
const ROSTER_SIZE = 7;

async function seed(): Promise<void> {
  for (const [courseId, name] of [
    ['BIO-2026', 'Biology'],
    ['CHEM-2026', 'Chemistry'],
  ]) {
    await learn.send('post', `${API}/v3/courses`, { courseId, externalId: `sis.${courseId}`, name }).expect(201);
  }
  const course = `${API}/v3/courses/externalId:sis.BIO-2026`;
  const contents = `${API}/v1/courses/externalId:sis.BIO-2026/contents`;
  const unit = (await learn.send('post', contents, { title: 'Unit 1' }).expect(201)).body.id;
  await learn
    .send('post', `${contents}/${unit}/children`, {
      title: 'Lesson 1.1',
      contentHandler: { id: 'resource/x-bb-document' },
    })
    .expect(201);
  await learn.send('post', contents, { title: 'Unit 2' }).expect(201);
  for (let i = 1; i <= ROSTER_SIZE; i++) {
    const userName = `student${i}`;
    await learn
      .send('post', `${API}/v1/users`, { userName, name: { given: `Student`, family: `Number ${i}` } })
      .expect(201);
    await learn.send('put', `${API}/v1/courses/externalId:sis.BIO-2026/users/userName:${userName}`, {}).expect(201);
  }
  expect((await learn.get(course).expect(200)).body.name).toBe('Biology');
}

it('asks whether a course exists by externalId, wanting only its id', async () => {
  const found = await learn.get(`${API}/v3/courses?externalId=sis.BIO-2026&fields=id`).expect(200);
  expect(found.body).toEqual({ results: [{ id: expect.stringMatching(/^_\d+_1$/) }] });
  const missing = await learn.get(`${API}/v3/courses?externalId=sis.NOPE-2026&fields=id`).expect(200);
  expect(missing.body).toEqual({ results: [] });
});

it('reads the roster with each user inside its membership', async () => {
  const courseId = (await learn.get(`${API}/v3/courses?externalId=sis.BIO-2026&fields=id`)).body.results[0].id;
  const roster = await learn.get(`${API}/v1/courses/${courseId}/users?expand=user&role=Student`).expect(200);
  expect(roster.body.results).toHaveLength(ROSTER_SIZE);
  for (const membership of roster.body.results) {
    expect(membership.user).toMatchObject({ id: membership.userId, userName: expect.stringMatching(/^student\d$/) });
  }
});

it('walks the whole content tree, depth first', async () => {
  const tree = await learn
    .get(`${API}/v1/courses/externalId:sis.BIO-2026/contents?recursive=true&fields=title`)
    .expect(200);
  expect(tree.body).toEqual({ results: [{ title: 'Unit 1' }, { title: 'Lesson 1.1' }, { title: 'Unit 2' }] });
});

it('pages the roster to the end by following paging.nextPage as given', async () => {
  const userNames: string[] = [];
  let next: string | undefined =
    `${API}/v1/courses/externalId:sis.BIO-2026/users?expand=user&fields=user.userName&limit=3`;
  let pages = 0;
  while (next) {
    const page = (await learn.get(next).expect(200)).body as {
      results: { user: { userName: string } }[];
      paging?: { nextPage: string };
    };
    userNames.push(...page.results.map((membership) => membership.user.userName));
    next = page.paging?.nextPage;
    pages++;
  }
  expect(pages).toBe(3);
  expect(userNames).toEqual(Array.from({ length: ROSTER_SIZE }, (_, i) => `student${i + 1}`));
});
