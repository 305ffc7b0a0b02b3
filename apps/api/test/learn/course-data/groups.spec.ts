import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { allPages, createCourse, createUser, enrol, ISO_DATE, LEARN_ID } from './course-data-setup.js';

let t: TestApp;
let api: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

type Group = { id: string; externalId: string; name: string; groupSetId?: string };

async function courseGroups() {
  const course = await createCourse(api);
  const groups = `/v2/courses/${course.id}/groups`;
  const create = async (path: string, body: Record<string, unknown>): Promise<Group> =>
    (await api.post(path, body).expect(201)).body;
  return { course, groups, sets: `${groups}/sets`, create };
}

const names = (items: unknown[]) => (items as Group[]).map((group) => group.name);

describe('groups', () => {
  it('creates a group with Learn defaults', async () => {
    const { groups } = await courseGroups();
    const res = await api.post(groups, { name: 'Lab A' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      externalId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Lab A',
      availability: { available: 'Yes' },
      enrollment: { type: 'InstructorOnly' },
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
    });
    expect((await api.get(`${groups}/${res.body.id}`).expect(200)).body).toEqual(res.body);
  });

  it('keeps every writable field, and finds the group by externalId:', async () => {
    const { course, groups } = await courseGroups();
    const res = await api
      .post(groups, {
        name: 'Lab B',
        externalId: 'lab-b',
        description: 'Tuesday',
        availability: { available: 'SignupOnly' },
        enrollment: { type: 'SelfEnrollment', limit: 5, signupSheet: { name: 'Sheet', showMembers: true } },
        groupSetId: '_1_1',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      externalId: 'lab-b',
      name: 'Lab B',
      description: 'Tuesday',
      availability: { available: 'SignupOnly' },
      enrollment: { type: 'SelfEnrollment', limit: 5, signupSheet: { name: 'Sheet', showMembers: true } },
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
    });
    const byExternalId = await api.get(`/v2/courses/courseId:${course.courseId}/groups/externalId:lab-b`).expect(200);
    expect(byExternalId.body).toEqual(res.body);
  });

  it.each([
    [{}, 'name must be a string'],
    [{ name: 'G', enrollment: { limit: 0 } }, 'enrollment.limit must be an integer from 1 to 2147483647'],
    [{ name: 'G', enrollment: { type: 'Anyone' } }, 'enrollment.type must be one of'],
    [{ name: 'G', availability: { available: 'Later' } }, 'availability.available must be one of'],
    [
      { name: 'G', enrollment: { signupSheet: { showMembers: 'yes' } } },
      'enrollment.signupSheet.showMembers must be a boolean',
    ],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, message) => {
    const { groups } = await courseGroups();
    expect((await api.post(groups, body).expect(400)).body.message).toContain(message);
    expect((await api.get(groups).expect(200)).body.results).toEqual([]);
  });

  it('answers 409 for an externalId taken in the course (not in another course)', async () => {
    const { course, groups, create } = await courseGroups();
    await create(groups, { name: 'One', externalId: 'dup' });
    const res = await api.post(groups, { name: 'Two', externalId: 'dup' }).expect(409);
    expect(res.body.message).toBe(`A group with externalId "dup" already exists in course ${course.courseId}`);
    expect(names((await api.get(groups).expect(200)).body.results)).toEqual(['One']);
    const elsewhere = await courseGroups();
    await elsewhere.create(elsewhere.groups, { name: 'Elsewhere', externalId: 'dup' });
  });

  it('updates what is sent; enrollment.type is fixed; the signup sheet changes key by key', async () => {
    const { groups, create } = await courseGroups();
    const group = await create(groups, {
      name: 'Old',
      description: 'Desc',
      enrollment: { type: 'SelfEnrollment', limit: 3, signupSheet: { name: 'Sheet', description: 'Pick' } },
    });
    const res = await api
      .patch(`${groups}/${group.id}`, {
        name: 'New',
        description: null,
        enrollment: { type: 'InstructorOnly', limit: 4, signupSheet: { description: null, showMembers: false } },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'New',
      externalId: group.externalId,
      enrollment: { type: 'SelfEnrollment', limit: 4, signupSheet: { name: 'Sheet', showMembers: false } },
    });
    expect(res.body.description).toBeUndefined();
    expect((await api.patch(`${groups}/${group.id}`, { name: null }).expect(400)).body.message).toContain(
      'name must be a string',
    );
    const taken = await create(groups, { name: 'Taken', externalId: 'taken' });
    await api.patch(`${groups}/${group.id}`, { externalId: taken.externalId }).expect(409);
  });

  it('deletes a group, then 404s; unknown ids 404, malformed ids 400', async () => {
    const { groups, create } = await courseGroups();
    const group = await create(groups, { name: 'Gone' });
    await api.delete(`${groups}/${group.id}`).expect(204);
    await api.get(`${groups}/${group.id}`).expect(404);
    await api.delete(`${groups}/${group.id}`).expect(404);
    expect((await api.get(`${groups}/lab`).expect(400)).body.message).toMatch(/^groupId "lab" is not a valid id/);
    await api.get('/v2/courses/_987654_1/groups').expect(404);
  });
});

describe('group sets', () => {
  it('keeps sets apart from groups; groups inside a set name it', async () => {
    const { groups, sets, create } = await courseGroups();
    const set = await create(sets, { name: 'Labs' });
    expect(set.groupSetId).toBeUndefined();
    const inSet = await create(`${sets}/${set.id}/groups`, { name: 'Lab 1' });
    expect(inSet.groupSetId).toBe(set.id);
    await create(groups, { name: 'Alone' });

    expect(names((await api.get(sets).expect(200)).body.results)).toEqual(['Labs']);
    expect(names((await api.get(groups).expect(200)).body.results)).toEqual(['Lab 1', 'Alone']);
    expect(names((await api.get(`${groups}?inGroupSet=true`).expect(200)).body.results)).toEqual(['Lab 1']);
    expect(names((await api.get(`${groups}?inGroupSet=false`).expect(200)).body.results)).toEqual(['Alone']);
    expect(names((await api.get(`${sets}/${set.id}/groups`).expect(200)).body.results)).toEqual(['Lab 1']);
    await api.get(`${groups}?inGroupSet=perhaps`).expect(400);

    expect((await api.get(`${sets}/${set.id}`).expect(200)).body).toEqual(set);
    const notAGroup = await api.get(`${groups}/${set.id}`).expect(404);
    expect(notAGroup.body.message).toMatch(/it is a group set$/);
    expect((await api.get(`${sets}/${inSet.id}`).expect(404)).body.message).toMatch(/it is a group$/);
    await api.post(`${sets}/${inSet.id}/groups`, { name: 'Nested' }).expect(404);
  });

  it('updates a set, and deleting it deletes its groups', async () => {
    const { sets, groups, create } = await courseGroups();
    const set = await create(sets, { name: 'Teams' });
    const team = await create(`${sets}/${set.id}/groups`, { name: 'Team 1' });
    expect((await api.patch(`${sets}/${set.id}`, { name: 'Squads' }).expect(200)).body.name).toBe('Squads');
    await api.delete(`${sets}/externalId:${set.externalId}`).expect(204);
    await api.get(`${sets}/${set.id}`).expect(404);
    await api.get(`${groups}/${team.id}`).expect(404);
  });

  it('pages groups and sets with nextPage, and projects fields=', async () => {
    const { groups, sets, create } = await courseGroups();
    for (const name of ['S1', 'S2', 'S3']) await create(sets, { name });
    const first = await api.get(`${sets}?limit=2&fields=name`).expect(200);
    expect(first.body).toEqual({
      results: [{ name: 'S1' }, { name: 'S2' }],
      paging: { nextPage: `/learn/api/public${sets}?fields=name&offset=2&limit=2` },
    });
    expect(names(await allPages(api, sets, 2))).toEqual(['S1', 'S2', 'S3']);
    for (const name of ['G1', 'G2']) await create(groups, { name });
    expect(names(await allPages(api, groups, 1))).toEqual(['G1', 'G2']);
  });
});

describe('group members', () => {
  async function groupWithStudent() {
    const setup = await courseGroups();
    const group = await setup.create(setup.groups, { name: 'Lab' });
    const user = await createUser(api);
    await enrol(api, setup.course.id, user.id);
    return { ...setup, group, user, members: `${setup.groups}/${group.id}/users` };
  }

  it('adds an enrolled user (201), reads, lists and removes them (204)', async () => {
    const { course, group, user, members } = await groupWithStudent();
    const added = await api.put(`${members}/userName:${user.userName}`).expect(201);
    expect(added.body).toEqual({ userId: user.id });
    expect((await api.get(`${members}/${user.id}`).expect(200)).body).toEqual({ userId: user.id });

    const second = await createUser(api);
    await enrol(api, course.id, second.id);
    await api.put(`${members}/${second.id}`).expect(201);
    const first = await api.get(`${members}?limit=1`).expect(200);
    expect(first.body).toEqual({
      results: [{ userId: user.id }],
      paging: { nextPage: `/learn/api/public${members}?offset=1&limit=1` },
    });
    expect(await allPages(api, members, 1)).toEqual([{ userId: user.id }, { userId: second.id }]);

    await api.delete(`${members}/${user.id}`).expect(204);
    const gone = await api.get(`${members}/${user.id}`).expect(404);
    expect(gone.body.message).toBe(`User ${user.id} is not a member of group ${group.id}`);
    await api.delete(`${members}/${user.id}`).expect(404);
  });

  it('answers 409 when the user is already a member', async () => {
    const { group, user, members } = await groupWithStudent();
    await api.put(`${members}/${user.id}`).expect(201);
    const res = await api.put(`${members}/${user.id}`).expect(409);
    expect(res.body.message).toBe(`User ${user.id} is already a member of group ${group.id}`);
  });

  it('refuses a user who is not enrolled in the course with 400 naming user and course, adding nobody', async () => {
    const { course, members } = await groupWithStudent();
    const outsider = await createUser(api);
    const res = await api.put(`${members}/${outsider.id}`).expect(400);
    expect(res.body.message).toBe(`User ${outsider.id} is not enrolled in the course ${course.id}`);
    expect((await api.get(members).expect(200)).body.results).toEqual([]);
  });

  it('refuses members for a group set with 400', async () => {
    const { course, sets, create, user } = await groupWithStudent();
    const set = await create(sets, { name: 'Set' });
    const res = await api.put(`/v2/courses/${course.id}/groups/${set.id}/users/${user.id}`).expect(400);
    expect(res.body.message).toBe(`Group ${set.id} is a group set: a group set cannot have members, its groups can`);
    await api.get(`/v2/courses/${course.id}/groups/${set.id}/users`).expect(400);
  });

  it('answers 404 for unknown users and groups, 400 for malformed ids', async () => {
    const { groups, members } = await groupWithStudent();
    await api.put(`${members}/_987654_1`).expect(404);
    await api.get(`${groups}/_987654_1/users`).expect(404);
    await api.put(`${members}/nobody`).expect(400);
  });
});
