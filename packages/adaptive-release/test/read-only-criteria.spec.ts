import { describe, expect, it } from '@jest/globals';
import {
  checkWritable,
  criterionType,
  presentCriterion,
  READ_ONLY_TYPE_NAMES,
  RuleViolation,
  valuesOnCreate,
  valuesOnPatch,
} from '../src/index.js';
import { context, courseFacts, criterionFacts, record } from './support.js';

const AT = new Date('2021-03-05T00:00:00.000Z');

/** Each read-only type with the one column it points at. */
const POINTED = {
  ContentComplete: { completedContentId: 11 },
  GradeCompleted: { gradeColumnId: 3 },
  ContentReviewed: { reviewedContentId: 11 },
} as const;

describe('ContentComplete, GradeCompleted and ContentReviewed (read-only)', () => {
  it('have no write, no conversion and entitlements of their own only for GradeCompleted', () => {
    for (const type of READ_ONLY_TYPE_NAMES) {
      const definition = criterionType(type);
      expect(definition.write).toBeUndefined();
      expect(definition.convertsTo).toEqual([]);
      expect(definition.immutable).toBeUndefined();
    }
    expect(Object.keys(POINTED)).toEqual(READ_ONLY_TYPE_NAMES);
    expect(criterionType('ContentComplete').entitlements).toEqual({});
    expect(criterionType('ContentReviewed').entitlements).toEqual({});
    expect(criterionType('GradeCompleted').entitlements).toEqual({
      MODIFY: [['course.gradebook-metadata.VIEW'], ['course.gradebook.MODIFY']],
    });
  });

  it('refuse to be created, naming the types that can be', async () => {
    for (const type of READ_ONLY_TYPE_NAMES) {
      const error = await valuesOnCreate(type, {}, context()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RuleViolation);
      expect(error).toMatchObject({
        kind: 'invalid',
        message: `type ${type} cannot be created through the public API: create GradeRange, GradePercentage, DateRange or Memberships criteria`,
      });
    }
  });

  it('refuse to be updated, into their own type or another, whatever the body', async () => {
    for (const [type, pointed] of Object.entries(POINTED)) {
      const stored = record(type, pointed);
      const message = `Criterion _7_1 is of the read-only type ${type} and cannot be updated through the public API`;
      expect(() => checkWritable(stored)).toThrow(message);
      await expect(valuesOnPatch(stored, type, {}, context())).rejects.toThrow(message);
      await expect(valuesOnPatch(stored, 'GradeRange', { gradeColumnId: '_3_1' }, context())).rejects.toThrow(message);
    }
    expect(() => checkWritable(record('DateRange'))).not.toThrow();
  });

  it('present the content or column they point at, and omit it when null', () => {
    expect(presentCriterion(record('ContentComplete', { completedContentId: 41 }))).toEqual({
      type: 'ContentComplete',
      id: '_7_1',
      contentId: '_41_1',
    });
    expect(presentCriterion(record('GradeCompleted', { gradeColumnId: 3 }))).toEqual({
      type: 'GradeCompleted',
      id: '_7_1',
      gradeColumnId: '_3_1',
    });
    expect(presentCriterion(record('ContentReviewed', { reviewedContentId: 42 }))).toEqual({
      type: 'ContentReviewed',
      id: '_7_1',
      reviewedContentId: '_42_1',
    });
    for (const type of READ_ONLY_TYPE_NAMES) {
      expect(presentCriterion(record(type))).toEqual({ type, id: '_7_1' });
    }
  });
});

describe('ContentComplete', () => {
  const evaluate = (completedContentId: number | null) =>
    criterionType('ContentComplete').evaluate(
      criterionFacts('ContentComplete', { completedContentId }),
      courseFacts({ reviewedContentIds: new Set([11]) }),
      AT,
    );

  it('is never met, completion not being tracked', () => {
    expect(evaluate(11)).toEqual({
      met: false,
      explanation: 'Content completion is not tracked by this service, so this criterion is never met',
      facts: { contentId: '_11_1' },
    });
    expect(evaluate(null)).toMatchObject({ met: false, facts: { contentId: null } });
  });
});

describe('GradeCompleted', () => {
  const grade = (score: number | null, text: string | null) => ({ score, text, exempt: false, status: 'Graded' });
  /** The user's grade, if any, is in column 3 ("Essay"). */
  const evaluate = (gradeColumnId: number | null, inColumn3?: ReturnType<typeof grade>) =>
    criterionType('GradeCompleted').evaluate(
      criterionFacts('GradeCompleted', { gradeColumnId }),
      courseFacts({ grades: new Map(inColumn3 ? [[3, inColumn3]] : []) }),
      AT,
    );

  it('is met by a grade of any value: a score, even 0, or a text', () => {
    expect(evaluate(3, grade(0, null))).toEqual({
      met: true,
      explanation: 'Graded in "Essay"',
      facts: { gradeColumnId: '_3_1', graded: true },
    });
    expect(evaluate(3, grade(null, 'Pass')).met).toBe(true);
  });

  it('is not met without a grade, with an empty one, or when the column is gone', () => {
    expect(evaluate(3)).toEqual({
      met: false,
      explanation: 'Not graded in "Essay" yet',
      facts: { gradeColumnId: '_3_1', graded: false },
    });
    expect(evaluate(3, grade(null, null)).met).toBe(false);
    expect(evaluate(9)).toMatchObject({ met: false, explanation: 'Not graded in "a deleted column" yet' });
    expect(evaluate(null)).toEqual({
      met: false,
      explanation: 'Not graded in "a deleted column" yet',
      facts: { gradeColumnId: null, graded: false },
    });
  });
});

describe('ContentReviewed', () => {
  const evaluate = (reviewedContentId: number | null) =>
    criterionType('ContentReviewed').evaluate(
      criterionFacts('ContentReviewed', { reviewedContentId }),
      courseFacts({ reviewedContentIds: new Set([11]) }),
      AT,
    );

  it('is met when the user has marked the content reviewed', () => {
    expect(evaluate(11)).toEqual({
      met: true,
      explanation: '"Quiz" is marked reviewed',
      facts: { reviewedContentId: '_11_1', reviewed: true },
    });
  });

  it('is not met otherwise, a deleted content included', () => {
    expect(evaluate(10)).toEqual({
      met: false,
      explanation: '"Week 1" is not marked reviewed',
      facts: { reviewedContentId: '_10_1', reviewed: false },
    });
    expect(evaluate(99).explanation).toBe('"a deleted content" is not marked reviewed');
    expect(evaluate(null)).toEqual({
      met: false,
      explanation: '"a deleted content" is not marked reviewed',
      facts: { reviewedContentId: null, reviewed: false },
    });
  });
});
