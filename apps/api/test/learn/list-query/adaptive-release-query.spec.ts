import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { courseWithRule, expectStatus, type RuleSetup } from '../adaptive-release/ar-setup.js';
import { idsOf, refused } from './list-query-setup.js';

/** The adaptive release lists: sort over the fields the swagger lists, refusals, over real HTTP. */

let t: TestApp;
let learn: LearnClient;
let s: RuleSetup;
let members: string;
let criteria: string[];
const users: string[] = [];
const groups: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  learn = await learnClient(t);
  s = await courseWithRule(t, learn, 'Gate');
  criteria = [];
  for (const day of ['01', '02']) {
    const res = await expectStatus(
      learn.post(s.criteria, { type: 'DateRange', startDate: `2026-03-${day}T00:00:00Z` }),
      201,
    );
    criteria.push(res.body.id);
  }
  const memberships = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
  criteria.push(memberships.body.id);
  members = `${s.criteria}/${memberships.body.id}`;
  for (let i = 0; i < 2; i++) {
    const user = await s.fixtures.user();
    await s.fixtures.enrol(s.course, user);
    users.push(user.apiId);
    groups.push((await s.fixtures.group(s.course)).apiId);
  }
  // Added in reverse, so that record order and id order differ.
  await expectStatus(learn.put(`${members}/users`, [{ userId: users[1] }, { userId: users[0] }]), 200);
  await expectStatus(learn.put(`${members}/groups`, [{ groupId: groups[1] }, { groupId: groups[0] }]), 200);
});

afterAll(async () => {
  await t.close();
});

const memberIds = async (path: string, field: 'userId' | 'groupId') =>
  ((await learn.get(path).expect(200)).body.results as Record<string, string>[]).map((member) => member[field]);

describe('sort', () => {
  it('rules: id and title', async () => {
    expect(await idsOf(learn, `${s.R}?sort=title(desc)`)).toEqual([s.ruleId]);
    expect(await idsOf(learn, `${s.R}?sort=id`)).toEqual([s.ruleId]);
    await refused(learn, `${s.R}?sort=created`, 'sort: created is not sortable here; sortable fields: id, title');
  });

  it('criteria: id', async () => {
    expect(await idsOf(learn, `${s.criteria}?sort=id(desc)`)).toEqual([...criteria].reverse());
    expect(await idsOf(learn, `${s.criteria}?sort=id(asc)`)).toEqual(criteria);
  });

  it('criterion users: userId', async () => {
    expect(await memberIds(`${members}/users`, 'userId')).toEqual([users[1], users[0]]);
    expect(await memberIds(`${members}/users?sort=userId`, 'userId')).toEqual(users);
    expect(await memberIds(`${members}/users?sort=userId(desc)`, 'userId')).toEqual([users[1], users[0]]);
  });

  it('criterion groups: groupId', async () => {
    expect(await memberIds(`${members}/groups?sort=groupId`, 'groupId')).toEqual(groups);
    await refused(
      learn,
      `${members}/groups?sort=userId`,
      'sort: userId is not sortable here; sortable fields: groupId',
    );
  });
});

describe('refusals', () => {
  it.each([
    ['rules', () => `${s.R}?title=Gate`, 'Unknown query parameter title: rules take offset, limit, fields, sort'],
    ['criteria', () => `${s.criteria}?type=DateRange`, 'Unknown query parameter type'],
    [
      'history',
      () => `${s.rule}/history?action=rule.created`,
      'Unknown query parameter action: history entries take offset, limit, fields',
    ],
    ['history', () => `${s.rule}/history?sort=id`, 'Unknown query parameter sort'],
  ])('%s: an unknown parameter is a 400 naming it', async (_list, path, message) => {
    await refused(learn, path(), message);
  });
});
