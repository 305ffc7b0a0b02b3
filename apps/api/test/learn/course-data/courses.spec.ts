import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { allPages, createCourse, ISO_DATE, LEARN_ID, unique } from './course-data-setup.js';

let t: TestApp;
let api: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

describe('POST /v3/courses', () => {
  it('creates the course with Learn defaults, and its hidden ROOT folder', async () => {
    const res = await api.post('/v3/courses', { courseId: 'BIO101', name: 'Biology 101' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      externalId: 'BIO101',
      courseId: 'BIO101',
      name: 'Biology 101',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      organization: false,
      ultraStatus: 'Undecided',
      allowGuests: false,
      allowObservers: false,
      closedComplete: false,
      availability: { available: 'Yes', duration: { type: 'Continuous' } },
      enrollment: { type: 'InstructorLed' },
      locale: { force: false },
    });

    const root = await api.get(`/v1/courses/${res.body.id}/contents/root`).expect(200);
    expect(root.body).toMatchObject({
      title: 'ROOT',
      hasChildren: true,
      contentHandler: { id: 'resource/x-bb-folder' },
    });
    expect(root.body.parentId).toBeUndefined();
    const topLevel = await api.get(`/v1/courses/${res.body.id}/contents`).expect(200);
    expect(topLevel.body).toEqual({ results: [] });
  });

  it('keeps every writable field, and drops read-only and unknown ones', async () => {
    const res = await api
      .post('/v3/courses', {
        id: '_999_1',
        uuid: 'mine',
        bogus: true,
        courseId: 'CHEM-1',
        externalId: 'sis-chem-1',
        name: 'Chemistry',
        description: 'Atoms',
        dataSourceId: '_2_1',
        organization: true,
        ultraStatus: 'Classic',
        allowGuests: true,
        allowObservers: true,
        closedComplete: true,
        termId: '_5_1',
        availability: {
          available: 'Term',
          duration: { type: 'DateRange', start: '2026-09-01T00:00:00Z', end: '2027-01-31T00:00:00.000Z' },
        },
        enrollment: { type: 'SelfEnrollment', start: '2026-08-01T00:00:00.000Z', accessCode: 'letmein' },
        locale: { id: 'en_GB', force: true },
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.not.stringMatching(/^_999_1$/),
      uuid: expect.stringMatching(/^[0-9a-f]{32}$/),
      courseId: 'CHEM-1',
      externalId: 'sis-chem-1',
      name: 'Chemistry',
      description: 'Atoms',
      dataSourceId: '_2_1',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      organization: true,
      ultraStatus: 'Classic',
      allowGuests: true,
      allowObservers: true,
      closedComplete: true,
      termId: '_5_1',
      availability: {
        available: 'Term',
        duration: { type: 'DateRange', start: '2026-09-01T00:00:00.000Z', end: '2027-01-31T00:00:00.000Z' },
      },
      enrollment: { type: 'SelfEnrollment', start: '2026-08-01T00:00:00.000Z', accessCode: 'letmein' },
      locale: { id: 'en_GB', force: true },
    });
  });

  it.each([
    [{ name: 'No id' }, 'courseId must be a string'],
    [{ courseId: 'X1' }, 'name must be a string'],
    [{ courseId: 42, name: 'n' }, 'courseId must be a string'],
    [{ courseId: '', name: 'n' }, 'courseId should not be empty'],
    [{ courseId: 'X2', name: 'n', allowGuests: 'yes' }, 'allowGuests must be a boolean value'],
    [{ courseId: 'X3', name: 'n', availability: { available: 'Maybe' } }, 'availability.available must be one of'],
    [{ courseId: 'X4', name: 'n', availability: 'Yes' }, 'nested property availability must be either object or array'],
    [
      { courseId: 'X5', name: 'n', availability: { duration: { type: 'DateRange', start: 'soon' } } },
      'availability.duration.start must be a valid ISO 8601',
    ],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await api.post('/v3/courses', body).expect(400);
    expect(res.body.message).toContain(message);
  });

  it.each([
    [
      { availability: { duration: { start: '2026-09-01T00:00:00.000Z' } } },
      'availability.duration.start may only be set when availability.duration.type is DateRange',
    ],
    [
      {
        availability: {
          duration: { type: 'DateRange', start: '2027-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
        },
      },
      'availability.duration.start must be before availability.duration.end',
    ],
    [
      { availability: { duration: { daysOfUse: 10 } } },
      'availability.duration.daysOfUse may only be set when availability.duration.type is FixedNumDays',
    ],
    [
      { enrollment: { accessCode: 'x' } },
      'enrollment.accessCode may only be set when enrollment.type is SelfEnrollment',
    ],
    [{ availability: { available: 'Term' } }, 'availability.available Term requires a termId'],
  ])('refuses the inconsistent settings %j with 400', async (body, message) => {
    const courseId = unique('bad');
    const res = await api.post('/v3/courses', { courseId, name: 'n', ...body }).expect(400);
    expect(res.body.message).toBe(message);
    await api.get(`/v3/courses/courseId:${courseId}`).expect(404);
  });

  it('answers 409 naming a taken courseId or externalId, and writes nothing (no course, no ROOT)', async () => {
    const existing = await createCourse(api, { externalId: unique('ext') });
    const contentsBefore = await t.runtime.prisma.content.count();

    const sameCourseId = await api
      .post('/v3/courses', { courseId: existing.courseId, externalId: 'fresh-ext', name: 'n' })
      .expect(409);
    expect(sameCourseId.body.message).toBe(`A course with courseId "${existing.courseId}" already exists`);
    await api.get('/v3/courses/externalId:fresh-ext').expect(404);

    const sameExternalId = await api
      .post('/v3/courses', { courseId: 'fresh-course', externalId: existing.externalId, name: 'n' })
      .expect(409);
    expect(sameExternalId.body.message).toBe(`A course with externalId "${existing.externalId}" already exists`);
    await api.get('/v3/courses/courseId:fresh-course').expect(404);
    expect(await t.runtime.prisma.content.count()).toBe(contentsBefore);

    // externalId defaults to courseId, so a courseId equal to another course's externalId collides too.
    const defaulted = await api.post('/v3/courses', { courseId: existing.externalId, name: 'n' }).expect(409);
    expect(defaulted.body.message).toBe(`A course with externalId "${existing.externalId}" already exists`);
  });
});

describe('GET /v3/courses/{courseId}', () => {
  it('finds the course by primary id, externalId:, courseId: and uuid:', async () => {
    const course = await createCourse(api, { externalId: unique('sis') });
    const byId = await api.get(`/v3/courses/${course.id}`).expect(200);
    for (const alias of [`externalId:${course.externalId}`, `courseId:${course.courseId}`, `uuid:${course.uuid}`]) {
      const res = await api.get(`/v3/courses/${encodeURIComponent(alias)}`).expect(200);
      expect(res.body).toEqual(byId.body);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/v3/courses/_987654_1').expect(404)).body.message).toBe('Course _987654_1 not found');
    await api.get('/v3/courses/courseId:nope').expect(404);
    expect((await api.get('/v3/courses/abc').expect(400)).body.message).toMatch(/^courseId "abc" is not a valid id/);
    await api.get('/v3/courses/userName:x').expect(400);
  });
});

describe('GET /v3/courses', () => {
  it('pages with offset and limit; nextPage only while more exist', async () => {
    await createCourse(api);
    await createCourse(api);
    const everything = await api.get('/v3/courses?limit=200').expect(200);
    expect(everything.body.paging).toBeUndefined();
    const total = everything.body.results.length;
    expect(total).toBeGreaterThanOrEqual(3);

    const first = await api.get('/v3/courses?limit=2').expect(200);
    expect(first.body.paging).toEqual({ nextPage: '/learn/api/public/v3/courses?offset=2&limit=2' });
    const paged = await allPages(api, '/v3/courses', 2);
    expect(paged.map((course) => course.id)).toEqual(
      everything.body.results.map((course: { id: string }) => course.id),
    );

    const last = await api.get(`/v3/courses?offset=${total - 1}&limit=1`).expect(200);
    expect(last.body.results).toHaveLength(1);
    expect(last.body.paging).toBeUndefined();
  });

  it('projects fields=', async () => {
    const course = await createCourse(api);
    const res = await api.get(`/v3/courses?fields=id,courseId,availability.available&limit=200`).expect(200);
    expect(res.body.results).toContainEqual({
      id: course.id,
      courseId: course.courseId,
      availability: { available: 'Yes' },
    });
  });

  it('refuses a malformed limit with 400', async () => {
    expect((await api.get('/v3/courses?limit=0').expect(400)).body.message).toContain('limit');
  });
});

describe('PATCH /v3/courses/{courseId}', () => {
  it('changes what is sent, keeps what is omitted, clears what is null; courseId is read-only', async () => {
    const course = await createCourse(api, { description: 'Old', termId: '_5_1' });
    const res = await api
      .patch(`/v3/courses/courseId:${course.courseId}`, {
        courseId: 'renamed',
        name: 'New name',
        description: null,
        availability: { duration: { type: 'FixedNumDays', daysOfUse: 30 } },
      })
      .expect(200);
    expect(res.body).toMatchObject({ id: course.id, courseId: course.courseId, name: 'New name', termId: '_5_1' });
    expect(res.body.description).toBeUndefined();
    expect(res.body.availability).toEqual({ available: 'Yes', duration: { type: 'FixedNumDays', daysOfUse: 30 } });

    // A type change clears what only the old type used.
    const back = await api
      .patch(`/v3/courses/${course.id}`, { availability: { duration: { type: 'Continuous' } } })
      .expect(200);
    expect(back.body.availability.duration).toEqual({ type: 'Continuous' });
    expect((await api.get(`/v3/courses/${course.id}`).expect(200)).body).toEqual(back.body);
  });

  it('refuses null for a required field, and a taken externalId with 409', async () => {
    const a = await createCourse(api);
    const b = await createCourse(api);
    expect((await api.patch(`/v3/courses/${a.id}`, { name: null }).expect(400)).body.message).toContain(
      'name must be a string',
    );
    const conflict = await api.patch(`/v3/courses/${a.id}`, { externalId: b.externalId }).expect(409);
    expect(conflict.body.message).toBe(`A course with externalId "${b.externalId}" already exists`);
    expect((await api.get(`/v3/courses/${a.id}`).expect(200)).body.externalId).toBe(a.externalId);
  });

  it('answers 404 for an unknown course', async () => {
    await api.patch('/v3/courses/_987654_1', { name: 'x' }).expect(404);
  });
});

describe('DELETE /v3/courses/{courseId}', () => {
  it('deletes the course with its contents, then 404s', async () => {
    const course = await createCourse(api);
    await api.post(`/v1/courses/${course.id}/contents`, { title: 'Week 1' }).expect(201);
    await api.delete(`/v3/courses/uuid:${course.uuid}`).expect(204);
    await api.get(`/v3/courses/${course.id}`).expect(404);
    await api.delete(`/v3/courses/${course.id}`).expect(404);
    const numericId = Number(course.id.split('_')[1]);
    expect(await t.runtime.prisma.content.count({ where: { courseId: numericId } })).toBe(0);
  });
});
