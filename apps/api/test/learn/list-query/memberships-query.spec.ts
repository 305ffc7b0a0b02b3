import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { createCourse, createUser, enrol } from '../course-data/course-data-setup.js';
import { idsOf, q, refused, tick } from './list-query-setup.js';

/** GET /v1/courses/{courseId}/users and the group members list: the swagger's query, over real HTTP. */

let t: TestApp;
let api: LearnClient;
let roster: string;
let courseId: string;
/** Memberships: teacher (Instructor), ann and bob (Students), tim (TeachingAssistant). */
const m: Record<string, { id: string; userId: string; created: string }> = {};
let patchedAt: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  courseId = (await createCourse(api)).id;
  roster = `/v1/courses/${courseId}/users`;
  const member = async (key: string, body: Record<string, unknown>) => {
    const user = await createUser(api, { name: { given: key, family: key.toUpperCase() } });
    m[key] = await enrol(api, courseId, user.id, body);
    await tick();
  };
  await member('teacher', { courseRoleId: 'Instructor' });
  await member('ann', { courseRoleId: 'Student' });
  await member('bob', { courseRoleId: 'Student', availability: { available: 'No' }, dataSourceId: '_9_1' });
  await member('tim', { courseRoleId: 'TeachingAssistant', availability: { available: 'Disabled' } });
  // lastAccessed is Learn's to record (read-only in the API): set as course visits would.
  const visit = (key: string, at: string) =>
    t.runtime.prisma.courseMembership.update({
      where: { id: Number(m[key]!.id.split('_')[1]) },
      data: { lastAccessed: new Date(at) },
    });
  await visit('ann', '2026-02-01T00:00:00.000Z');
  await visit('bob', '2026-04-01T00:00:00.000Z');
  await tick();
  patchedAt = (await api.patch(`${roster}/${m.teacher!.userId}`, { displayOrder: 1 }).expect(200)).body.modified;
});

afterAll(async () => {
  await t.close();
});

const named = (...keys: string[]) => keys.map((key) => m[key]!.id);

describe('GET /v1/courses/{courseId}/users filters', () => {
  it('role: the memberships with that courseRoleId', async () => {
    expect(await idsOf(api, `${roster}?role=Student`)).toEqual(named('ann', 'bob'));
    expect(await idsOf(api, `${roster}?role=TeachingAssistant`)).toEqual(named('tim'));
    await refused(api, `${roster}?role=Dean`, 'role must be one of Instructor, BbFacilitator');
  });

  it('created with createdCompare', async () => {
    expect(await idsOf(api, `${roster}?created=${q(m.bob!.created)}&createdCompare=lessThan`)).toEqual(
      named('teacher', 'ann'),
    );
    expect(await idsOf(api, `${roster}?created=${q(m.bob!.created)}`)).toEqual(named('bob', 'tim'));
  });

  it('modified with modifiedCompare', async () => {
    expect(await idsOf(api, `${roster}?modified=${q(patchedAt)}`)).toEqual(named('teacher'));
    expect(await idsOf(api, `${roster}?modified=${q(patchedAt)}&modifiedCompare=lessThan`)).toEqual(
      named('ann', 'bob', 'tim'),
    );
  });

  it('lastAccessed with lastAccessedCompare: never accessed never matches', async () => {
    expect(await idsOf(api, `${roster}?lastAccessed=2026-03-01T00:00:00Z`)).toEqual(named('bob'));
    expect(await idsOf(api, `${roster}?lastAccessed=2026-03-01T00:00:00Z&lastAccessedCompare=lessThan`)).toEqual(
      named('ann'),
    );
  });

  it('dataSourceId, exactly', async () => {
    expect(await idsOf(api, `${roster}?dataSourceId=_9_1`)).toEqual(named('bob'));
  });

  it('availability.available', async () => {
    expect(await idsOf(api, `${roster}?availability.available=No`)).toEqual(named('bob'));
    expect(await idsOf(api, `${roster}?availability.available=Disabled`)).toEqual(named('tim'));
    await refused(
      api,
      `${roster}?availability.available=Term`,
      'availability.available must be one of Yes, No, Disabled',
    );
  });
});

describe('GET /v1/courses/{courseId}/users sort', () => {
  it.each([
    ['created(desc)', ['tim', 'bob', 'ann', 'teacher']],
    ['created', ['teacher', 'ann', 'bob', 'tim']],
    // PostgreSQL puts nulls (never accessed) last going up, first going down; ties in id order.
    ['lastAccessed', ['ann', 'bob', 'teacher', 'tim']],
    ['lastAccessed(desc)', ['teacher', 'tim', 'bob', 'ann']],
  ])('sort=%s', async (sort, keys) => {
    expect(await idsOf(api, `${roster}?sort=${q(sort)}`)).toEqual(named(...keys));
  });
});

describe('expand=user', () => {
  it('puts the user object, as GET /v1/users/{userId} shows it, inside each membership', async () => {
    const res = await api.get(`${roster}?expand=user&role=Student`).expect(200);
    expect(res.body.results).toHaveLength(2);
    for (const membership of res.body.results) {
      const user = (await api.get(`/v1/users/${membership.userId}`).expect(200)).body;
      expect(membership.user).toEqual(user);
    }
  });

  it('without expand, no user; with fields, dotted user fields are kept', async () => {
    expect((await api.get(`${roster}?role=Instructor`).expect(200)).body.results[0].user).toBeUndefined();
    const res = await api.get(`${roster}?expand=user&role=Instructor&fields=userId,user.name.given`).expect(200);
    expect(res.body.results).toEqual([{ userId: m.teacher!.userId, user: { name: { given: 'teacher' } } }]);
  });

  it('refuses what cannot be expanded', async () => {
    await refused(api, `${roster}?expand=course`, 'expand: course cannot be expanded; expandable: user');
  });

  it('on group members too', async () => {
    const group = await api.post(`/v2/courses/${courseId}/groups`, { name: 'Lab' }).expect(201);
    const members = `/v2/courses/${courseId}/groups/${group.body.id}/users`;
    for (const key of ['ann', 'bob']) await api.put(`${members}/${m[key]!.userId}`).expect(201);
    expect((await api.get(members).expect(200)).body.results).toEqual([
      { userId: m.ann!.userId },
      { userId: m.bob!.userId },
    ]);
    const expanded = await api.get(`${members}?expand=user&fields=userId,user.id,user.name.family`).expect(200);
    expect(expanded.body.results).toEqual([
      { userId: m.ann!.userId, user: { id: m.ann!.userId, name: { family: 'ANN' } } },
      { userId: m.bob!.userId, user: { id: m.bob!.userId, name: { family: 'BOB' } } },
    ]);
    await refused(
      api,
      `${members}?role=Student`,
      'Unknown query parameter role: group memberships take offset, limit, fields, expand',
    );
  });
});
