import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LEARN } from '../../../src/learn/learn-paths.js';
import { LearnFixtures } from '../../support/learn-fixtures.js';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { courseWithRule, expectError, expectStatus, rulesOf } from './ar-setup.js';

let t: TestApp;
let learn: LearnClient;
let fixtures: LearnFixtures;

beforeAll(async () => {
  t = await startTestApp();
  learn = await learnClient(t);
  fixtures = new LearnFixtures(t.runtime.prisma);
});

afterAll(async () => {
  await t.close();
});

async function courseAndContent() {
  const course = await fixtures.course();
  const content = await fixtures.content(course);
  return { course, content, R: rulesOf(course.apiId, content.apiId) };
}

describe('POST R: create the rule of a content item', () => {
  it('answers 201 {id, title}', async () => {
    const { R, content } = await courseAndContent();
    const res = await expectStatus(learn.post(R, { title: 'After the midterm' }), 201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^_\d+_1$/), title: 'After the midterm' });
    const row = await t.runtime.prisma.adaptiveReleaseRule.findFirstOrThrow({ where: { contentId: content.id } });
    expect(res.body.id).toBe(`_${row.id}_1`);
  });

  it('refuses a second rule for the same content with 409 naming the content', async () => {
    const { R, content } = await courseAndContent();
    await expectStatus(learn.post(R, { title: 'first' }), 201);
    const res = await learn.post(R, { title: 'second' });
    expectError(res, 409, `A rule already exists for content [${content.apiId}]`);
    expect(await t.runtime.prisma.adaptiveReleaseRule.count({ where: { contentId: content.id } })).toBe(1);
  });

  it('accepts the course and content id forms Learn accepts (externalId:, courseId:, uuid:, root)', async () => {
    const course = await fixtures.course();
    const content = await fixtures.content(course);
    await expectStatus(learn.post(rulesOf(`externalId:${course.externalId}`, content.apiId), { title: 'a' }), 201);
    await expectStatus(learn.post(rulesOf(`uuid:${course.uuid}`, 'root'), { title: 'b' }), 201);
    const list = await expectStatus(learn.get(rulesOf(`courseId:${course.courseId}`, content.apiId)), 200);
    expect(list.body.results).toEqual([expect.objectContaining({ title: 'a' })]);
  });

  it.each([
    ['no title', {}, /title must be a string/],
    ['an empty title', { title: '' }, /title must be longer than or equal to 1 characters/],
    ['a blank title', { title: '   ' }, /title must not be blank/],
    ['101 characters', { title: 'x'.repeat(101) }, /title must be shorter than or equal to 100 characters/],
    ['a number', { title: 42 }, /title must be a string/],
    ['null', { title: null }, /title must be a string/],
  ])('refuses %s with 400 naming the title', async (_label, body, message) => {
    const { R } = await courseAndContent();
    expectError(await learn.post(R, body), 400, message);
  });

  it('accepts a title of exactly 100 characters and drops unknown fields', async () => {
    const { R } = await courseAndContent();
    const res = await expectStatus(learn.post(R, { title: 'y'.repeat(100), id: '_999_1', created: 'x' }), 201);
    expect(res.body).toEqual({ id: expect.not.stringMatching(/^_999_1$/), title: 'y'.repeat(100) });
  });

  it('answers 404 for an unknown course or content, 400 for a malformed one', async () => {
    const { course, content } = await courseAndContent();
    expectError(
      await learn.post(rulesOf('_999999_1', content.apiId), { title: 't' }),
      404,
      /Course _999999_1 not found/,
    );
    expectError(
      await learn.post(rulesOf(course.apiId, '_999999_1'), { title: 't' }),
      404,
      /Content _999999_1 not found/,
    );
    expectError(
      await learn.post(rulesOf('bogus', content.apiId), { title: 't' }),
      400,
      /courseId "bogus" is not a valid id/,
    );
    expectError(
      await learn.post(rulesOf(course.apiId, 'bogus'), { title: 't' }),
      400,
      /contentId "bogus" is not a valid id/,
    );
  });

  it('answers 404 for content of another course', async () => {
    const { content } = await courseAndContent();
    const other = await fixtures.course();
    expectError(await learn.post(rulesOf(other.apiId, content.apiId), { title: 't' }), 404, /not found in course/);
  });
});

describe('GET R: the rules of a content item', () => {
  it('lists {results} with the one rule, or none', async () => {
    const { R } = await courseAndContent();
    expect((await expectStatus(learn.get(R), 200)).body).toEqual({ results: [] });
    const created = await expectStatus(learn.post(R, { title: 'Only' }), 201);
    expect((await expectStatus(learn.get(R), 200)).body).toEqual({ results: [created.body] });
  });

  it('pages with offset and limit, and projects fields=', async () => {
    const { R } = await courseAndContent();
    await expectStatus(learn.post(R, { title: 'Only' }), 201);
    expect((await expectStatus(learn.get(`${R}?offset=1`), 200)).body).toEqual({ results: [] });
    expect((await expectStatus(learn.get(`${R}?fields=title`), 200)).body).toEqual({ results: [{ title: 'Only' }] });
    expectError(await learn.get(`${R}?limit=0`), 400, 'limit must be a positive safe integer');
  });
});

describe('GET, PATCH, DELETE R/:ruleId', () => {
  it('reads the rule', async () => {
    const s = await courseWithRule(t, learn, 'Read me');
    expect((await expectStatus(learn.get(s.rule), 200)).body).toEqual({ id: s.ruleId, title: 'Read me' });
  });

  it('updates the title: 200 with the rule; an omitted title keeps it', async () => {
    const s = await courseWithRule(t, learn, 'Old');
    expect((await expectStatus(learn.patch(s.rule, { title: 'New' }), 200)).body).toEqual({
      id: s.ruleId,
      title: 'New',
    });
    expect((await expectStatus(learn.patch(s.rule, {}), 200)).body).toEqual({ id: s.ruleId, title: 'New' });
    expect((await expectStatus(learn.get(s.rule), 200)).body.title).toBe('New');
  });

  it.each([
    ['an empty title', { title: '' }, /title must be longer than or equal to 1 characters/],
    ['101 characters', { title: 'z'.repeat(101) }, /title must be shorter than or equal to 100 characters/],
    ['null', { title: null }, /title must be a string/],
    ['an array', { title: ['a'] }, /title must be a string/],
  ])('refuses a PATCH with %s (400 naming the title)', async (_label, body, message) => {
    const s = await courseWithRule(t, learn);
    expectError(await learn.patch(s.rule, body), 400, message);
  });

  it('deletes the rule (204), with its criteria and their members', async () => {
    const s = await courseWithRule(t, learn);
    const column = await s.fixtures.column(s.course);
    const user = await s.fixtures.user();
    await s.fixtures.enrol(s.course, user);
    await expectStatus(learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: column.apiId, minScore: 1 }), 201);
    const memberships = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    await expectStatus(learn.put(`${s.criteria}/${memberships.body.id}/users/${user.apiId}`), 201);

    const res = await learn.delete(s.rule);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectError(await learn.get(s.rule), 404, /Rule .* not found/);
    expect((await expectStatus(learn.get(s.R), 200)).body).toEqual({ results: [] });
    const ruleId = Number(s.ruleId.split('_')[1]);
    expect(await t.runtime.prisma.criterion.count({ where: { ruleId } })).toBe(0);
    expect(await t.runtime.prisma.criterionMember.count({ where: { userId: user.id } })).toBe(0);
    // the content is free for a new rule
    await expectStatus(learn.post(s.R, { title: 'again' }), 201);
  });

  it('answers 404 for an unknown rule and for the rule of another content; 400 for a malformed rule id', async () => {
    const s = await courseWithRule(t, learn);
    const other = await s.fixtures.content(s.course);
    const elsewhere = `${rulesOf(s.course.apiId, other.apiId)}/${s.ruleId}`;
    for (const send of [learn.get.bind(learn), learn.delete.bind(learn)]) {
      expectError(await send(`${s.R}/_999999_1`), 404, `Rule _999999_1 not found for content ${s.content.apiId}`);
      expectError(await send(elsewhere), 404, `Rule ${s.ruleId} not found for content ${other.apiId}`);
      expectError(await send(`${s.R}/rule-1`), 400, /ruleId "rule-1" is not a valid id/);
    }
    expectError(await learn.patch(elsewhere, { title: 'x' }), 404, /not found for content/);
    expect((await expectStatus(learn.get(s.rule), 200)).body.title).toBe('Rule');
  });
});

describe('entitlements of the rule routes', () => {
  it('answers 401 without a token and 403 naming the missing entitlement', async () => {
    const s = await courseWithRule(t, learn);
    const anonymous = await request(t.app.getHttpServer()).get(LEARN + s.rule);
    expectError(anonymous, 401, 'Missing bearer token');
    const viewer = await learnClient(t, ['course.adaptiverelease.VIEW', 'system.course.MODIFY']);
    await expectStatus(viewer.get(s.rule), 200);
    expectError(
      await viewer.patch(s.rule, { title: 'no' }),
      403,
      `Application ${viewer.key} is not entitled: missing entitlement course.adaptiverelease.MODIFY, course.content.availability.MODIFY`,
    );
    expectError(await viewer.post(s.R, { title: 'no' }), 403, /is not entitled/);
    expectError(await viewer.delete(s.rule), 403, /is not entitled/);
  });
});

describe('OpenAPI', () => {
  it('documents every adaptive release operation: tag, summary, description, bearer auth, errors', async () => {
    const res = await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200);
    const operations = Object.entries(res.body.paths as Record<string, Record<string, any>>)
      .filter(([path]) => path.includes('/adaptiveRelease/rules'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
    expect(operations).toHaveLength(19);
    for (const { operation } of operations) {
      expect(operation.tags).toEqual(['Learn: adaptive release']);
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.description).toEqual(expect.any(String));
      expect(operation.security).toEqual([{ bearer: [] }]);
      for (const status of ['400', '401', '403', '404']) {
        expect(operation.responses[status].content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/ErrorResponse',
        });
      }
    }
    const schemas = res.body.components.schemas;
    expect(schemas.RuleView.properties.title.example).toEqual(expect.any(String));
    expect(schemas.CreateCriterionBody.properties.maxScore).toMatchObject({ nullable: true, example: 100 });
    expect(schemas.CriterionView.properties.type.enum).toContain('ContentReviewed');
    expect(schemas.CriterionUserView.properties.userId.example).toBe('_47_1');
    expect(schemas.HistoryEntryView.properties.action.example).toBe('criterion.updated');
  });
});
