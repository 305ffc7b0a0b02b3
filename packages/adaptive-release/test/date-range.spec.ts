import { describe, expect, it } from '@jest/globals';
import { criterionType, presentCriterion, valuesOnCreate, valuesOnPatch } from '../src/index.js';
import { context, courseFacts, criterionFacts, record } from './support.js';

const MARCH_1 = new Date('2021-03-01T08:00:00.000Z');
const MARCH_12 = new Date('2021-03-12T22:00:00.000Z');

describe('DateRange', () => {
  it('creates with omitted dates null, but never both', async () => {
    expect(await valuesOnCreate('DateRange', { endDate: MARCH_12 }, context())).toEqual({
      type: 'DateRange',
      startDate: null,
      endDate: MARCH_12,
    });
    await expect(valuesOnCreate('DateRange', {}, context())).rejects.toThrow(
      'startDate and endDate cannot both be null: a DateRange criterion needs at least one date',
    );
  });

  it('wants startDate before endDate and both before the due date of the rule’s content', async () => {
    await expect(valuesOnCreate('DateRange', { startDate: MARCH_12, endDate: MARCH_1 }, context())).rejects.toThrow(
      'startDate 2021-03-12T22:00:00.000Z must be before endDate 2021-03-01T08:00:00.000Z',
    );
    await expect(valuesOnCreate('DateRange', { startDate: MARCH_12 }, context({ dueDate: MARCH_1 }))).rejects.toThrow(
      'startDate 2021-03-12T22:00:00.000Z must be before the due date 2021-03-01T08:00:00.000Z of content _10_1',
    );
  });

  it('on PATCH keeps an omitted date and clears a null one', async () => {
    const previous = record('DateRange', { startDate: MARCH_1, endDate: MARCH_12 });
    expect(await valuesOnPatch(previous, 'DateRange', { startDate: null }, context())).toEqual({
      type: 'DateRange',
      startDate: null,
      endDate: MARCH_12,
    });
  });

  it('presents the dates that are not null', () => {
    expect(presentCriterion(record('DateRange', { startDate: MARCH_1 }))).toEqual({
      type: 'DateRange',
      id: '_7_1',
      startDate: '2021-03-01T08:00:00.000Z',
    });
  });

  it('is met from startDate inclusive to endDate exclusive', () => {
    const evaluate = (at: Date) =>
      criterionType('DateRange').evaluate(
        criterionFacts('DateRange', { startDate: MARCH_1, endDate: MARCH_12 }),
        courseFacts(),
        at,
      );
    expect(evaluate(MARCH_1).met).toBe(true);
    expect(evaluate(new Date(MARCH_1.getTime() - 1)).explanation).toBe(
      'Not yet: available from 2021-03-01T08:00:00.000Z',
    );
    expect(evaluate(MARCH_12).explanation).toBe('No longer: available until 2021-03-12T22:00:00.000Z');
    expect(evaluate(new Date('2021-03-05T00:00:00Z')).explanation).toBe(
      'Within the window from 2021-03-01T08:00:00.000Z until 2021-03-12T22:00:00.000Z',
    );
  });
});
