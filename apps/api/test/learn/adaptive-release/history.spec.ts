import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { courseWithRule, expectError, expectStatus, rulesOf } from './ar-setup.js';

let t: TestApp;
let learn: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  learn = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function history(path: string) {
  return (await expectStatus(learn.get(`${path}/history?limit=200`), 200)).body.results as Record<string, unknown>[];
}

describe('GET R/:ruleId/history', () => {
  it('records every kind of change, oldest first, with actor, action, target, before and after', async () => {
    const s = await courseWithRule(t, learn, 'First title');
    const graded = await s.fixtures.content(s.course);
    const column = await s.fixtures.column(s.course, { contentId: graded.id, scorePossible: 10 });
    const [a, b] = [await s.fixtures.user(), await s.fixtures.user()];
    await s.fixtures.enrol(s.course, a);
    await s.fixtures.enrol(s.course, b);
    const group = await s.fixtures.group(s.course);

    await expectStatus(learn.patch(s.rule, { title: 'Second title' }), 200);
    const grade = await expectStatus(
      learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: column.apiId, minScore: 5 }),
      201,
    );
    await expectStatus(learn.patch(`${s.criteria}/${grade.body.id}`, { type: 'GradePercentage', maxScore: 90 }), 200);
    const acl = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    const members = `${s.criteria}/${acl.body.id}`;
    const set = await expectStatus(learn.put(`${members}/users`, [{ userId: a.apiId }]), 200);
    const added = await expectStatus(learn.put(`${members}/users/${b.apiId}`), 201);
    await expectStatus(learn.delete(`${members}/users/${a.apiId}`), 204);
    const groups = await expectStatus(learn.put(`${members}/groups`, [{ groupId: group.apiId }]), 200);
    await expectStatus(learn.delete(`${members}/groups/${group.apiId}`), 204);
    const groupAdded = await expectStatus(learn.put(`${members}/groups/${group.apiId}`), 201);
    await expectStatus(learn.delete(`${s.criteria}/${grade.body.id}`), 204);

    const entry = (action: string, fields: object) => ({
      id: expect.stringMatching(/^_\d+_1$/),
      at: expect.stringMatching(ISO),
      actor: learn.key,
      action,
      ...fields,
    });
    const gradeBefore = {
      type: 'GradeRange',
      id: grade.body.id,
      gradeColumnId: column.apiId,
      minScore: 5,
      maxScore: 10,
    };
    const gradeAfter = {
      type: 'GradePercentage',
      id: grade.body.id,
      gradeColumnId: column.apiId,
      minScore: 5,
      maxScore: 90,
    };
    const results = await history(s.rule);
    expect(results).toEqual([
      entry('rule.created', { after: { id: s.ruleId, title: 'First title' } }),
      entry('rule.updated', {
        before: { id: s.ruleId, title: 'First title' },
        after: { id: s.ruleId, title: 'Second title' },
      }),
      entry('criterion.created', { targetId: grade.body.id, after: gradeBefore }),
      entry('criterion.updated', { targetId: grade.body.id, before: gradeBefore, after: gradeAfter }),
      entry('criterion.created', { targetId: acl.body.id, after: { type: 'Memberships', id: acl.body.id } }),
      entry('members.users.replaced', { targetId: acl.body.id, before: [], after: set.body.results }),
      entry('members.user.added', { targetId: b.apiId, after: added.body }),
      entry('members.user.removed', { targetId: a.apiId, before: set.body.results[0] }),
      entry('members.groups.replaced', { targetId: acl.body.id, before: [], after: groups.body.results }),
      entry('members.group.removed', { targetId: group.apiId, before: groups.body.results[0] }),
      entry('members.group.added', { targetId: group.apiId, after: groupAdded.body }),
      entry('criterion.deleted', { targetId: grade.body.id, before: gradeAfter }),
    ]);
    const ids = results.map((result) => Number(String(result.id).split('_')[1]));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it('stays readable after the rule is deleted, with the deletion last', async () => {
    const s = await courseWithRule(t, learn, 'Doomed');
    await expectStatus(learn.post(s.criteria, { type: 'DateRange', endDate: '2030-01-01T00:00:00.000Z' }), 201);
    await expectStatus(learn.delete(s.rule), 204);
    const results = await history(s.rule);
    expect(results.map((result) => result.action)).toEqual(['rule.created', 'criterion.created', 'rule.deleted']);
    expect(results[2]).toEqual(expect.objectContaining({ before: { id: s.ruleId, title: 'Doomed' } }));
    expect(results[2]).not.toHaveProperty('after');
    expect(results[2]).not.toHaveProperty('targetId');
    // ... but only through the content that had the rule
    const other = await s.fixtures.content(s.course);
    expectError(
      await learn.get(`${rulesOf(s.course.apiId, other.apiId)}/${s.ruleId}/history`),
      404,
      `Rule ${s.ruleId} not found for content ${other.apiId}`,
    );
  });

  it('does not record a change that changed nothing, nor a refused one', async () => {
    const s = await courseWithRule(t, learn, 'Same');
    await expectStatus(learn.patch(s.rule, { title: 'Same' }), 200);
    await expectStatus(learn.patch(s.rule, {}), 200);
    expectError(await learn.patch(s.rule, { title: '' }), 400, /title/);
    expectError(await learn.post(s.criteria, { type: 'DateRange' }), 400, /cannot both be null/);
    const stranger = await s.fixtures.user();
    const acl = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
    expectError(
      await learn.put(`${s.criteria}/${acl.body.id}/users`, [{ userId: stranger.apiId }]),
      400,
      /not enrolled/,
    );
    await expectStatus(learn.put(`${s.criteria}/${acl.body.id}/users`, []), 200);
    expect((await history(s.rule)).map((result) => result.action)).toEqual(['rule.created', 'criterion.created']);
  });

  it("names the calling application's key as actor", async () => {
    const s = await courseWithRule(t, learn);
    const other = await learnClient(t);
    await expectStatus(other.patch(s.rule, { title: 'By the other one' }), 200);
    expect((await history(s.rule)).map((result) => result.actor)).toEqual([learn.key, other.key]);
  });

  it('pages oldest first with offset and limit', async () => {
    const s = await courseWithRule(t, learn, 't0');
    for (const title of ['t1', 't2', 't3']) await expectStatus(learn.patch(s.rule, { title }), 200);
    const first = await expectStatus(learn.get(`${s.rule}/history?limit=3`), 200);
    expect(first.body.results.map((result: { action: string }) => result.action)).toEqual([
      'rule.created',
      'rule.updated',
      'rule.updated',
    ]);
    expect(first.body.paging).toEqual({ nextPage: `/learn/api/public${s.rule}/history?offset=3&limit=3` });
    const last = await expectStatus(learn.get(first.body.paging.nextPage.replace('/learn/api/public', '')), 200);
    expect(last.body).toEqual({ results: [expect.objectContaining({ after: { id: s.ruleId, title: 't3' } })] });
  });

  it('answers 404 for a rule the content never had, 400 for a malformed id, 403 without the VIEW entitlement', async () => {
    const s = await courseWithRule(t, learn);
    expectError(
      await learn.get(`${s.R}/_999999_1/history`),
      404,
      `Rule _999999_1 not found for content ${s.content.apiId}`,
    );
    expectError(await learn.get(`${s.R}/x/history`), 400, /ruleId "x" is not a valid id/);
    const blind = await learnClient(t, ['system.course.MODIFY']);
    expectError(await blind.get(`${s.rule}/history`), 403, /missing entitlement course.adaptiverelease.VIEW/);
  });

  it('writes the entry in the same transaction as the change', async () => {
    const s = await courseWithRule(t, learn);
    const count = () => t.runtime.prisma.ruleAuditEntry.count({ where: { ruleId: Number(s.ruleId.split('_')[1]) } });
    expect(await count()).toBe(1);
    // an entry that cannot be written undoes the change: make the audit table refuse inserts for a moment
    await t.runtime.prisma.$executeRawUnsafe(
      `ALTER TABLE rule_audit_entry ADD CONSTRAINT no_updates CHECK (action <> 'rule.updated') NOT VALID`,
    );
    try {
      const res = await learn.patch(s.rule, { title: 'Never' });
      expect(res.status).toBe(500);
    } finally {
      await t.runtime.prisma.$executeRawUnsafe('ALTER TABLE rule_audit_entry DROP CONSTRAINT no_updates');
    }
    expect((await expectStatus(learn.get(s.rule), 200)).body.title).toBe('Rule');
    expect(await count()).toBe(1);
  });
});
