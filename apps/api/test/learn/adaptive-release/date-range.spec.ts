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

const START = '2021-03-01T08:00:00.000Z';
const END = '2021-03-12T22:00:00.000Z';

const stored = (id: string) =>
  t.runtime.prisma.criterion.findUniqueOrThrow({ where: { id: Number(id.split('_')[1]) } });

async function dateRange(s: RuleSetup, dates: object) {
  const res = await expectStatus(learn.post(s.criteria, { type: 'DateRange', ...dates }), 201);
  return { body: res.body, path: `${s.criteria}/${res.body.id}` };
}

describe('DateRange: creation', () => {
  it('answers 201 {type, id, startDate, endDate} in ISO 8601 UTC; dates may be in the past', async () => {
    const s = await courseWithRule(t, learn);
    const { body, path } = await dateRange(s, { startDate: START, endDate: END });
    expect(body).toEqual({ type: 'DateRange', id: expect.stringMatching(/^_\d+_1$/), startDate: START, endDate: END });
    expect((await expectStatus(learn.get(path), 200)).body).toEqual(body);
  });

  it('stores an omitted date as null (no default) and omits it from responses', async () => {
    const s = await courseWithRule(t, learn);
    const { body: onlyStart } = await dateRange(s, { startDate: START });
    expect(onlyStart).toEqual({ type: 'DateRange', id: onlyStart.id, startDate: START });
    expect(await stored(onlyStart.id)).toMatchObject({ startDate: new Date(START), endDate: null });

    const { body: onlyEnd } = await dateRange(s, { endDate: END });
    expect(onlyEnd).toEqual({ type: 'DateRange', id: onlyEnd.id, endDate: END });
    expect(await stored(onlyEnd.id)).toMatchObject({ startDate: null, endDate: new Date(END) });

    const list = await expectStatus(learn.get(s.criteria), 200);
    expect(list.body.results).toEqual([onlyStart, onlyEnd]);
  });

  it('accepts an explicit null date on creation', async () => {
    const s = await courseWithRule(t, learn);
    const { body } = await dateRange(s, { startDate: null, endDate: END });
    expect(body).toEqual({ type: 'DateRange', id: body.id, endDate: END });
  });

  it('normalises offsets and zone-less times to UTC; a date alone is midnight UTC', async () => {
    const s = await courseWithRule(t, learn);
    const { body } = await dateRange(s, { startDate: '2021-03-01T09:30:00+01:00', endDate: '2021-03-12' });
    expect(body).toMatchObject({ startDate: '2021-03-01T08:30:00.000Z', endDate: '2021-03-12T00:00:00.000Z' });
    const { body: zoneless } = await dateRange(s, { startDate: '2021-03-01T10:00:00' });
    expect(zoneless.startDate).toBe('2021-03-01T10:00:00.000Z');
  });

  it.each([
    ['no date at all', {}, /startDate and endDate cannot both be null: a DateRange criterion needs at least one date/],
    ['two null dates', { startDate: null, endDate: null }, /startDate and endDate cannot both be null/],
    ['startDate after endDate', { startDate: END, endDate: START }, `startDate ${END} must be before endDate ${START}`],
    [
      'startDate equal to endDate',
      { startDate: START, endDate: START },
      `startDate ${START} must be before endDate ${START}`,
    ],
    [
      'a malformed startDate',
      { startDate: 'yesterday' },
      /^startDate must be an ISO 8601 date-time such as 2021-03-12T22:00:00.000Z$/,
    ],
    ['a malformed endDate', { endDate: '12/03/2021' }, /^endDate must be an ISO 8601 date-time/],
    ['an impossible date', { startDate: '2021-02-30T10:00:00Z' }, /^startDate must be an ISO 8601 date-time/],
    ['a week date', { startDate: '2021-W05-1' }, /^startDate must be an ISO 8601 date-time/],
    ['a number', { endDate: 1615586400000 }, /^endDate must be an ISO 8601 date-time/],
  ])('refuses %s (400 naming the field)', async (_label, dates, message) => {
    const s = await courseWithRule(t, learn);
    expectError(await learn.post(s.criteria, { type: 'DateRange', ...dates }), 400, message);
  });
});

describe('DateRange: the due date of the content owning the rule', () => {
  async function withDueDate(due: string) {
    const s = await courseWithRule(t, learn);
    const column = await s.fixtures.column(s.course, { contentId: s.content.id });
    await t.runtime.prisma.gradebookColumn.update({ where: { id: column.id }, data: { gradingDue: new Date(due) } });
    return s;
  }

  it('accepts dates before the due date', async () => {
    const s = await withDueDate('2021-03-15T00:00:00.000Z');
    await dateRange(s, { startDate: START, endDate: END });
  });

  it('refuses an endDate or a startDate on or after the due date (400)', async () => {
    const s = await withDueDate('2021-03-10T00:00:00.000Z');
    expectError(
      await learn.post(s.criteria, { type: 'DateRange', startDate: START, endDate: END }),
      400,
      `endDate ${END} must be before the due date 2021-03-10T00:00:00.000Z of content ${s.content.apiId}`,
    );
    expectError(
      await learn.post(s.criteria, { type: 'DateRange', startDate: '2021-03-10T00:00:00.000Z' }),
      400,
      /^startDate 2021-03-10T00:00:00.000Z must be before the due date/,
    );
  });

  it('applies the due date on PATCH too', async () => {
    const s = await withDueDate('2021-03-10T00:00:00.000Z');
    const { path } = await dateRange(s, { startDate: START });
    expectError(await learn.patch(path, { endDate: END }), 400, /^endDate .* must be before the due date/);
  });
});

describe('DateRange: PATCH', () => {
  it('keeps an omitted date and clears a date set to null explicitly', async () => {
    const s = await courseWithRule(t, learn);
    const { path, body } = await dateRange(s, { startDate: START, endDate: END });
    const later = '2021-03-20T00:00:00.000Z';
    expect((await expectStatus(learn.patch(path, { endDate: later }), 200)).body).toEqual({ ...body, endDate: later });

    const cleared = await expectStatus(learn.patch(path, { startDate: null }), 200);
    expect(cleared.body).toEqual({ type: 'DateRange', id: body.id, endDate: later });
    expect(await stored(body.id)).toMatchObject({ startDate: null, endDate: new Date(later) });

    // the cleared date stays cleared when omitted
    const moved = await expectStatus(learn.patch(path, { endDate: END }), 200);
    expect(moved.body).toEqual({ type: 'DateRange', id: body.id, endDate: END });
  });

  it.each([
    ['clearing the only date', { endDate: null }, /startDate and endDate cannot both be null/],
    ['clearing both dates', { startDate: null, endDate: null }, /startDate and endDate cannot both be null/],
    [
      'a startDate after the kept endDate',
      { startDate: '2021-04-01T00:00:00Z' },
      /^startDate 2021-04-01T00:00:00.000Z must be before endDate/,
    ],
    ['a malformed date', { startDate: '2021-13-01T00:00:00Z' }, /^startDate must be an ISO 8601 date-time/],
  ])('re-validates the resulting criterion: refuses %s (400) and keeps it', async (_label, patch, message) => {
    const s = await courseWithRule(t, learn);
    const { path, body } = await dateRange(s, { endDate: END });
    expectError(await learn.patch(path, patch), 400, message);
    expect((await expectStatus(learn.get(path), 200)).body).toEqual(body);
  });

  it.each(['GradeRange', 'GradePercentage', 'Memberships', 'ContentReviewed'])(
    'refuses changing the type into %s: DateRange is immutable (400)',
    async (type) => {
      const s = await courseWithRule(t, learn);
      const { path } = await dateRange(s, { startDate: START });
      expectError(
        await learn.patch(path, { type }),
        400,
        /^type of DateRange criterion _\d+_1 is immutable: it cannot become \w+$/,
      );
      expect((await expectStatus(learn.get(path), 200)).body.type).toBe('DateRange');
    },
  );

  it('accepts type DateRange in the body (unchanged)', async () => {
    const s = await courseWithRule(t, learn);
    const { path } = await dateRange(s, { startDate: START });
    await expectStatus(learn.patch(path, { type: 'DateRange', endDate: END }), 200);
  });

  it('ignores fields of other types, like unknown fields', async () => {
    const s = await courseWithRule(t, learn);
    const { path, body } = await dateRange(s, { startDate: START, minScore: 5, gradeColumnId: '_1_1', id: '_9_1' });
    expect(body).toEqual({ type: 'DateRange', id: body.id, startDate: START });
    expect((await expectStatus(learn.patch(path, { maxScore: 5 }), 200)).body).toEqual(body);
  });
});

describe('per-type entitlements of DateRange', () => {
  it('needs course.adaptiverelease.dates.CREATE, .MODIFY and .DELETE', async () => {
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
      await plain.post(s.criteria, { type: 'DateRange', startDate: START }),
      403,
      `Application ${plain.key} is not entitled: missing entitlement course.adaptiverelease.dates.CREATE`,
    );
    const { path } = await dateRange(s, { startDate: START });
    expectError(
      await plain.patch(path, { endDate: END }),
      403,
      /missing entitlement course.adaptiverelease.dates.MODIFY$/,
    );
    expectError(await plain.delete(path), 403, /missing entitlement course.adaptiverelease.dates.DELETE$/);

    const dated = await learnClient(t, [
      ...route,
      'course.adaptiverelease.dates.CREATE',
      'course.adaptiverelease.dates.MODIFY',
      'course.adaptiverelease.dates.DELETE',
    ]);
    await expectStatus(dated.patch(path, { endDate: END }), 200);
    await expectStatus(dated.delete(path), 204);
    await expectStatus(dated.post(s.criteria, { type: 'DateRange', endDate: END }), 201);
  });
});
