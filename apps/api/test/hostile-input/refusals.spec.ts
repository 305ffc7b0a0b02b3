import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { expectError } from '../learn/adaptive-release/ar-setup.js';
import type { LearnClient } from '../support/learn-client.js';
import { deepJson, hostileTestWorld, LONE_SURROGATE, NUL, storedState } from './hostile-setup.js';

/**
 * The requests that answered 500 (or, for offset 2^53+1, the first page) because of what the
 * caller sent: each is now a 400 naming the field, and writes nothing.
 */

let t: TestApp;
let learn: LearnClient;
let ids: Record<string, string>;
let bodyIds: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  ({ learn, ids, bodyIds } = await hostileTestWorld(t));
});

afterAll(async () => {
  await t.close();
});

const rules = () => `/v1/courses/${ids.courseId}/contents/${ids.contentId}/adaptiveRelease/rules`;

/** Sends the request and asserts a 400 with this message and nothing stored or changed. */
async function expectRefused(send: () => PromiseLike<request.Response>, message: string): Promise<void> {
  const before = await storedState(t);
  expectError(await send(), 400, message);
  expect(await storedState(t)).toEqual(before);
}

describe('strings that are not text, in a JSON body', () => {
  it('a NUL in a rule title', async () => {
    await expectRefused(
      () => learn.patch(`${rules()}/${ids.ruleId}`, { title: `a${NUL}b` }),
      'body.title contains a NUL character',
    );
  });

  it('a lone surrogate in a rule title', async () => {
    await expectRefused(
      () => learn.patch(`${rules()}/${ids.ruleId}`, { title: `a${LONE_SURROGATE}b` }),
      'body.title contains a lone surrogate (not valid Unicode)',
    );
  });

  it('a NUL in a course id', async () => {
    await expectRefused(
      () => learn.post('/v3/courses', { courseId: `c${NUL}1`, name: 'Course' }),
      'body.courseId contains a NUL character',
    );
  });

  it('a NUL in a user name, and a lone surrogate deep in a user', async () => {
    await expectRefused(
      () => learn.post('/v1/users', { userName: `ada${NUL}` }),
      'body.userName contains a NUL character',
    );
    await expectRefused(
      () => learn.patch(`/v1/users/${ids.userId}`, { name: { given: `A${LONE_SURROGATE}` } }),
      'body.name.given contains a lone surrogate (not valid Unicode)',
    );
  });

  it('a NUL in an item of an array body, and in a key', async () => {
    const members = `${rules()}/${ids.ruleId}/criteria/${ids.criterionId}/users`;
    await expectRefused(
      () => learn.put(members, [{ userId: ids.userId }, { userId: `_1_1${NUL}` }]),
      'body[1].userId contains a NUL character',
    );
    await expectRefused(
      () => learn.post('/v1/users', { userName: 'ada', [`job${NUL}`]: 1 }),
      'a key of body contains a NUL character',
    );
  });
});

describe('strings that are not text, in the path and the query', () => {
  it.each([
    ['user externalId:', '/v1/users/externalId:ada%00', 'path.userId'],
    ['user userName:', '/v1/users/userName:ada%00', 'path.userId'],
    ['course externalId:', '/v3/courses/externalId:c%001', 'path.courseId'],
    ['course _<n>_1', `/v3/courses/_1_1%00`, 'path.courseId'],
  ])('a NUL in a %s path id', async (_form, path, field) => {
    expectError(await learn.get(path), 400, `${field} contains a NUL character`);
    await expectRefused(() => learn.delete(path), `${field} contains a NUL character`);
  });

  it('a NUL in a query parameter', async () => {
    expectError(await learn.get('/v1/users?userName=ada%00'), 400, 'query.userName contains a NUL character');
  });
});

describe('strings that are not text, in a header', () => {
  it('a NUL in the key of HTTP Basic credentials is an unknown application (401), not a 500', async () => {
    const before = await storedState(t);
    const res = await request(t.app.getHttpServer())
      .post('/learn/api/public/v1/oauth2/token')
      .set('Authorization', `Basic ${Buffer.from(`key${NUL}:a-long-enough-secret`).toString('base64')}`)
      .type('form')
      .send({ grant_type: 'client_credentials' });
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 401, error: 'invalid_client' });
    expect(await storedState(t)).toEqual(before);
  });
});

describe('deep JSON', () => {
  it('refuses a body nested 10,000 deep with a 400 naming the bound', async () => {
    await expectRefused(
      () => learn.post(rules(), deepJson()).set('Content-Type', 'application/json'),
      'body is nested more than 64 levels deep',
    );
  });

  it('refuses a 1 MB body nested 500,000 deep just the same: parsing it cannot overflow the stack', async () => {
    const res = await learn
      .patch(`${rules()}/${ids.ruleId}`, deepJson(500_000))
      .set('Content-Type', 'application/json');
    expectError(res, 400, 'body is nested more than 64 levels deep');
  });

  it('lets a body nested 64 deep through to the usual validation', async () => {
    const body = `{"title":${'['.repeat(63)}${']'.repeat(63)}}`;
    const res = await learn.patch(`${rules()}/${ids.ruleId}`, body).set('Content-Type', 'application/json');
    expectError(res, 400, /title must be a string/);
  });
});

describe('numbers in a JSON body beyond their column or their domain', () => {
  const columns = () => `/v2/courses/${ids.courseId}/gradebook/columns`;

  // Each answered 500 (past int4) or was stored (a position clamped to the end, a score of 1e20).
  // The body is raw JSON, so that 2^53+1 arrives as written.
  it.each<[string, string, () => [string, string]]>([
    [
      'POST a course',
      'availability.duration.daysOfUse must be an integer from 1 to 2147483647',
      () => [
        '/v3/courses',
        '{"courseId":"c-days","name":"C","availability":{"duration":{"type":"FixedNumDays","daysOfUse":2147483648}}}',
      ],
    ],
    [
      'PATCH a column',
      'grading.attemptsAllowed must be an integer from 0 to 2147483647',
      () => [`${columns()}/${ids.columnId}`, '{"grading":{"attemptsAllowed":1e20}}'],
    ],
    [
      'PATCH a membership',
      'displayOrder must be an integer from -2147483648 to 2147483647',
      () => [
        `/v1/courses/${ids.courseId}/users/${ids.userId}`,
        '{"courseRoleId":"Instructor","displayOrder":9007199254740993}',
      ],
    ],
    [
      'POST a group',
      'enrollment.limit must be an integer from 1 to 2147483647',
      () => [
        `/v2/courses/${ids.courseId}/groups`,
        '{"name":"G","enrollment":{"type":"SelfEnrollment","limit":2147483648}}',
      ],
    ],
    [
      'POST a content',
      'position must be an integer from 0 to 2147483647',
      () => [`/v1/courses/${ids.courseId}/contents`, '{"title":"T","position":1e20}'],
    ],
    [
      'PATCH a grade',
      'score must be a number from 0 to 1000000000',
      () => [`${columns()}/${ids.columnId}/users/${ids.userId}`, '{"score":1e20}'],
    ],
    [
      'POST a criterion',
      'minScore must be a number from 0 to 1000000000',
      () => [
        `${rules()}/${ids.ruleId}/criteria`,
        `{"type":"GradeRange","gradeColumnId":"${bodyIds.gradeColumnId}","minScore":1e20,"maxScore":null}`,
      ],
    ],
  ])('%s: %s', async (operation, message, target) => {
    const method = operation.split(' ')[0]!.toLowerCase() as 'post' | 'patch';
    const [path, body] = target();
    await expectRefused(() => learn[method](path, body).set('Content-Type', 'application/json'), message);
  });

  it('takes the bounds themselves', async () => {
    const column = await learn.patch(`${columns()}/${ids.columnId}`, { grading: { attemptsAllowed: 2_147_483_647 } });
    expect(column.body.grading.attemptsAllowed).toBe(2_147_483_647);
    const grade = await learn.patch(`${columns()}/${ids.columnId}/users/${ids.userId}`, { score: 1_000_000_000 });
    expect(grade.body.score).toBe(1_000_000_000);
  });
});

describe('offset and limit beyond the safe integers', () => {
  const lists = () => [
    '/v3/courses',
    '/v1/users',
    rules(),
    `/v1/courses/${ids.courseId}/users/${ids.userId}/availability`,
  ];

  it.each([
    ['offset', '1e20'],
    ['offset', '9223372036854775808'], // 2^63
    ['offset', '9007199254740993'], // 2^53+1: it read as 2^53 and answered the first page
    ['offset', '-1'],
    ['limit', '9007199254740993'],
  ])('%s=%s is a 400 on every list', async (field, value) => {
    const message = `${field} must be a ${field === 'offset' ? 'non-negative' : 'positive'} safe integer`;
    for (const list of lists()) expectError(await learn.get(`${list}?${field}=${value}`), 400, message);
  });

  it('the largest safe offset is an empty last page', async () => {
    for (const list of lists()) {
      expect((await learn.get(`${list}?offset=${Number.MAX_SAFE_INTEGER}`).expect(200)).body).toEqual({ results: [] });
    }
  });

  it('documents offset as a non-negative safe integer', async () => {
    const openapi = (await request(t.app.getHttpServer()).get('/docs/openapi.json').expect(200)).body;
    const offset = openapi.paths['/learn/api/public/v3/courses'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'offset',
    );
    expect(offset.schema).toEqual({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 });
  });
});
