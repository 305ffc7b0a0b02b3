import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CriterionTypeName } from '@app/adaptive-release';
import { toLearnId } from '../../../src/learn/common/learn-ids.js';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { LearnFixtures } from '../../support/learn-fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

let t: TestApp;
let api: LearnClient;
let fx: LearnFixtures;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  fx = new LearnFixtures(t.runtime.prisma);
});

afterAll(async () => {
  await t.close();
});

type Course = Awaited<ReturnType<LearnFixtures['course']>>;

/** A rule with criteria on `contentId`, written straight to the database. */
async function rule(contentId: number, criteria: Array<{ type: CriterionTypeName } & Record<string, unknown>>) {
  return t.runtime.prisma.adaptiveReleaseRule.create({
    data: { contentId, title: 'Gate', criteria: { create: criteria as never } },
    include: { criteria: true },
  });
}

const availabilityOf = (course: Course, content: { apiId: string }, user: { apiId: string }, at?: string) =>
  api.get(
    `/v1/courses/${course.apiId}/contents/${content.apiId}/users/${user.apiId}/availability${at ? `?at=${encodeURIComponent(at)}` : ''}`,
  );

async function studentIn(course: Course, role = 'Student') {
  const user = await fx.user();
  await fx.enrol(course, user, role);
  return user;
}

describe('availability of one content for one user', () => {
  it('is available when no rule applies', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    const user = await studentIn(course);
    const res = await availabilityOf(course, content, user).expect(200);
    expect(res.body).toEqual({
      contentId: content.apiId,
      title: content.title,
      userId: user.apiId,
      evaluatedAt: expect.any(String),
      available: true,
      summary: 'Available: no release rule applies',
      reasons: [],
    });
  });

  it('GradeRange: met within the range, not met outside it or without a grade, with the facts used', async () => {
    const course = await fx.course();
    const quiz = await fx.column(course, { name: 'Quiz 1', scorePossible: 100 });
    const content = await fx.content(course);
    const created = await rule(content.id, [
      { type: 'GradeRange', gradeColumnId: quiz.id, minScore: 60, maxScore: 100 },
    ]);
    const [passing, failing, ungraded] = [await studentIn(course), await studentIn(course), await studentIn(course)];
    await fx.grade(quiz, passing, 60);
    await fx.grade(quiz, failing, 45);

    const pass = (await availabilityOf(course, content, passing).expect(200)).body;
    expect(pass.available).toBe(true);
    expect(pass.reasons).toEqual([
      {
        contentId: content.apiId,
        ruleId: toLearnId(created.id),
        ruleTitle: 'Gate',
        criterionId: toLearnId(created.criteria[0]!.id),
        type: 'GradeRange',
        met: true,
        explanation: 'Score 60 in "Quiz 1" is within the required range 60–100',
        facts: { gradeColumnId: quiz.apiId, scorePossible: 100, score: 60, minScore: 60, maxScore: 100 },
      },
    ]);

    const fail = (await availabilityOf(course, content, failing).expect(200)).body;
    expect(fail.available).toBe(false);
    expect(fail.summary).toBe('Not available: 1 of 1 criteria of rule "Gate" not met');
    expect(fail.reasons[0]).toMatchObject({ met: false, facts: { score: 45, minScore: 60, maxScore: 100 } });

    const none = (await availabilityOf(course, content, ungraded).expect(200)).body;
    expect(none.reasons[0]).toMatchObject({
      met: false,
      explanation: 'No grade in "Quiz 1" yet',
      facts: { score: null },
    });
  });

  it('GradeRange with an open upper bound reads as "minScore or more"', async () => {
    const course = await fx.course();
    const quiz = await fx.column(course, { scorePossible: 10 });
    const content = await fx.content(course);
    await rule(content.id, [{ type: 'GradeRange', gradeColumnId: quiz.id, minScore: 5, maxScore: null }]);
    const user = await studentIn(course);
    await fx.grade(quiz, user, 9.5);
    const body = (await availabilityOf(course, content, user).expect(200)).body;
    expect(body.reasons[0]).toMatchObject({ met: true, explanation: expect.stringContaining('5 or more') });
  });

  it('GradePercentage compares score / possible × 100 with the range', async () => {
    const course = await fx.course();
    const essay = await fx.column(course, { name: 'Essay', scorePossible: 50 });
    const content = await fx.content(course);
    await rule(content.id, [{ type: 'GradePercentage', gradeColumnId: essay.id, minScore: 80, maxScore: 100 }]);
    const [good, weak] = [await studentIn(course), await studentIn(course)];
    await fx.grade(essay, good, 45);
    await fx.grade(essay, weak, 39.5);
    expect((await availabilityOf(course, content, good)).body.reasons[0]).toMatchObject({
      met: true,
      facts: { score: 45, percentage: 90, minScore: 80, maxScore: 100 },
    });
    expect((await availabilityOf(course, content, weak)).body.reasons[0]).toMatchObject({
      met: false,
      facts: { percentage: 79 },
    });
  });

  it('Memberships: a listed user, or a member of a listed group; nobody else', async () => {
    const course = await fx.course();
    const [listed, grouped, other] = [await studentIn(course), await studentIn(course), await studentIn(course)];
    const group = await fx.group(course, { members: [grouped] });
    const content = await fx.content(course);
    await rule(content.id, [
      { type: 'Memberships', members: { create: [{ userId: listed.id }, { groupId: group.id }] } } as never,
    ]);
    expect((await availabilityOf(course, content, listed)).body.reasons[0]).toMatchObject({
      met: true,
      explanation: 'The user is listed in the rule',
      facts: { listedUser: true, matchedGroupIds: [] },
    });
    expect((await availabilityOf(course, content, grouped)).body.reasons[0]).toMatchObject({
      met: true,
      facts: { listedUser: false, matchedGroupIds: [group.apiId] },
    });
    const refused = (await availabilityOf(course, content, other)).body;
    expect(refused.available).toBe(false);
    expect(refused.reasons[0]).toMatchObject({
      met: false,
      explanation: 'The user is neither listed nor in a listed group',
    });
  });

  it('DateRange: start inclusive, end exclusive, evaluated at `at`', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    const start = '2027-01-10T09:00:00.000Z';
    const end = '2027-01-20T09:00:00.000Z';
    await rule(content.id, [{ type: 'DateRange', startDate: new Date(start), endDate: new Date(end) }]);
    const user = await studentIn(course);
    const at = async (when: string) => (await availabilityOf(course, content, user, when).expect(200)).body;

    expect(await at('2027-01-10T08:59:59.999Z')).toMatchObject({
      available: false,
      evaluatedAt: '2027-01-10T08:59:59.999Z',
      reasons: [
        { met: false, explanation: `Not yet: available from ${start}`, facts: { startDate: start, endDate: end } },
      ],
    });
    expect((await at(start)).available).toBe(true);
    expect((await at('2027-01-20T08:59:59.999Z')).available).toBe(true);
    expect(await at(end)).toMatchObject({
      available: false,
      reasons: [{ explanation: `No longer: available until ${end}`, facts: { at: end } }],
    });
  });

  it('needs every criterion of the rule (AND)', async () => {
    const course = await fx.course();
    const quiz = await fx.column(course);
    const content = await fx.content(course);
    await rule(content.id, [
      { type: 'GradeRange', gradeColumnId: quiz.id, minScore: 50, maxScore: 100 },
      { type: 'DateRange', startDate: new Date('2000-01-01T00:00:00Z'), endDate: null },
    ]);
    const user = await studentIn(course);
    await fx.grade(quiz, user, 20);
    const body = (await availabilityOf(course, content, user)).body;
    expect(body.available).toBe(false);
    expect(body.reasons.map((r: { type: string; met: boolean }) => [r.type, r.met])).toEqual([
      ['GradeRange', false],
      ['DateRange', true],
    ]);
    expect(body.summary).toBe('Not available: 1 of 2 criteria of rule "Gate" not met');
  });

  it('GradeCompleted, ContentReviewed and ContentComplete', async () => {
    const course = await fx.course();
    const quiz = await fx.column(course, { name: 'Quiz' });
    const reading = await fx.content(course, { title: 'Reading', reviewable: true });
    const gated = await fx.content(course);
    await rule(gated.id, [
      { type: 'GradeCompleted', gradeColumnId: quiz.id },
      { type: 'ContentReviewed', reviewedContentId: reading.id },
    ]);
    const user = await studentIn(course);
    let body = (await availabilityOf(course, gated, user)).body;
    expect(body.reasons.map((r: { met: boolean }) => r.met)).toEqual([false, false]);

    await fx.grade(quiz, user, 3);
    await t.runtime.prisma.reviewStatus.create({ data: { contentId: reading.id, userId: user.id, reviewed: true } });
    body = (await availabilityOf(course, gated, user)).body;
    expect(body.available).toBe(true);
    expect(body.reasons[1]).toMatchObject({ type: 'ContentReviewed', explanation: '"Reading" is marked reviewed' });

    const sequenced = await fx.content(course);
    await rule(sequenced.id, [{ type: 'ContentComplete', completedContentId: reading.id }]);
    expect((await availabilityOf(course, sequenced, user)).body.reasons[0]).toMatchObject({
      type: 'ContentComplete',
      met: false,
      explanation: 'Content completion is not tracked by this service, so this criterion is never met',
    });
  });

  it('lets instructor-type roles see everything, saying so', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    await rule(content.id, [{ type: 'DateRange', startDate: new Date('2999-01-01T00:00:00Z'), endDate: null }]);
    await t.runtime.prisma.content.update({ where: { id: content.id }, data: { available: 'No' } });
    for (const role of ['Instructor', 'TeachingAssistant', 'CourseBuilder', 'Grader']) {
      const user = await studentIn(course, role);
      const body = (await availabilityOf(course, content, user).expect(200)).body;
      expect(body).toMatchObject({
        available: true,
        reasons: [{ type: 'CourseRole', met: true, facts: { courseRoleId: role } }],
      });
    }
  });

  it('is unavailable when the content is hidden, or inside a folder that is unavailable', async () => {
    const course = await fx.course();
    const folder = await fx.content(course, { title: 'Week 2' });
    const inside = await t.runtime.prisma.content.create({
      data: { courseId: course.id, parentId: folder.id, title: 'Week 2 reading' },
    });
    await rule(folder.id, [{ type: 'DateRange', startDate: new Date('2999-01-01T00:00:00Z'), endDate: null }]);
    const hidden = await fx.content(course, { title: 'Draft' });
    await t.runtime.prisma.content.update({ where: { id: hidden.id }, data: { available: 'No' } });
    const user = await studentIn(course);

    const child = (await availabilityOf(course, { apiId: toLearnId(inside.id) }, user).expect(200)).body;
    expect(child.available).toBe(false);
    expect(child.summary).toBe(`Not available: inside folder ${folder.apiId}, which is not available`);
    expect(child.reasons).toEqual([
      expect.objectContaining({ contentId: folder.apiId, type: 'DateRange', met: false }),
    ]);

    expect((await availabilityOf(course, hidden, user)).body).toMatchObject({
      available: false,
      summary: 'Not available: hidden from students',
      reasons: [{ type: 'ContentAvailability', met: false }],
    });
  });

  it('answers 404 for a user who is not enrolled, and for unknown ids', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    const stranger = await fx.user();
    const res = await availabilityOf(course, content, stranger).expect(404);
    expect(res.body.message).toBe(`User ${stranger.userName} is not enrolled in the course ${course.courseId}`);
    await availabilityOf(course, { apiId: '_999999_1' }, stranger).expect(404);
    await availabilityOf(course, content, { apiId: '_999999_1' }).expect(404);
  });

  it('answers 400 for a malformed `at` or id', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    const user = await studentIn(course);
    const res = await availabilityOf(course, content, user, 'next tuesday').expect(400);
    expect(res.body.message).toBe('at must be an ISO 8601 date-time, such as 2026-12-01T09:00:00Z');
    expect((await availabilityOf(course, content, { apiId: 'bob' }).expect(400)).body.message).toMatch(/userId "bob"/);
  });

  it('accepts the other course and user id forms', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    const user = await studentIn(course);
    await availabilityOf({ ...course, apiId: `courseId:${course.courseId}` }, content, {
      apiId: `userName:${user.userName}`,
    }).expect(200);
  });

  it('refuses an application without the entitlements, naming what is missing', async () => {
    const course = await fx.course();
    const content = await fx.content(course);
    const user = await studentIn(course);
    const limited = await learnClient(t, ['course.content.VIEW', 'system.course.MODIFY']);
    const res = await limited
      .get(`/v1/courses/${course.apiId}/contents/${content.apiId}/users/${user.apiId}/availability`)
      .expect(403);
    expect(res.body.message).toBe(
      `Application ${limited.key} is not entitled: missing entitlement course.adaptiverelease.VIEW`,
    );
  });
});

describe('availability of every content of a course for one user', () => {
  it('lists the course outline with each availability, paged', async () => {
    const course = await fx.course();
    const first = await fx.content(course, { title: 'A' });
    const second = await fx.content(course, { title: 'B' });
    await t.runtime.prisma.content.update({ where: { id: first.id }, data: { position: 0 } });
    await t.runtime.prisma.content.update({ where: { id: second.id }, data: { position: 1 } });
    const nested = await t.runtime.prisma.content.create({
      data: { courseId: course.id, parentId: first.id, title: 'A.1', position: 0 },
    });
    await rule(second.id, [{ type: 'DateRange', startDate: new Date('2999-01-01T00:00:00Z'), endDate: null }]);
    const user = await studentIn(course);

    const all = (await api.get(`/v1/courses/${course.apiId}/users/${user.apiId}/availability`).expect(200)).body;
    expect(all.results.map((r: { title: string; available: boolean }) => [r.title, r.available])).toEqual([
      ['A', true],
      ['A.1', true],
      ['B', false],
    ]);
    expect(all.paging).toBeUndefined();

    const page = (await api.get(`/v1/courses/${course.apiId}/users/${user.apiId}/availability?limit=2`).expect(200))
      .body;
    expect(page.results.map((r: { contentId: string }) => r.contentId)).toEqual([first.apiId, toLearnId(nested.id)]);
    expect(page.paging.nextPage).toBe(
      `/learn/api/public/v1/courses/${course.apiId}/users/${user.apiId}/availability?offset=2&limit=2`,
    );
    const rest = (await api.get(page.paging.nextPage.replace('/learn/api/public', '')).expect(200)).body;
    expect(rest.results.map((r: { title: string }) => r.title)).toEqual(['B']);
  });
});
