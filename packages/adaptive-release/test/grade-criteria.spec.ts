import { describe, expect, it } from '@jest/globals';
import { criterionType, presentCriterion, valuesOnCreate, valuesOnPatch } from '../src/index.js';
import { context, courseFacts, criterionFacts, record } from './support.js';

describe('GradeRange and GradePercentage', () => {
  it('requires a column of the course that is not the rule content’s own, and scored', async () => {
    await expect(valuesOnCreate('GradeRange', {}, context())).rejects.toThrow(
      'gradeColumnId is required for a GradeRange criterion',
    );
    await expect(valuesOnCreate('GradeRange', { gradeColumnId: '_99_1' }, context())).rejects.toThrow(
      'gradeColumnId _99_1: no such gradebook column in course _1_1',
    );
    await expect(valuesOnCreate('GradePercentage', { gradeColumnId: '_4_1' }, context())).rejects.toThrow(
      'gradeColumnId _4_1 is the column of content _10_1, which owns the rule',
    );
    await expect(valuesOnCreate('GradeRange', { gradeColumnId: '_6_1' }, context())).rejects.toThrow(
      'gradeColumnId _6_1 names a gradebook column without a possible score',
    );
  });

  it('defaults maxScore to the possible score (GradeRange) or 100 (GradePercentage), minScore to null', async () => {
    expect(await valuesOnCreate('GradeRange', { gradeColumnId: '_3_1' }, context())).toEqual({
      type: 'GradeRange',
      gradeColumnId: 3,
      minScore: null,
      maxScore: 50,
    });
    expect(await valuesOnCreate('GradePercentage', { gradeColumnId: '_3_1', minScore: 60 }, context())).toEqual({
      type: 'GradePercentage',
      gradeColumnId: 3,
      minScore: 60,
      maxScore: 100,
    });
  });

  it('holds the bounds to the scale', async () => {
    const create = (type: string, bounds: { minScore?: number | null; maxScore?: number | null }) =>
      valuesOnCreate(type, { gradeColumnId: '_3_1', ...bounds }, context());
    await expect(create('GradeRange', { minScore: null, maxScore: null })).rejects.toThrow(
      'minScore and maxScore cannot both be null: a GradeRange criterion needs at least one bound',
    );
    await expect(create('GradeRange', { minScore: -1 })).rejects.toThrow('minScore -1 cannot be negative');
    await expect(create('GradeRange', { maxScore: 51 })).rejects.toThrow(
      'maxScore 51 of a GradeRange criterion must be at most 50, the possible score of gradebook column _3_1',
    );
    await expect(create('GradePercentage', { minScore: 101, maxScore: null })).rejects.toThrow(
      'minScore 101 of a GradePercentage criterion must be at most 100 (a percentage from 0 to 100)',
    );
    await expect(create('GradeRange', { minScore: 40, maxScore: 30 })).rejects.toThrow(
      'minScore 40 cannot be greater than maxScore 30',
    );
    // Extra credit: a GradeRange minScore above the possible score, with no upper bound.
    await expect(create('GradeRange', { minScore: 60, maxScore: null })).resolves.toMatchObject({ minScore: 60 });
  });

  it('on PATCH keeps omitted fields, clears explicit nulls and checks the result for the new type', async () => {
    const previous = record('GradeRange', { gradeColumnId: 3, minScore: 10, maxScore: 50 });
    expect(await valuesOnPatch(previous, 'GradeRange', { maxScore: null }, context())).toEqual({
      type: 'GradeRange',
      gradeColumnId: 3,
      minScore: 10,
      maxScore: null,
    });
    const points = record('GradeRange', { gradeColumnId: 3, minScore: 10, maxScore: 150 });
    await expect(valuesOnPatch(points, 'GradePercentage', {}, context())).rejects.toThrow(
      'maxScore 150 of a GradePercentage criterion must be at most 100',
    );
  });

  it('presents the column and the bounds that are not null', () => {
    expect(presentCriterion(record('GradePercentage', { gradeColumnId: 3, maxScore: 80 }))).toEqual({
      type: 'GradePercentage',
      id: '_7_1',
      gradeColumnId: '_3_1',
      maxScore: 80,
    });
  });

  it('judges the score in points or as a percentage; no grade or an exemption is not met', () => {
    const criterion = criterionFacts('GradeRange', { gradeColumnId: 3, minScore: 30, maxScore: null });
    const graded = (score: number | null, exempt = false) =>
      courseFacts({ grades: new Map([[3, { score, text: null, exempt, status: 'Graded' }]]) });
    const range = criterionType('GradeRange');
    expect(range.evaluate(criterion, graded(35), new Date()).met).toBe(true);
    expect(range.evaluate(criterion, graded(29), new Date()).explanation).toBe(
      'Score 29 in "Essay" is outside the required range 30 or more',
    );
    expect(range.evaluate(criterion, graded(null), new Date()).explanation).toBe('No grade in "Essay" yet');
    expect(range.evaluate(criterion, graded(40, true), new Date()).met).toBe(false);

    const percentage = criterionType('GradePercentage');
    const sixty = criterionFacts('GradePercentage', { gradeColumnId: 3, minScore: 60, maxScore: 100 });
    const verdict = percentage.evaluate(sixty, graded(31), new Date());
    expect(verdict).toMatchObject({ met: true, facts: { percentage: 62, score: 31 } });
    expect(percentage.evaluate(sixty, graded(29), new Date()).explanation).toBe(
      '58% in "Essay" is outside the required 60%–100%',
    );
  });

  it('is not met when the column is gone', () => {
    const criterion = criterionFacts('GradeRange', { gradeColumnId: 9, minScore: 1 });
    expect(criterionType('GradeRange').evaluate(criterion, courseFacts(), new Date())).toEqual({
      met: false,
      explanation: 'The grade column of this criterion no longer exists',
      facts: { gradeColumnId: '_9_1', minScore: 1, maxScore: null },
    });
  });
});
