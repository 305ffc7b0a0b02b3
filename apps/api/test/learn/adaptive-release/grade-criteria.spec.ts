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

/** A rule, and a column of 50 possible points of another content of the course. */
async function setup(): Promise<RuleSetup & { column: { id: number; apiId: string } }> {
  const s = await courseWithRule(t, learn);
  const graded = await s.fixtures.content(s.course);
  const column = await s.fixtures.column(s.course, { contentId: graded.id, scorePossible: 50 });
  return { ...s, column };
}

async function create(s: RuleSetup, body: object, status = 201) {
  return expectStatus(learn.post(s.criteria, body), status);
}

const stored = (id: string) =>
  t.runtime.prisma.criterion.findUniqueOrThrow({ where: { id: Number(id.split('_')[1]) } });

describe('GradeRange: creation', () => {
  it('answers 201 with {type, id, gradeColumnId, minScore, maxScore}', async () => {
    const s = await setup();
    const res = await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, minScore: 20, maxScore: 45.5 });
    expect(res.body).toEqual({
      type: 'GradeRange',
      id: expect.stringMatching(/^_\d+_1$/),
      gradeColumnId: s.column.apiId,
      minScore: 20,
      maxScore: 45.5,
    });
    expect((await expectStatus(learn.get(`${s.criteria}/${res.body.id}`), 200)).body).toEqual(res.body);
  });

  it("sets an omitted maxScore to the column's possible score; an omitted minScore is null", async () => {
    const s = await setup();
    const res = await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId });
    expect(res.body).toEqual({ type: 'GradeRange', id: res.body.id, gradeColumnId: s.column.apiId, maxScore: 50 });
    expect(await stored(res.body.id)).toMatchObject({ minScore: null, maxScore: 50 });
  });

  it("a null maxScore means 'minScore or higher': stored null, omitted from the response", async () => {
    const s = await setup();
    const res = await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, minScore: 30, maxScore: null });
    expect(res.body).toEqual({ type: 'GradeRange', id: res.body.id, gradeColumnId: s.column.apiId, minScore: 30 });
    expect(await stored(res.body.id)).toMatchObject({ minScore: 30, maxScore: null });
  });

  it('a null minScore means no lower limit', async () => {
    const s = await setup();
    const res = await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, minScore: null, maxScore: 10 });
    expect(res.body).toEqual({ type: 'GradeRange', id: res.body.id, gradeColumnId: s.column.apiId, maxScore: 10 });
  });

  it('accepts the edges: minScore 0, maxScore equal to the possible score, minScore equal to maxScore', async () => {
    const s = await setup();
    await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, minScore: 0, maxScore: 50 });
    await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, minScore: 25, maxScore: 25 });
  });

  it('lets minScore exceed the possible score when maxScore is null (extra credit)', async () => {
    const s = await setup();
    await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, minScore: 55, maxScore: null });
  });

  it.each([
    ['both bounds null', { minScore: null, maxScore: null }, /minScore and maxScore cannot both be null/],
    ['a null maxScore and no minScore', { maxScore: null }, /minScore and maxScore cannot both be null/],
    ['a negative minScore', { minScore: -1 }, /minScore must be a number from 0 to 1000000000/],
    ['a negative maxScore', { minScore: null, maxScore: -5 }, /maxScore must be a number from 0 to 1000000000/],
    [
      'a maxScore above the possible score',
      { maxScore: 50.5 },
      /maxScore 50.5 of a GradeRange criterion must be at most 50, the possible score of gradebook column _\d+_1/,
    ],
    ['minScore above maxScore', { minScore: 30, maxScore: 20 }, /minScore 30 cannot be greater than maxScore 20/],
    ['minScore above the defaulted maxScore', { minScore: 60 }, /minScore 60 cannot be greater than maxScore 50/],
    ['a string number', { minScore: '5' }, /minScore must be a number/],
    ['a string maxScore', { maxScore: '50' }, /maxScore must be a number/],
    ['a boolean', { minScore: true }, /minScore must be a number/],
  ])('refuses %s with 400 naming the field', async (_label, bounds, message) => {
    const s = await setup();
    expectError(
      await learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: s.column.apiId, ...bounds }),
      400,
      message,
    );
    expect(await t.runtime.prisma.criterion.count({ where: { ruleId: Number(s.ruleId.split('_')[1]) } })).toBe(0);
  });
});

describe('GradeRange and GradePercentage: the grade column', () => {
  it.each(['GradeRange', 'GradePercentage'])('%s requires gradeColumnId (400)', async (type) => {
    const s = await setup();
    expectError(
      await learn.post(s.criteria, { type, minScore: 1 }),
      400,
      `gradeColumnId is required for a ${type} criterion`,
    );
  });

  it('refuses a malformed gradeColumnId with 400 naming the field', async () => {
    const s = await setup();
    expectError(
      await learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: 'column-1' }),
      400,
      /gradeColumnId "column-1" is not a valid id/,
    );
    expectError(
      await learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: 12 }),
      400,
      /gradeColumnId must be a string/,
    );
    expectError(
      await learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: null }),
      400,
      /gradeColumnId must be a string/,
    );
  });

  it('answers 404 for an unknown column and for a column of another course', async () => {
    const s = await setup();
    const otherCourse = await s.fixtures.course();
    const foreign = await s.fixtures.column(otherCourse);
    for (const id of ['_999999_1', foreign.apiId]) {
      expectError(
        await learn.post(s.criteria, { type: 'GradeRange', gradeColumnId: id }),
        404,
        `gradeColumnId ${id}: no such gradebook column in course ${s.course.apiId}`,
      );
    }
  });

  it.each(['GradeRange', 'GradePercentage'])(
    '%s refuses the column of the content that owns the rule (400)',
    async (type) => {
      const s = await setup();
      const own = await s.fixtures.column(s.course, { contentId: s.content.id });
      expectError(
        await learn.post(s.criteria, { type, gradeColumnId: own.apiId, minScore: 1 }),
        400,
        `gradeColumnId ${own.apiId} is the column of content ${s.content.apiId}, which owns the rule: use the column of another gradable content`,
      );
    },
  );

  it('accepts a column without content (a manual column of the course)', async () => {
    const s = await setup();
    const manual = await s.fixtures.column(s.course, { scorePossible: 10 });
    const res = await create(s, { type: 'GradeRange', gradeColumnId: manual.apiId });
    expect(res.body.maxScore).toBe(10);
  });

  it('refuses a column without a possible score (400)', async () => {
    const s = await setup();
    const unscored = await s.fixtures.column(s.course, { scorePossible: null });
    expectError(
      await learn.post(s.criteria, { type: 'GradePercentage', gradeColumnId: unscored.apiId }),
      400,
      `gradeColumnId ${unscored.apiId} names a gradebook column without a possible score`,
    );
  });
});

describe('GradePercentage: creation', () => {
  it('answers 201; an omitted maxScore is 100 whatever the possible score', async () => {
    const s = await setup();
    const res = await create(s, { type: 'GradePercentage', gradeColumnId: s.column.apiId, minScore: 60 });
    expect(res.body).toEqual({
      type: 'GradePercentage',
      id: res.body.id,
      gradeColumnId: s.column.apiId,
      minScore: 60,
      maxScore: 100,
    });
  });

  it('accepts 0 and 100 and a null bound', async () => {
    const s = await setup();
    await create(s, { type: 'GradePercentage', gradeColumnId: s.column.apiId, minScore: 0, maxScore: 100 });
    const open = await create(s, {
      type: 'GradePercentage',
      gradeColumnId: s.column.apiId,
      minScore: 75,
      maxScore: null,
    });
    expect(open.body).not.toHaveProperty('maxScore');
  });

  it.each([
    [
      'maxScore above 100',
      { maxScore: 100.5 },
      /maxScore 100.5 of a GradePercentage criterion must be at most 100 \(a percentage from 0 to 100\)/,
    ],
    [
      'minScore above 100',
      { minScore: 101, maxScore: null },
      /minScore 101 of a GradePercentage criterion must be at most 100/,
    ],
    ['a negative minScore', { minScore: -0.5 }, /minScore must be a number from 0 to 1000000000/],
    ['minScore above maxScore', { minScore: 80, maxScore: 70 }, /minScore 80 cannot be greater than maxScore 70/],
    [
      'both bounds null',
      { minScore: null, maxScore: null },
      /minScore and maxScore cannot both be null: a GradePercentage criterion/,
    ],
  ])('refuses %s (400)', async (_label, bounds, message) => {
    const s = await setup();
    expectError(
      await learn.post(s.criteria, { type: 'GradePercentage', gradeColumnId: s.column.apiId, ...bounds }),
      400,
      message,
    );
  });
});

describe('GradeRange and GradePercentage: PATCH', () => {
  async function gradeRange(s: RuleSetup & { column: { apiId: string } }, bounds: object) {
    const res = await create(s, { type: 'GradeRange', gradeColumnId: s.column.apiId, ...bounds });
    return `${s.criteria}/${res.body.id}`;
  }

  it('keeps omitted fields, numeric or null, and answers 200 with the criterion', async () => {
    const s = await setup();
    const path = await gradeRange(s, { minScore: 10, maxScore: null });
    const res = await expectStatus(learn.patch(path, { minScore: 15 }), 200);
    expect(res.body).toEqual({ type: 'GradeRange', id: res.body.id, gradeColumnId: s.column.apiId, minScore: 15 });
    expect(await stored(res.body.id)).toMatchObject({ minScore: 15, maxScore: null });

    const set = await expectStatus(learn.patch(path, { maxScore: 40 }), 200);
    expect(set.body).toMatchObject({ minScore: 15, maxScore: 40 });
    expect((await expectStatus(learn.patch(path, {}), 200)).body).toEqual(set.body);
  });

  it('clears a bound with an explicit null', async () => {
    const s = await setup();
    const path = await gradeRange(s, { minScore: 10, maxScore: 40 });
    const res = await expectStatus(learn.patch(path, { minScore: null }), 200);
    expect(res.body).toEqual({ type: 'GradeRange', id: res.body.id, gradeColumnId: s.column.apiId, maxScore: 40 });
    expect(await stored(res.body.id)).toMatchObject({ minScore: null, maxScore: 40 });
  });

  it('does not default maxScore on PATCH: the previous value stays', async () => {
    const s = await setup();
    const path = await gradeRange(s, { minScore: 10, maxScore: null });
    expect((await expectStatus(learn.patch(path, { minScore: 12 }), 200)).body).not.toHaveProperty('maxScore');
  });

  it.each<[string, object, RegExp, object?]>([
    ['both bounds null in one request', { minScore: null, maxScore: null }, /cannot both be null/],
    [
      'a null maxScore while minScore is null',
      { maxScore: null },
      /cannot both be null/,
      { minScore: null, maxScore: 30 },
    ],
    ['a minScore above the kept maxScore', { minScore: 35 }, /minScore 35 cannot be greater than maxScore 30/],
    ['a maxScore below the kept minScore', { maxScore: 5 }, /minScore 10 cannot be greater than maxScore 5/],
    [
      'a maxScore above the possible score',
      { maxScore: 51 },
      /maxScore 51 of a GradeRange criterion must be at most 50/,
    ],
    ['a negative minScore', { minScore: -2 }, /minScore must be a number from 0 to 1000000000/],
    ['a string', { maxScore: '30' }, /maxScore must be a number/],
  ])(
    're-validates the resulting criterion: refuses %s (400) and keeps it as it was',
    async (_label, patch, message, initial = { minScore: 10, maxScore: 30 }) => {
      const s = await setup();
      const path = await gradeRange(s, initial);
      const before = (await expectStatus(learn.get(path), 200)).body;
      expectError(await learn.patch(path, patch), 400, message);
      expect((await expectStatus(learn.get(path), 200)).body).toEqual(before);
    },
  );

  it('moves to another column, re-checked against that column', async () => {
    const s = await setup();
    const path = await gradeRange(s, { minScore: 10, maxScore: 40 });
    const small = await s.fixtures.column(s.course, { scorePossible: 20 });
    expectError(
      await learn.patch(path, { gradeColumnId: small.apiId }),
      400,
      /maxScore 40 of a GradeRange criterion must be at most 20/,
    );
    const res = await expectStatus(learn.patch(path, { gradeColumnId: small.apiId, maxScore: 20 }), 200);
    expect(res.body).toMatchObject({ gradeColumnId: small.apiId, minScore: 10, maxScore: 20 });

    const own = await s.fixtures.column(s.course, { contentId: s.content.id });
    expectError(await learn.patch(path, { gradeColumnId: own.apiId }), 400, /which owns the rule/);
    expectError(await learn.patch(path, { gradeColumnId: '_999999_1' }), 404, /no such gradebook column/);
    expectError(await learn.patch(path, { gradeColumnId: 'x' }), 400, /gradeColumnId "x" is not a valid id/);
    expectError(await learn.patch(path, { gradeColumnId: null }), 400, /gradeColumnId must be a string/);
  });

  it('converts GradeRange into GradePercentage, keeping the fields, when they suit percentages', async () => {
    const s = await setup();
    const path = await gradeRange(s, { minScore: 10, maxScore: 40 });
    const res = await expectStatus(learn.patch(path, { type: 'GradePercentage' }), 200);
    expect(res.body).toEqual({
      type: 'GradePercentage',
      id: res.body.id,
      gradeColumnId: s.column.apiId,
      minScore: 10,
      maxScore: 40,
    });
    expect((await stored(res.body.id)).type).toBe('GradePercentage');
  });

  it('refuses a conversion whose kept fields do not suit the new type', async () => {
    const s = await setup();
    const big = await s.fixtures.column(s.course, { scorePossible: 200 });
    const created = await create(s, { type: 'GradeRange', gradeColumnId: big.apiId, minScore: 50, maxScore: 150 });
    const path = `${s.criteria}/${created.body.id}`;
    expectError(
      await learn.patch(path, { type: 'GradePercentage' }),
      400,
      /maxScore 150 of a GradePercentage criterion must be at most 100/,
    );
    expect((await stored(created.body.id)).type).toBe('GradeRange');
    // the same request with fields that suit: accepted
    const res = await expectStatus(learn.patch(path, { type: 'GradePercentage', maxScore: 75 }), 200);
    expect(res.body).toMatchObject({ type: 'GradePercentage', minScore: 50, maxScore: 75 });
  });

  it('converts GradePercentage into GradeRange, checked against the possible score', async () => {
    const s = await setup();
    const created = await create(s, { type: 'GradePercentage', gradeColumnId: s.column.apiId, minScore: 40 });
    const path = `${s.criteria}/${created.body.id}`;
    expectError(
      await learn.patch(path, { type: 'GradeRange' }),
      400,
      /maxScore 100 of a GradeRange criterion must be at most 50/,
    );
    const res = await expectStatus(learn.patch(path, { type: 'GradeRange', maxScore: null }), 200);
    expect(res.body).toEqual({ type: 'GradeRange', id: created.body.id, gradeColumnId: s.column.apiId, minScore: 40 });
  });

  it.each(['DateRange', 'Memberships', 'ContentComplete'])(
    'refuses changing a GradeRange into %s (400)',
    async (type) => {
      const s = await setup();
      const path = await gradeRange(s, { minScore: 1 });
      expectError(
        await learn.patch(path, { type }),
        400,
        /^type of GradeRange criterion _\d+_1 cannot become \w+: only GradeRange and GradePercentage convert into each other$/,
      );
    },
  );

  it('refuses an unknown or null type (400 naming the field)', async () => {
    const s = await setup();
    const path = await gradeRange(s, { minScore: 1 });
    expectError(await learn.patch(path, { type: 'Percent' }), 400, /^type must be one of GradeRange, GradePercentage/);
    expectError(await learn.patch(path, { type: null }), 400, /^type must be one of/);
  });
});

describe('per-type entitlements of the grade criteria', () => {
  const ROUTE = [
    'course.adaptiverelease.CREATE',
    'course.content.availability.MODIFY',
    'course.adaptiverelease.MODIFY',
    'course.adaptiverelease.DELETE',
    'system.course.MODIFY',
  ];

  it('needs course.adaptiverelease.performance.CREATE to create, .MODIFY to update and convert, .DELETE to delete', async () => {
    const s = await setup();
    const plain = await learnClient(t, ROUTE);
    const body = { type: 'GradePercentage', gradeColumnId: s.column.apiId, minScore: 1 };
    expectError(
      await plain.post(s.criteria, body),
      403,
      `Application ${plain.key} is not entitled: missing entitlement course.adaptiverelease.performance.CREATE`,
    );
    const created = await create(s, body);
    const path = `${s.criteria}/${created.body.id}`;
    expectError(
      await plain.patch(path, { minScore: 2 }),
      403,
      /missing entitlement course.adaptiverelease.performance.MODIFY$/,
    );
    expectError(
      await plain.patch(path, { type: 'GradeRange' }),
      403,
      /missing entitlement course.adaptiverelease.performance.MODIFY$/,
    );
    expectError(await plain.delete(path), 403, /missing entitlement course.adaptiverelease.performance.DELETE$/);

    const performer = await learnClient(t, [
      ...ROUTE,
      'course.adaptiverelease.performance.CREATE',
      'course.adaptiverelease.performance.MODIFY',
      'course.adaptiverelease.performance.DELETE',
    ]);
    await expectStatus(performer.post(s.criteria, body), 201);
    await expectStatus(performer.patch(path, { type: 'GradeRange', maxScore: 50 }), 200);
    await expectStatus(performer.delete(path), 204);
    // the performance entitlements do not cover dates
    expectError(
      await performer.post(s.criteria, { type: 'DateRange', startDate: '2021-01-01T00:00:00Z' }),
      403,
      /missing entitlement course.adaptiverelease.dates.CREATE$/,
    );
  });
});
