import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { courseWithRule, expectError, expectStatus, type RuleSetup } from './ar-setup.js';

let t: TestApp;
let learn: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  learn = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

/** A rule with a Memberships criterion; `members` is the criterion's path. */
async function memberships(): Promise<RuleSetup & { criterionId: string; members: string }> {
  const s = await courseWithRule(t, learn);
  const res = await expectStatus(learn.post(s.criteria, { type: 'Memberships' }), 201);
  return { ...s, criterionId: res.body.id, members: `${s.criteria}/${res.body.id}` };
}

async function students(s: RuleSetup, count: number) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const user = await s.fixtures.user();
    await s.fixtures.enrol(s.course, user);
    users.push(user);
  }
  return users;
}

const userIds = async (s: { members: string }) =>
  (await expectStatus(learn.get(`${s.members}/users?limit=200`), 200)).body.results.map(
    (member: { userId: string }) => member.userId,
  );

describe('PUT users: replace the user members', () => {
  it('answers 200 {results: [{id, criterionId, userId}]} and GET users lists them', async () => {
    const s = await memberships();
    const [a, b] = await students(s, 2);
    const res = await expectStatus(learn.put(`${s.members}/users`, [{ userId: a!.apiId }, { userId: b!.apiId }]), 200);
    expect(res.body).toEqual({
      results: [
        { id: expect.stringMatching(/^_\d+_1$/), criterionId: s.criterionId, userId: a!.apiId },
        { id: expect.stringMatching(/^_\d+_1$/), criterionId: s.criterionId, userId: b!.apiId },
      ],
    });
    expect((await expectStatus(learn.get(`${s.members}/users`), 200)).body).toEqual(res.body);
  });

  it('replaces the whole set: users not listed go, those kept keep their record, new ones come', async () => {
    const s = await memberships();
    const [a, b, c] = await students(s, 3);
    const first = await expectStatus(
      learn.put(`${s.members}/users`, [{ userId: a!.apiId }, { userId: b!.apiId }]),
      200,
    );
    const second = await expectStatus(
      learn.put(`${s.members}/users`, [{ userId: c!.apiId }, { userId: b!.apiId }]),
      200,
    );
    const recordOf = (body: { results: { id: string; userId: string }[] }, userId: string) =>
      body.results.find((member) => member.userId === userId)?.id;
    expect(second.body.results.map((member: { userId: string }) => member.userId).sort()).toEqual(
      [b!.apiId, c!.apiId].sort(),
    );
    expect(recordOf(second.body, b!.apiId)).toBe(recordOf(first.body, b!.apiId));
  });

  it('collapses duplicates, and an empty list clears the users', async () => {
    const s = await memberships();
    const [a] = await students(s, 1);
    const res = await expectStatus(learn.put(`${s.members}/users`, [{ userId: a!.apiId }, { userId: a!.apiId }]), 200);
    expect(res.body.results).toHaveLength(1);
    expect((await expectStatus(learn.put(`${s.members}/users`, []), 200)).body).toEqual({ results: [] });
    expect(await userIds(s)).toEqual([]);
  });

  it('takes up to 100 users; 101 is a 400 and changes nothing', async () => {
    const s = await memberships();
    const many = await students(s, 101);
    const hundred = many.slice(0, 100).map((user) => ({ userId: user.apiId }));
    expect((await expectStatus(learn.put(`${s.members}/users`, hundred), 200)).body.results).toHaveLength(100);
    const page = await expectStatus(learn.get(`${s.members}/users?limit=40&offset=80`), 200);
    expect(page.body.results).toHaveLength(20);
    expect(page.body).not.toHaveProperty('paging');

    expectError(
      await learn.put(
        `${s.members}/users`,
        many.map((user) => ({ userId: user.apiId })),
      ),
      400,
      'A Memberships criterion holds at most 100 users: the body lists 101',
    );
    expect(await userIds(s)).toHaveLength(100);
    // one more, alone, is also refused: the criterion is full
    expectError(
      await learn.put(`${s.members}/users/${many[100]!.apiId}`),
      400,
      `Criterion ${s.criterionId} already holds 100 users, the most a Memberships criterion can hold`,
    );
  });

  it('refuses a user who is not enrolled: 400 naming the user and the course, with extraInfo', async () => {
    const s = await memberships();
    const stranger = await s.fixtures.user();
    const res = await learn.put(`${s.members}/users`, [{ userId: stranger.apiId }]).set('X-Request-Id', 'req-42');
    expect(res.body).toEqual({
      status: 400,
      message: `User ${stranger.apiId} is not enrolled in the course ${s.course.apiId}`,
      extraInfo: 'req-42',
    });
  });

  it('refuses a user enrolled in another course only', async () => {
    const s = await memberships();
    const other = await s.fixtures.course();
    const user = await s.fixtures.user();
    await s.fixtures.enrol(other, user);
    expectError(
      await learn.put(`${s.members}/users`, [{ userId: user.apiId }]),
      400,
      `User ${user.apiId} is not enrolled in the course ${s.course.apiId}`,
    );
  });

  it('refuses a Guest (400 naming the role)', async () => {
    const s = await memberships();
    const guest = await s.fixtures.user();
    await s.fixtures.enrol(s.course, guest, 'Guest');
    expectError(
      await learn.put(`${s.members}/users`, [{ userId: guest.apiId }]),
      400,
      `User ${guest.apiId} is enrolled in the course ${s.course.apiId} as Guest: guests cannot be members of a Memberships criterion`,
    );
  });

  it.each(['Instructor', 'TeachingAssistant', 'CourseBuilder', 'Grader', 'BbFacilitator'])(
    'refuses the instructor-type role %s (400 naming the role)',
    async (role) => {
      const s = await memberships();
      const staff = await s.fixtures.user();
      await s.fixtures.enrol(s.course, staff, role);
      expectError(
        await learn.put(`${s.members}/users`, [{ userId: staff.apiId }]),
        400,
        `User ${staff.apiId} is enrolled in the course ${s.course.apiId} with the instructor role ${role}: instructor roles cannot be members of a Memberships criterion`,
      );
      expectError(await learn.put(`${s.members}/users/${staff.apiId}`), 400, /with the instructor role/);
    },
  );

  it('is atomic: when one user is refused, the set stays as it was', async () => {
    const s = await memberships();
    const [a, b] = await students(s, 2);
    const stranger = await s.fixtures.user();
    await expectStatus(learn.put(`${s.members}/users`, [{ userId: a!.apiId }]), 200);
    expectError(
      await learn.put(`${s.members}/users`, [{ userId: b!.apiId }, { userId: stranger.apiId }]),
      400,
      /is not enrolled in the course/,
    );
    expect(await userIds(s)).toEqual([a!.apiId]);
  });

  it('answers 404 for an unknown user, 400 naming the item for a malformed id or a wrong body', async () => {
    const s = await memberships();
    const [a] = await students(s, 1);
    await expectStatus(learn.put(`${s.members}/users`, [{ userId: a!.apiId }]), 200);
    expectError(
      await learn.put(`${s.members}/users`, [{ userId: a!.apiId }, { userId: '_999999_1' }]),
      404,
      'User _999999_1 not found',
    );
    expectError(
      await learn.put(`${s.members}/users`, [{ userId: a!.apiId }, { userId: 'bob' }]),
      400,
      /^\[1\]\.userId "bob" is not a valid id/,
    );
    expectError(await learn.put(`${s.members}/users`, [{ userId: 7 }]), 400, /^\[0\] userId must be a string$/);
    expectError(await learn.put(`${s.members}/users`, [{}]), 400, /^\[0\] userId must be a string$/);
    expectError(
      await learn.put(`${s.members}/users`, { userId: a!.apiId }),
      400,
      'The body must be a JSON array of {userId} objects',
    );
    expect(await userIds(s)).toEqual([a!.apiId]);
  });
});

describe('PUT and DELETE users/:userId: one user', () => {
  it('adds a user: 201 with the member record; again: 409', async () => {
    const s = await memberships();
    const [a] = await students(s, 1);
    const res = await expectStatus(learn.put(`${s.members}/users/${a!.apiId}`), 201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^_\d+_1$/), criterionId: s.criterionId, userId: a!.apiId });
    expectError(
      await learn.put(`${s.members}/users/${a!.apiId}`),
      409,
      `User ${a!.apiId} is already a member of criterion ${s.criterionId}`,
    );
    expect(await userIds(s)).toEqual([a!.apiId]);
  });

  it('accepts the user id forms Learn accepts in paths (userName:, externalId:, uuid:)', async () => {
    const s = await memberships();
    const [a, b, c] = await students(s, 3);
    await expectStatus(learn.put(`${s.members}/users/userName:${a!.userName}`), 201);
    await expectStatus(learn.put(`${s.members}/users/externalId:${b!.externalId}`), 201);
    await expectStatus(learn.put(`${s.members}/users/uuid:${c!.uuid}`), 201);
    expect(await userIds(s)).toEqual([a!.apiId, b!.apiId, c!.apiId]);
    await expectStatus(learn.delete(`${s.members}/users/userName:${a!.userName}`), 204);
  });

  it('refuses a user who is not enrolled (400), an unknown user (404), a malformed id (400)', async () => {
    const s = await memberships();
    const stranger = await s.fixtures.user();
    expectError(
      await learn.put(`${s.members}/users/${stranger.apiId}`),
      400,
      `User ${stranger.apiId} is not enrolled in the course ${s.course.apiId}`,
    );
    expectError(await learn.put(`${s.members}/users/_999999_1`), 404, 'User _999999_1 not found');
    expectError(await learn.put(`${s.members}/users/bob`), 400, /userId "bob" is not a valid id/);
  });

  it('removes a user: 204; a user who is not a member: 404', async () => {
    const s = await memberships();
    const [a, b] = await students(s, 2);
    await expectStatus(learn.put(`${s.members}/users`, [{ userId: a!.apiId }, { userId: b!.apiId }]), 200);
    const res = await learn.delete(`${s.members}/users/${a!.apiId}`);
    expect(res.status).toBe(204);
    expect(await userIds(s)).toEqual([b!.apiId]);
    expectError(
      await learn.delete(`${s.members}/users/${a!.apiId}`),
      404,
      `User ${a!.apiId} is not a member of criterion ${s.criterionId}`,
    );
    expectError(await learn.delete(`${s.members}/users/_999999_1`), 404, 'User _999999_1 not found');
  });
});

describe('groups', () => {
  it('PUT groups replaces the group members: {results: [{id, criterionId, groupId}]}', async () => {
    const s = await memberships();
    const set = await s.fixtures.group(s.course, { isGroupSet: true });
    const inSet = await s.fixtures.group(s.course, { groupSetId: set.id });
    const alone = await s.fixtures.group(s.course);
    const third = await s.fixtures.group(s.course);
    const res = await expectStatus(
      learn.put(`${s.members}/groups`, [{ groupId: inSet.apiId }, { groupId: alone.apiId }, { groupId: alone.apiId }]),
      200,
    );
    expect(res.body).toEqual({
      results: [
        { id: expect.stringMatching(/^_\d+_1$/), criterionId: s.criterionId, groupId: inSet.apiId },
        { id: expect.stringMatching(/^_\d+_1$/), criterionId: s.criterionId, groupId: alone.apiId },
      ],
    });
    expect((await expectStatus(learn.get(`${s.members}/groups`), 200)).body).toEqual(res.body);

    const replaced = await expectStatus(
      learn.put(`${s.members}/groups`, [{ groupId: third.apiId }, { groupId: alone.apiId }]),
      200,
    );
    expect(replaced.body.results.map((member: { groupId: string }) => member.groupId)).toEqual([
      alone.apiId,
      third.apiId,
    ]);
    expect(replaced.body.results[0].id).toBe(res.body.results[1].id);
  });

  it('refuses a group set (400), and changes nothing', async () => {
    const s = await memberships();
    const set = await s.fixtures.group(s.course, { isGroupSet: true });
    const group = await s.fixtures.group(s.course);
    await expectStatus(learn.put(`${s.members}/groups`, [{ groupId: group.apiId }]), 200);
    const message = `Group ${set.apiId} is a group set: only the groups inside a set can be members of a Memberships criterion`;
    expectError(await learn.put(`${s.members}/groups`, [{ groupId: set.apiId }]), 400, message);
    expectError(await learn.put(`${s.members}/groups/${set.apiId}`), 400, message);
    const left = await expectStatus(learn.get(`${s.members}/groups`), 200);
    expect(left.body.results.map((member: { groupId: string }) => member.groupId)).toEqual([group.apiId]);
  });

  it('answers 404 for an unknown group and for a group of another course; 400 for a malformed id', async () => {
    const s = await memberships();
    const other = await s.fixtures.course();
    const foreign = await s.fixtures.group(other);
    for (const id of ['_999999_1', foreign.apiId]) {
      expectError(
        await learn.put(`${s.members}/groups`, [{ groupId: id }]),
        404,
        `Group ${id} not found in course ${s.course.apiId}`,
      );
      expectError(await learn.put(`${s.members}/groups/${id}`), 404, /not found in course/);
    }
    expectError(
      await learn.put(`${s.members}/groups`, [{ groupId: 'g' }]),
      400,
      /^\[0\]\.groupId "g" is not a valid id/,
    );
    expectError(await learn.put(`${s.members}/groups`, [{ groupId: null }]), 400, /^\[0\] groupId must be a string$/);
  });

  it('takes at most 100 groups (400 beyond)', async () => {
    const s = await memberships();
    const group = await s.fixtures.group(s.course);
    const body = Array.from({ length: 101 }, () => ({ groupId: group.apiId }));
    expectError(
      await learn.put(`${s.members}/groups`, body),
      400,
      'A Memberships criterion holds at most 100 groups: the body lists 101',
    );
  });

  it('adds one group (201, by id or externalId:), 409 when already there; removes it (204), 404 when not there', async () => {
    const s = await memberships();
    const group = await s.fixtures.group(s.course);
    const res = await expectStatus(learn.put(`${s.members}/groups/externalId:${group.externalId}`), 201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^_\d+_1$/),
      criterionId: s.criterionId,
      groupId: group.apiId,
    });
    expectError(
      await learn.put(`${s.members}/groups/${group.apiId}`),
      409,
      `Group ${group.apiId} is already a member of criterion ${s.criterionId}`,
    );
    await expectStatus(learn.delete(`${s.members}/groups/${group.apiId}`), 204);
    expectError(
      await learn.delete(`${s.members}/groups/${group.apiId}`),
      404,
      `Group ${group.apiId} is not a member of criterion ${s.criterionId}`,
    );
  });

  it('keeps users and groups apart: replacing one set leaves the other', async () => {
    const s = await memberships();
    const [a] = await students(s, 1);
    const group = await s.fixtures.group(s.course);
    await expectStatus(learn.put(`${s.members}/users`, [{ userId: a!.apiId }]), 200);
    await expectStatus(learn.put(`${s.members}/groups`, [{ groupId: group.apiId }]), 200);
    await expectStatus(learn.put(`${s.members}/groups`, []), 200);
    expect(await userIds(s)).toEqual([a!.apiId]);
    await expectStatus(learn.put(`${s.members}/groups`, [{ groupId: group.apiId }]), 200);
    await expectStatus(learn.put(`${s.members}/users`, []), 200);
    expect((await expectStatus(learn.get(`${s.members}/groups`), 200)).body.results).toHaveLength(1);
  });
});

describe('the criterion must be a Memberships criterion', () => {
  it('answers 400 on every member route of another type', async () => {
    const s = await courseWithRule(t, learn);
    const [a] = await students(s, 1);
    const group = await s.fixtures.group(s.course);
    const dates = await expectStatus(
      learn.post(s.criteria, { type: 'DateRange', startDate: '2021-01-01T00:00:00Z' }),
      201,
    );
    const path = `${s.criteria}/${dates.body.id}`;
    const message = `Criterion ${dates.body.id} is of type DateRange: users and groups belong to a Memberships criterion`;
    expectError(await learn.get(`${path}/users`), 400, message);
    expectError(await learn.put(`${path}/users`, [{ userId: a!.apiId }]), 400, message);
    expectError(await learn.put(`${path}/users/${a!.apiId}`), 400, message);
    expectError(await learn.delete(`${path}/users/${a!.apiId}`), 400, message);
    expectError(await learn.get(`${path}/groups`), 400, message);
    expectError(await learn.put(`${path}/groups`, [{ groupId: group.apiId }]), 400, message);
    expectError(await learn.put(`${path}/groups/${group.apiId}`), 400, message);
    expectError(await learn.delete(`${path}/groups/${group.apiId}`), 400, message);
  });

  it('answers 404 for the criterion of another rule', async () => {
    const s = await memberships();
    const other = await courseWithRule(t, learn);
    expectError(
      await learn.get(`${other.criteria}/${s.criterionId}/users`),
      404,
      `Criterion ${s.criterionId} not found in rule ${other.ruleId}`,
    );
    expectError(await learn.put(`${other.criteria}/${s.criterionId}/groups`, []), 404, /not found in rule/);
  });
});

describe('entitlements of the member routes', () => {
  it('changing members needs course.adaptiverelease.acl.modify; reading needs the VIEW entitlements', async () => {
    const s = await memberships();
    const [a] = await students(s, 1);
    const viewer = await learnClient(t, ['course.content.VIEW', 'course.adaptiverelease.VIEW', 'system.course.MODIFY']);
    await expectStatus(viewer.get(`${s.members}/users`), 200);
    await expectStatus(viewer.get(`${s.members}/groups`), 200);
    expectError(
      await viewer.put(`${s.members}/users`, [{ userId: a!.apiId }]),
      403,
      `Application ${viewer.key} is not entitled: missing entitlement course.adaptiverelease.acl.modify`,
    );
    expectError(await viewer.put(`${s.members}/users/${a!.apiId}`), 403, /acl.modify/);
    expectError(await viewer.delete(`${s.members}/groups/_1_1`), 403, /acl.modify/);
    const editor = await learnClient(t, ['course.adaptiverelease.acl.modify', 'system.course.MODIFY']);
    await expectStatus(editor.put(`${s.members}/users`, [{ userId: a!.apiId }]), 200);
    await expectStatus(editor.delete(`${s.members}/users/${a!.apiId}`), 204);
  });
});
