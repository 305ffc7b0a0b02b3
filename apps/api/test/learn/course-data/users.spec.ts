import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifySecret } from '../../../src/learn/auth/secret-hash.js';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { allPages, createCourse, createUser, enrol, ISO_DATE, LEARN_ID, unique } from './course-data-setup.js';

let t: TestApp;
let api: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

const pk = (learnId: string) => Number(learnId.split('_')[1]);
const storedHash = async (learnId: string) =>
  (await t.runtime.prisma.user.findUniqueOrThrow({ where: { id: pk(learnId) } })).passwordHash;

const FULL_USER = {
  externalId: 'sis-ada',
  dataSourceId: '_2_1',
  studentId: 'S1234567',
  educationLevel: 'GraduateSchool',
  gender: 'Female',
  pronouns: 'she/her',
  birthDate: '1990-12-10T00:00:00.000Z',
  institutionRoleIds: ['STUDENT', 'ALUMNI'],
  systemRoleIds: ['User', 'CourseCreator'],
  availability: { available: 'No' },
  name: { given: 'Ada', family: 'Lovelace', middle: 'King', title: 'Dr.', preferredDisplayName: 'GivenName' },
  job: { title: 'Analyst', department: 'Engines', company: 'Babbage Ltd' },
  contact: { email: 'ada@example.edu', mobilePhone: '+44 1234', institutionEmail: 'ada@uni.example' },
  address: { street1: '12 St James Sq', city: 'London', country: 'GB' },
  locale: { id: 'en_GB', calendar: 'Gregorian', firstDayOfWeek: '1' },
  avatar: { source: 'User', viewUrl: 'http://elsewhere/x.png' },
};

describe('POST /v1/users', () => {
  it('creates a user with Learn defaults', async () => {
    const res = await api.post('/v1/users', { userName: 'grace' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      externalId: 'grace',
      userName: 'grace',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      institutionRoleIds: [],
      systemRoleIds: ['User'],
      availability: { available: 'Yes' },
      locale: {},
      avatar: { viewUrl: `/learn/api/public/v1/users/${res.body.id}/avatar`, source: 'Default' },
    });
  });

  it('keeps every field of the user record; the password is stored hashed and never returned', async () => {
    const res = await api
      .post('/v1/users', { userName: 'ada', password: 'Analytical-Engine-1843', ...FULL_USER })
      .expect(201);
    expect(res.body).toEqual({
      ...FULL_USER,
      id: expect.stringMatching(LEARN_ID),
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      userName: 'ada',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      avatar: { viewUrl: `/learn/api/public/v1/users/${res.body.id}/avatar`, source: 'User' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|Analytical-Engine|scrypt/i);
    const hash = await storedHash(res.body.id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifySecret('Analytical-Engine-1843', hash!)).toBe(true);

    for (const path of [`/v1/users/${res.body.id}`, '/v1/users?userName=ada']) {
      expect(JSON.stringify((await api.get(path).expect(200)).body)).not.toMatch(/password|scrypt/i);
    }
  });

  it.each([
    [{}, 'userName must be a string'],
    [{ userName: '' }, 'userName should not be empty'],
    [{ userName: 'u1', educationLevel: 'PhD' }, 'educationLevel must be one of the following values'],
    [{ userName: 'u2', gender: 'X' }, 'gender must be one of the following values'],
    [{ userName: 'u3', institutionRoleIds: 'STUDENT' }, 'institutionRoleIds must be an array'],
    [{ userName: 'u4', name: { given: 5 } }, 'name.given must be a string'],
    [{ userName: 'u5', birthDate: 'yesterday' }, 'birthDate must be a valid ISO 8601'],
    [{ userName: 'u6', password: 42 }, 'password must be a string'],
    [{ userName: 'u7', availability: { available: 'Maybe' } }, 'availability.available must be one of'],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, message) => {
    expect((await api.post('/v1/users', body).expect(400)).body.message).toContain(message);
    if ('userName' in body && body.userName) await api.get(`/v1/users/userName:${body.userName}`).expect(404);
  });

  it('answers 409 naming a taken userName or externalId, and writes nothing', async () => {
    const existing = await createUser(api, { externalId: unique('ext') });
    const byName = await api.post('/v1/users', { userName: existing.userName, externalId: 'fresh-ext' }).expect(409);
    expect(byName.body.message).toBe(`A user with userName "${existing.userName}" already exists`);
    const byExternal = await api
      .post('/v1/users', { userName: 'fresh-name', externalId: existing.externalId })
      .expect(409);
    expect(byExternal.body.message).toBe(`A user with externalId "${existing.externalId}" already exists`);
    await api.get('/v1/users/externalId:fresh-ext').expect(404);
    await api.get('/v1/users/userName:fresh-name').expect(404);
  });
});

describe('GET /v1/users', () => {
  it('finds a user by primary id, externalId:, userName: and uuid:', async () => {
    const user = await createUser(api, { externalId: unique('sis') });
    const byId = await api.get(`/v1/users/${user.id}`).expect(200);
    for (const alias of [`externalId:${user.externalId}`, `userName:${user.userName}`, `uuid:${user.uuid}`]) {
      expect((await api.get(`/v1/users/${alias}`).expect(200)).body).toEqual(byId.body);
    }
    expect((await api.get('/v1/users/_987654_1').expect(404)).body.message).toBe('User _987654_1 not found');
    expect((await api.get('/v1/users/courseId:x').expect(400)).body.message).toMatch(
      /^userId "courseId:x" is not a valid id/,
    );
  });

  it('filters by userName and externalId (contains, as the swagger says), pages and projects', async () => {
    const user = await createUser(api, { externalId: unique('filter') });
    const byName = await api.get(`/v1/users?userName=${user.userName}`).expect(200);
    expect(byName.body.results.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const byPart = await api.get(`/v1/users?userName=${user.userName.slice(1, -1).toUpperCase()}`).expect(200);
    expect(byPart.body.results.map((u: { id: string }) => u.id)).toContain(user.id);
    expect((await api.get(`/v1/users?userName=${user.userName}-nope`).expect(200)).body.results).toEqual([]);
    const byExternal = await api.get(`/v1/users?externalId=${user.externalId}&fields=id,userName`).expect(200);
    expect(byExternal.body).toEqual({ results: [{ id: user.id, userName: user.userName }] });

    await createUser(api);
    const everyone = (await api.get('/v1/users?limit=200').expect(200)).body.results as { id: string }[];
    expect(everyone.length).toBeGreaterThanOrEqual(3);
    const first = await api.get('/v1/users?limit=2').expect(200);
    expect(first.body.paging).toEqual({ nextPage: '/learn/api/public/v1/users?offset=2&limit=2' });
    expect((await allPages(api, '/v1/users', 2)).map((u) => u.id)).toEqual(everyone.map((u) => u.id));
  });
});

describe('PATCH /v1/users/{userId}', () => {
  it('changes what is sent; in name/contact only the sent keys change; null clears', async () => {
    const user = await createUser(api, {
      password: 'first-password',
      educationLevel: 'Freshman',
      name: { given: 'Ada', family: 'Byron', middle: 'Augusta' },
      contact: { email: 'a@example.edu' },
      job: { title: 'Analyst' },
    });
    const before = await storedHash(user.id);
    const res = await api
      .patch(`/v1/users/userName:${user.userName}`, {
        name: { family: 'Lovelace', middle: null },
        contact: null,
        educationLevel: null,
        password: 'second-password',
        locale: { id: 'fr_FR' },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id: user.id,
      userName: user.userName,
      name: { given: 'Ada', family: 'Lovelace' },
      job: { title: 'Analyst' },
      locale: { id: 'fr_FR' },
    });
    expect(res.body.name.middle).toBeUndefined();
    expect(res.body.contact).toBeUndefined();
    expect(res.body.educationLevel).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const after = await storedHash(user.id);
    expect(after).not.toBe(before);
    expect(await verifySecret('second-password', after!)).toBe(true);
  });

  it('refuses null for userName, and a taken userName with 409, leaving the user as it was', async () => {
    const a = await createUser(api);
    const b = await createUser(api);
    expect((await api.patch(`/v1/users/${a.id}`, { userName: null }).expect(400)).body.message).toContain(
      'userName must be a string',
    );
    const res = await api.patch(`/v1/users/${a.id}`, { userName: b.userName, studentId: 'S9' }).expect(409);
    expect(res.body.message).toBe(`A user with userName "${b.userName}" already exists`);
    const unchanged = (await api.get(`/v1/users/${a.id}`).expect(200)).body;
    expect(unchanged.userName).toBe(a.userName);
    expect(unchanged.studentId).toBeUndefined();
    await api.patch('/v1/users/_987654_1', { studentId: 'x' }).expect(404);
  });
});

describe('DELETE /v1/users/{userId}', () => {
  it('deletes the user with their enrolments, then 404s', async () => {
    const user = await createUser(api);
    const course = await createCourse(api);
    await enrol(api, course.id, user.id);
    await api.delete(`/v1/users/externalId:${user.externalId}`).expect(204);
    await api.get(`/v1/users/${user.id}`).expect(404);
    expect((await api.get(`/v1/courses/${course.id}/users`).expect(200)).body.results).toEqual([]);
    await api.delete(`/v1/users/${user.id}`).expect(404);
  });
});
