import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { courseWithRule, expectError, expectStatus, rulesOf, type RuleSetup } from './ar-setup.js';

let t: TestApp;
let learn: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  learn = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

const pk = (apiId: string) => Number(apiId.split('_')[1]);

/** The read-only criteria Learn creates in its own interface, inserted as Learn would have stored them. */
async function readOnlyCriteria(s: RuleSetup) {
  const other = await s.fixtures.content(s.course);
  const column = await s.fixtures.column(s.course, { contentId: other.id });
  const ruleId = pk(s.ruleId);
  const prisma = t.runtime.prisma;
  const complete = await prisma.criterion.create({
    data: { ruleId, type: 'ContentComplete', completedContentId: other.id },
  });
  const completed = await prisma.criterion.create({
    data: { ruleId, type: 'GradeCompleted', gradeColumnId: column.id },
  });
  const reviewed = await prisma.criterion.create({
    data: { ruleId, type: 'ContentReviewed', reviewedContentId: other.id },
  });
  return {
    ContentComplete: { type: 'ContentComplete', id: `_${complete.id}_1`, contentId: other.apiId },
    GradeCompleted: { type: 'GradeCompleted', id: `_${completed.id}_1`, gradeColumnId: column.apiId },
    ContentReviewed: { type: 'ContentReviewed', id: `_${reviewed.id}_1`, reviewedContentId: other.apiId },
  };
}

describe('GET criteria: the list', () => {
  it('lists every criterion with the fields of its type, read-only types included', async () => {
    const s = await courseWithRule(t, learn);
    const graded = await s.fixtures.content(s.course);
    const column = await s.fixtures.column(s.course, { contentId: graded.id, scorePossible: 80 });
    const grade = await expectStatus(
      learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: column.apiId, minScore: 40 }),
      201,
    );
    const percent = await expectStatus(
      learn.post(s.criteria, { type: 'GradePercentage', gradeColumnId: column.apiId, minScore: 50, maxScore: 90 }),
      201,
    );
    const dates = await expectStatus(
      learn.post(s.criteria, { type: 'DateRange', startDate: '2021-03-01T00:00:00.000Z' }),
      201,
    );
    const memberships = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    const readOnly = await readOnlyCriteria(s);

    const res = await expectStatus(learn.get(s.criteria), 200);
    expect(res.body).toEqual({
      results: [
        { type: 'GradeRange', id: grade.body.id, gradeColumnId: column.apiId, minScore: 40, maxScore: 80 },
        { type: 'GradePercentage', id: percent.body.id, gradeColumnId: column.apiId, minScore: 50, maxScore: 90 },
        { type: 'DateRange', id: dates.body.id, startDate: '2021-03-01T00:00:00.000Z' },
        { type: 'Memberships', id: memberships.body.id },
        readOnly.ContentComplete,
        readOnly.GradeCompleted,
        readOnly.ContentReviewed,
      ],
    });
  });

  it('pages with offset and limit (paging.nextPage until the last page) and projects fields=', async () => {
    const s = await courseWithRule(t, learn);
    for (const day of ['01', '02', '03']) {
      await expectStatus(learn.post(s.criteria, { type: 'DateRange', startDate: `2021-03-${day}T00:00:00.000Z` }), 201);
    }
    const first = await expectStatus(learn.get(`${s.criteria}?limit=2`), 200);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.paging.nextPage).toBe(`/learn/api/public${s.criteria}?offset=2&limit=2`);
    const last = await expectStatus(learn.get(`${s.criteria}?offset=2&limit=2`), 200);
    expect(last.body.results).toEqual([expect.objectContaining({ startDate: '2021-03-03T00:00:00.000Z' })]);
    expect(last.body).not.toHaveProperty('paging');
    const projected = await expectStatus(learn.get(`${s.criteria}?fields=type`), 200);
    expect(projected.body.results).toEqual([{ type: 'DateRange' }, { type: 'DateRange' }, { type: 'DateRange' }]);
  });

  it('lists nothing for a rule without criteria, or past its last criterion', async () => {
    const s = await courseWithRule(t, learn);
    expect((await expectStatus(learn.get(s.criteria), 200)).body.results).toEqual([]);
    await expectStatus(learn.post(s.criteria, { type: 'DateRange', startDate: '2021-03-01T00:00:00.000Z' }), 201);
    const past = await expectStatus(learn.get(`${s.criteria}?offset=5`), 200);
    expect(past.body.results).toEqual([]);
  });

  it('answers 404 for an unknown rule, a rule of another content, and 400 for a malformed rule id', async () => {
    const s = await courseWithRule(t, learn);
    const other = await s.fixtures.content(s.course);
    // The rule has criteria: a wrong path must not reach them (the list joins the path to them).
    await expectStatus(learn.post(s.criteria, { type: 'DateRange', startDate: '2021-03-01T00:00:00.000Z' }), 201);
    expectError(
      await learn.get(`${s.R}/_999999_1/criteria`),
      404,
      `Rule _999999_1 not found for content ${s.content.apiId}`,
    );
    expectError(
      await learn.get(`${rulesOf(s.course.apiId, other.apiId)}/${s.ruleId}/criteria`),
      404,
      `Rule ${s.ruleId} not found for content ${other.apiId}`,
    );
    expectError(
      await learn.post(`${rulesOf(s.course.apiId, other.apiId)}/${s.ruleId}/criteria`, { type: 'Memberships' }),
      404,
      /not found for content/,
    );
    expectError(await learn.get(`${s.R}/abc/criteria`), 400, /ruleId "abc" is not a valid id/);
    expectError(
      await learn.get(`${rulesOf('_999999_1', s.content.apiId)}/${s.ruleId}/criteria`),
      404,
      /Course _999999_1 not found/,
    );
    const otherCourse = await s.fixtures.course();
    const contentThere = await s.fixtures.content(otherCourse);
    expectError(
      await learn.get(`${rulesOf(otherCourse.apiId, s.content.apiId)}/${s.ruleId}/criteria`),
      404,
      /not found/,
    );
    expectError(
      await learn.get(`${rulesOf(otherCourse.apiId, contentThere.apiId)}/${s.ruleId}/criteria`),
      404,
      `Rule ${s.ruleId} not found for content ${contentThere.apiId}`,
    );
  });
});

describe('one criterion: read and delete', () => {
  it('reads a criterion; a Memberships criterion reads {type, id}', async () => {
    const s = await courseWithRule(t, learn);
    const memberships = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    expect(memberships.body).toEqual({ type: 'Memberships', id: expect.stringMatching(/^_\d+_1$/) });
    const res = await expectStatus(learn.get(`${s.criteria}/${memberships.body.id}`), 200);
    expect(res.body).toEqual(memberships.body);
  });

  it('deletes a criterion (204); it is gone', async () => {
    const s = await courseWithRule(t, learn);
    const created = await expectStatus(
      learn.post(s.criteria, { type: 'DateRange', endDate: '2030-01-01T00:00:00Z' }),
      201,
    );
    const path = `${s.criteria}/${created.body.id}`;
    const res = await learn.delete(path);
    expect(res.status).toBe(204);
    expectError(await learn.get(path), 404, `Criterion ${created.body.id} not found in rule ${s.ruleId}`);
    expectError(await learn.delete(path), 404, /not found in rule/);
    expect((await expectStatus(learn.get(s.criteria), 200)).body).toEqual({ results: [] });
  });

  it('answers 404 for an unknown criterion and for a criterion of another rule; 400 for a malformed one', async () => {
    const s = await courseWithRule(t, learn);
    const other = await courseWithRule(t, learn);
    const foreign = await expectStatus(learn.post(other.criteria, { type: 'Memberships' }), 201);
    const paths = [`${s.criteria}/_999999_1`, `${s.criteria}/${foreign.body.id}`];
    for (const path of paths) {
      expectError(await learn.get(path), 404, /^Criterion _\d+_1 not found in rule /);
      expectError(await learn.patch(path, {}), 404, /not found in rule/);
      expectError(await learn.delete(path), 404, /not found in rule/);
      expectError(await learn.get(`${path}/users`), 404, /not found in rule/);
    }
    expectError(await learn.get(`${s.criteria}/crit`), 400, /criterionId "crit" is not a valid id/);
    // the foreign criterion is untouched
    await expectStatus(learn.get(`${other.criteria}/${foreign.body.id}`), 200);
  });
});

describe('POST criteria: types', () => {
  it('refuses a missing or unknown type with 400 naming the field', async () => {
    const s = await courseWithRule(t, learn);
    const message =
      /^type must be one of GradeRange, GradePercentage, DateRange, Memberships, ContentComplete, GradeCompleted, ContentReviewed$/;
    expectError(await learn.post(s.criteria, {}), 400, message);
    expectError(await learn.post(s.criteria, { type: 'Grade' }), 400, message);
    expectError(await learn.post(s.criteria, { type: 3 }), 400, message);
  });

  it('refuses a body that is not an object', async () => {
    const s = await courseWithRule(t, learn);
    const res = await learn.post(s.criteria, '["Memberships"]').set('Content-Type', 'application/json');
    expectError(res, 400, /type must be one of/);
  });

  it.each(['ContentComplete', 'GradeCompleted', 'ContentReviewed'])(
    'refuses to create the read-only type %s (400)',
    async (type) => {
      const s = await courseWithRule(t, learn);
      expectError(
        await learn.post(s.criteria, { type, contentId: s.content.apiId }),
        400,
        `type ${type} cannot be created through the public API: create GradeRange, GradePercentage, DateRange or Memberships criteria`,
      );
    },
  );
});

describe('read-only criteria', () => {
  it('reads each with its own field', async () => {
    const s = await courseWithRule(t, learn);
    const readOnly = await readOnlyCriteria(s);
    for (const criterion of Object.values(readOnly)) {
      expect((await expectStatus(learn.get(`${s.criteria}/${criterion.id}`), 200)).body).toEqual(criterion);
    }
  });

  it('refuses to update any of them (400) and leaves them as they were', async () => {
    const s = await courseWithRule(t, learn);
    const readOnly = await readOnlyCriteria(s);
    for (const criterion of Object.values(readOnly)) {
      const path = `${s.criteria}/${criterion.id}`;
      expectError(
        await learn.patch(path, { type: 'GradeRange' }),
        400,
        `Criterion ${criterion.id} is of the read-only type ${criterion.type} and cannot be updated through the public API`,
      );
      expectError(await learn.patch(path, {}), 400, /is of the read-only type/);
      expect((await expectStatus(learn.get(path), 200)).body).toEqual(criterion);
    }
  });

  it('can be deleted (204)', async () => {
    const s = await courseWithRule(t, learn);
    const readOnly = await readOnlyCriteria(s);
    await expectStatus(learn.delete(`${s.criteria}/${readOnly.ContentReviewed.id}`), 204);
    expect((await expectStatus(learn.get(s.criteria), 200)).body.results).toHaveLength(2);
  });
});

describe('Memberships criterion', () => {
  it('allows one per rule: a second is a 409, and another rule has its own', async () => {
    const s = await courseWithRule(t, learn);
    const first = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    expectError(
      await learn.post(s.criteria, { type: 'Memberships' }),
      409,
      `Rule ${s.ruleId} already has a Memberships criterion (${first.body.id}): a rule holds at most one`,
    );
    expect((await expectStatus(learn.get(s.criteria), 200)).body.results).toHaveLength(1);
    const other = await courseWithRule(t, learn);
    await expectStatus(learn.post(other.criteria, { type: 'Memberships' }), 201);
  });

  it('the partial unique index refuses a concurrent second one (409, never 500)', async () => {
    const s = await courseWithRule(t, learn);
    const results = await Promise.all(Array.from({ length: 5 }, () => learn.post(s.criteria, { type: 'Memberships' })));
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expectError(res, 409, /already has a Memberships criterion/);
    }
  });

  it('can be created again once deleted, without the former members', async () => {
    const s = await courseWithRule(t, learn);
    const user = await s.fixtures.user();
    await s.fixtures.enrol(s.course, user);
    const first = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    await expectStatus(learn.put(`${s.criteria}/${first.body.id}/users`, [{ userId: user.apiId }]), 200);
    await expectStatus(learn.delete(`${s.criteria}/${first.body.id}`), 204);
    expect(await t.runtime.prisma.criterionMember.count({ where: { criterionId: pk(first.body.id) } })).toBe(0);
    const second = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    expect((await expectStatus(learn.get(`${s.criteria}/${second.body.id}/users`), 200)).body).toEqual({ results: [] });
  });

  it('has nothing to update: PATCH answers 200 {type, id}; a type change is refused (400)', async () => {
    const s = await courseWithRule(t, learn);
    const created = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    const path = `${s.criteria}/${created.body.id}`;
    expect((await expectStatus(learn.patch(path, { minScore: 3 }), 200)).body).toEqual(created.body);
    expectError(
      await learn.patch(path, { type: 'DateRange' }),
      400,
      `type of Memberships criterion ${created.body.id} cannot become DateRange: only GradeRange and GradePercentage convert into each other`,
    );
  });

  it('needs course.adaptiverelease.acl.CREATE, .MODIFY and .DELETE', async () => {
    const s = await courseWithRule(t, learn);
    const route = [
      'course.adaptiverelease.CREATE',
      'course.adaptiverelease.MODIFY',
      'course.adaptiverelease.DELETE',
      'course.content.availability.MODIFY',
      'system.course.MODIFY',
    ];
    const plain = await learnClient(t, route);
    expectError(
      await plain.post(s.criteria, { type: 'Memberships' }),
      403,
      `Application ${plain.key} is not entitled: missing entitlement course.adaptiverelease.acl.CREATE`,
    );
    const created = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    const path = `${s.criteria}/${created.body.id}`;
    expectError(await plain.patch(path, {}), 403, /missing entitlement course.adaptiverelease.acl.MODIFY$/);
    expectError(await plain.delete(path), 403, /missing entitlement course.adaptiverelease.acl.DELETE$/);
    const acl = await learnClient(t, [
      ...route,
      'course.adaptiverelease.acl.MODIFY',
      'course.adaptiverelease.acl.DELETE',
    ]);
    await expectStatus(acl.patch(path, {}), 200);
    await expectStatus(acl.delete(path), 204);
  });
});

describe('route entitlements of the criteria', () => {
  it('reading needs course.content.VIEW and course.adaptiverelease.VIEW', async () => {
    const s = await courseWithRule(t, learn);
    const partial = await learnClient(t, ['course.adaptiverelease.VIEW']);
    expectError(
      await partial.get(s.criteria),
      403,
      `Application ${partial.key} is not entitled: missing entitlement course.content.VIEW`,
    );
    const viewer = await learnClient(t, ['course.adaptiverelease.VIEW', 'course.content.VIEW']);
    await expectStatus(viewer.get(s.criteria), 200);
  });
});
