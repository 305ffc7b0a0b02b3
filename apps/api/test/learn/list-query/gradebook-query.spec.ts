import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { createCourse, createUser, enrol } from '../course-data/course-data-setup.js';
import { idsOf, q, refused, tick } from './list-query-setup.js';

/** Gradebook columns and grades: the swagger's query over real HTTP. */

let t: TestApp;
let api: LearnClient;
let columns: string;
const c: Record<string, { id: string; created: string }> = {};
let essayId: string;
let patchedAt: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  const course = await createCourse(api);
  columns = `/v2/courses/${course.id}/gradebook/columns`;
  const contents = `/v1/courses/${course.id}/contents`;
  essayId = (
    await api.post(contents, { title: 'Essay', contentHandler: { id: 'resource/x-bb-assignment' } }).expect(201)
  ).body.id;
  const add = async (key: string, body: Record<string, unknown>) => {
    c[key] = (await api.post(columns, body).expect(201)).body;
    await tick();
  };
  await add('essay', {
    name: 'Essay 1',
    displayName: 'Essay (draft)',
    contentId: essayId,
    gradebookCategoryId: '_1_1',
  });
  await add('quiz', { name: 'Quiz 1', displayName: 'Weekly quiz', gradebookCategoryId: '_2_1' });
  await add('exam', { name: 'Final exam', gradebookCategoryId: '_3_1' });
  patchedAt = (await api.patch(`${columns}/${c.quiz!.id}`, { description: 'Ten questions' }).expect(200)).body.modified;
});

afterAll(async () => {
  await t.close();
});

const named = (...keys: string[]) => keys.map((key) => c[key]!.id);

describe('GET .../gradebook/columns filters', () => {
  it('contentId: the columns of that content; malformed is a 400, unknown none', async () => {
    expect(await idsOf(api, `${columns}?contentId=${essayId}`)).toEqual(named('essay'));
    expect(await idsOf(api, `${columns}?contentId=_999999_1`)).toEqual([]);
    await refused(api, `${columns}?contentId=essay`, 'contentId "essay" is not a valid id');
  });

  it('name contains, ignoring case', async () => {
    expect(await idsOf(api, `${columns}?name=%201`)).toEqual(named('essay', 'quiz'));
    expect(await idsOf(api, `${columns}?name=EXAM`)).toEqual(named('exam'));
  });

  it('displayName contains, ignoring case (no displayName: no match)', async () => {
    expect(await idsOf(api, `${columns}?displayName=DRAFT`)).toEqual(named('essay'));
  });

  it('gradebookCategoryId: any of a comma-separated list', async () => {
    expect(await idsOf(api, `${columns}?gradebookCategoryId=_2_1`)).toEqual(named('quiz'));
    expect(await idsOf(api, `${columns}?gradebookCategoryId=_1_1,_3_1`)).toEqual(named('essay', 'exam'));
  });

  it('created and modified with their compare', async () => {
    expect(await idsOf(api, `${columns}?created=${q(c.quiz!.created)}&createdCompare=lessThan`)).toEqual(
      named('essay'),
    );
    expect(await idsOf(api, `${columns}?created=${q(c.quiz!.created)}`)).toEqual(named('quiz', 'exam'));
    expect(await idsOf(api, `${columns}?modified=${q(patchedAt)}`)).toEqual(named('quiz'));
  });

  it('expand (rubricAssociations) is refused: rubrics are not kept', async () => {
    await refused(
      api,
      `${columns}?expand=rubricAssociations`,
      'Query parameter expand is not supported: rubric associations',
    );
  });
});

describe('GET .../gradebook/columns/{columnId}/users', () => {
  let grades: string;
  const u: Record<string, string> = {};

  beforeAll(async () => {
    const course = columns.split('/')[3]!;
    grades = `${columns}/${c.quiz!.id}/users`;
    for (const [key, available] of [
      ['active', 'Yes'],
      ['hidden', 'No'],
      ['disabled', 'Disabled'],
    ] as const) {
      u[key] = (await createUser(api)).id;
      await enrol(api, course, u[key]!, { availability: { available } });
      await api.patch(`${grades}/${u[key]}`, { score: 7 }).expect(200);
    }
  });

  const users = async (path: string) =>
    ((await api.get(path).expect(200)).body.results as { userId: string }[]).map((grade) => grade.userId);

  it('leaves out Disabled memberships unless includeDisabledMemberships=true, as Learn does', async () => {
    expect(await users(grades)).toEqual([u.active, u.hidden]);
    expect(await users(`${grades}?includeDisabledMemberships=false`)).toEqual([u.active, u.hidden]);
    expect(await users(`${grades}?includeDisabledMemberships=true`)).toEqual([u.active, u.hidden, u.disabled]);
  });

  it('includeUnpostedGrades: the same grades either way (no calculated columns here)', async () => {
    expect(await users(`${grades}?includeUnpostedGrades=true`)).toEqual([u.active, u.hidden]);
  });

  it('the include* parameters need the entitlements Learn requires for them', async () => {
    const grader = await learnClient(t, ['course.gradebook.MODIFY']);
    expect((await grader.get(grades).expect(200)).body.results).toHaveLength(2);
    const res = await grader.get(`${grades}?includeDisabledMemberships=true`).expect(403);
    expect(res.body.message).toMatch(
      /not entitled to use includeDisabledMemberships: missing entitlement course.gradebook-grades.VIEW, course.gradebook-grades.EXECUTE/,
    );
  });

  it.each([
    ['changeIndex=5', 'Query parameter changeIndex is not supported: grades carry no change index here'],
    ['firstRelevantDate=2026-01-01T00:00:00Z', 'Query parameter firstRelevantDate is not supported'],
    ['lastRelevantDateCompare=lessThan', 'Query parameter lastRelevantDateCompare is not supported'],
    ['userId=_1_1', 'Unknown query parameter userId: grades take offset, limit, fields, includeDisabledMemberships'],
  ])('%s: 400 naming it', async (query, message) => {
    await refused(api, `${grades}?${query}`, message);
  });
});
