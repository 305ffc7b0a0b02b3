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

describe('PUT /v1/courses/{courseId}/users/{userId}', () => {
  it('enrols as a Student, available, by default', async () => {
    const course = await createCourse(api);
    const user = await createUser(api);
    const res = await api.put(`/v1/courses/${course.id}/users/${user.id}`, {}).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      userId: user.id,
      courseId: course.id,
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      availability: { available: 'Yes' },
      courseRoleId: 'Student',
    });
  });

  it('takes the role, availability, data source and display order; the alternative ids work', async () => {
    const course = await createCourse(api);
    const user = await createUser(api);
    const res = await api
      .put(`/v1/courses/courseId:${course.courseId}/users/userName:${user.userName}`, {
        courseRoleId: 'Instructor',
        availability: { available: 'No' },
        dataSourceId: '_2_1',
        displayOrder: 1,
        lastAccessed: '2020-01-01T00:00:00.000Z',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      userId: user.id,
      courseId: course.id,
      dataSourceId: '_2_1',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      availability: { available: 'No' },
      courseRoleId: 'Instructor',
      displayOrder: 1,
    });
    const read = await api.get(`/v1/courses/uuid:${course.uuid}/users/uuid:${user.uuid}`).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('ignores a displayOrder for a Student, as Learn does', async () => {
    const course = await createCourse(api);
    const user = await createUser(api);
    const res = await api.put(`/v1/courses/${course.id}/users/${user.id}`, { displayOrder: 2 }).expect(201);
    expect(res.body.displayOrder).toBeUndefined();
  });

  it('answers 409 when already enrolled, leaving the membership as it was', async () => {
    const course = await createCourse(api);
    const user = await createUser(api);
    await enrol(api, course.id, user.id, { courseRoleId: 'Grader' });
    const res = await api.put(`/v1/courses/${course.id}/users/${user.id}`, { courseRoleId: 'Guest' }).expect(409);
    expect(res.body.message).toBe(`User ${user.id} is already enrolled in course ${course.courseId}`);
    expect((await api.get(`/v1/courses/${course.id}/users/${user.id}`).expect(200)).body.courseRoleId).toBe('Grader');
  });

  it.each([
    [{ courseRoleId: 'Dean' }, 'courseRoleId must be one of the following values'],
    [{ displayOrder: 'first' }, 'displayOrder must be an integer from -2147483648 to 2147483647'],
    [{ availability: { available: 'Maybe' } }, 'availability.available must be one of'],
  ])('refuses %j with 400 naming the field, enrolling nobody', async (body, message) => {
    const course = await createCourse(api);
    const user = await createUser(api);
    expect((await api.put(`/v1/courses/${course.id}/users/${user.id}`, body).expect(400)).body.message).toContain(
      message,
    );
    await api.get(`/v1/courses/${course.id}/users/${user.id}`).expect(404);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const course = await createCourse(api);
    const user = await createUser(api);
    await api.put(`/v1/courses/_987654_1/users/${user.id}`, {}).expect(404);
    await api.put(`/v1/courses/${course.id}/users/_987654_1`, {}).expect(404);
    await api.put(`/v1/courses/${course.id}/users/who`, {}).expect(400);
    const notEnrolled = await api.get(`/v1/courses/${course.id}/users/${user.id}`).expect(404);
    expect(notEnrolled.body.message).toBe(`User ${user.id} is not enrolled in course ${course.courseId}`);
  });
});

describe('GET /v1/courses/{courseId}/users', () => {
  it('lists the memberships, paged, filtered by role, projected', async () => {
    const course = await createCourse(api);
    const users = [await createUser(api), await createUser(api), await createUser(api)];
    await enrol(api, course.id, users[0]!.id, { courseRoleId: 'Instructor' });
    await enrol(api, course.id, users[1]!.id);
    await enrol(api, course.id, users[2]!.id);
    const path = `/v1/courses/${course.id}/users`;

    const first = await api.get(`${path}?limit=2`).expect(200);
    expect(first.body.paging).toEqual({ nextPage: `/learn/api/public${path}?offset=2&limit=2` });
    const all = (await allPages(api, path, 2)) as { userId: string }[];
    expect(all.map((m) => m.userId)).toEqual(users.map((u) => u.id));

    const students = await api.get(`${path}?role=Student&fields=userId,courseRoleId`).expect(200);
    expect(students.body).toEqual({
      results: [
        { userId: users[1]!.id, courseRoleId: 'Student' },
        { userId: users[2]!.id, courseRoleId: 'Student' },
      ],
    });
    await api.get(`${path}?role=Dean`).expect(400);
  });
});

describe('PATCH /v1/courses/{courseId}/users/{userId}', () => {
  it('changes what is sent and keeps the rest; a Student keeps no displayOrder', async () => {
    const course = await createCourse(api);
    const user = await createUser(api);
    await enrol(api, course.id, user.id, { courseRoleId: 'TeachingAssistant', displayOrder: 2, dataSourceId: '_2_1' });
    const path = `/v1/courses/${course.id}/users/${user.id}`;

    const res = await api.patch(path, { availability: { available: 'Disabled' } }).expect(200);
    expect(res.body).toMatchObject({
      courseRoleId: 'TeachingAssistant',
      displayOrder: 2,
      dataSourceId: '_2_1',
      availability: { available: 'Disabled' },
    });
    const demoted = await api.patch(path, { courseRoleId: 'Student', dataSourceId: null }).expect(200);
    expect(demoted.body.courseRoleId).toBe('Student');
    expect(demoted.body.displayOrder).toBeUndefined();
    expect(demoted.body.dataSourceId).toBeUndefined();
    expect((await api.patch(path, { courseRoleId: null }).expect(400)).body.message).toContain(
      'courseRoleId must be one of',
    );
    await api
      .patch(`/v1/courses/${course.id}/users/${(await createUser(api)).id}`, { courseRoleId: 'Guest' })
      .expect(404);
  });
});

describe('DELETE /v1/courses/{courseId}/users/{userId}', () => {
  it("unenrols the user and takes them out of the course's groups, not other courses' groups", async () => {
    const course = await createCourse(api);
    const other = await createCourse(api);
    const user = await createUser(api);
    await enrol(api, course.id, user.id);
    await enrol(api, other.id, user.id);
    const group = (await api.post(`/v2/courses/${course.id}/groups`, { name: 'Here' }).expect(201)).body;
    const otherGroup = (await api.post(`/v2/courses/${other.id}/groups`, { name: 'There' }).expect(201)).body;
    await api.put(`/v2/courses/${course.id}/groups/${group.id}/users/${user.id}`).expect(201);
    await api.put(`/v2/courses/${other.id}/groups/${otherGroup.id}/users/${user.id}`).expect(201);

    await api.delete(`/v1/courses/${course.id}/users/externalId:${user.externalId}`).expect(204);
    await api.get(`/v1/courses/${course.id}/users/${user.id}`).expect(404);
    expect((await api.get(`/v2/courses/${course.id}/groups/${group.id}/users`).expect(200)).body.results).toEqual([]);
    expect((await api.get(`/v2/courses/${other.id}/groups/${otherGroup.id}/users`).expect(200)).body.results).toEqual([
      { userId: user.id },
    ]);
    await api.delete(`/v1/courses/${course.id}/users/${user.id}`).expect(404);
  });
});
