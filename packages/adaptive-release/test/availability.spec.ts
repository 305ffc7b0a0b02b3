import { describe, expect, it } from '@jest/globals';
import { evaluate, type RuleFacts } from '../src/index.js';
import { courseFacts, criterionFacts } from './support.js';

const AT = new Date('2021-03-05T00:00:00.000Z');
const OPEN = criterionFacts('DateRange', { id: 1, startDate: new Date('2021-03-01T00:00:00Z') });
const CLOSED = criterionFacts('DateRange', { id: 2, endDate: new Date('2021-03-02T00:00:00Z') });
const rule = (id: number, ...criteria: RuleFacts['criteria']): RuleFacts => ({ id, title: `Rule ${id}`, criteria });

describe('availability', () => {
  it('is available when no rule applies', () => {
    expect(evaluate(11, courseFacts(), AT)).toEqual({
      contentId: '_11_1',
      available: true,
      summary: 'Available: no release rule applies',
      reasons: [],
    });
  });

  it('needs every criterion of the rule (AND)', () => {
    const met = evaluate(11, courseFacts({ rules: new Map([[11, rule(5, OPEN)]]) }), AT);
    expect(met).toMatchObject({ available: true, summary: 'Available: all 1 criteria of rule "Rule 5" are met' });
    const unmet = evaluate(11, courseFacts({ rules: new Map([[11, rule(5, OPEN, CLOSED)]]) }), AT);
    expect(unmet.available).toBe(false);
    expect(unmet.summary).toBe('Not available: 1 of 2 criteria of rule "Rule 5" not met');
    expect(unmet.reasons.map((reason) => [reason.criterionId, reason.met])).toEqual([
      ['_1_1', true],
      ['_2_1', false],
    ]);
  });

  it('hides a content marked unavailable', () => {
    const facts = courseFacts();
    facts.contents.set(11, { ...facts.contents.get(11)!, available: 'No' });
    expect(evaluate(11, facts, AT)).toMatchObject({
      available: false,
      summary: 'Not available: hidden from students',
      reasons: [{ type: 'ContentAvailability', met: false }],
    });
  });

  it('inherits the failing reasons of an unavailable folder', () => {
    const result = evaluate(11, courseFacts({ rules: new Map([[10, rule(6, CLOSED)]]) }), AT);
    expect(result.available).toBe(false);
    expect(result.summary).toBe('Not available: inside folder _10_1, which is not available');
    expect(result.reasons).toEqual([expect.objectContaining({ contentId: '_10_1', ruleId: '_6_1', met: false })]);
  });

  it('shows everything to instructor-type roles', () => {
    const facts = courseFacts({ courseRoleId: 'TeachingAssistant', rules: new Map([[11, rule(5, CLOSED)]]) });
    expect(evaluate(11, facts, AT)).toMatchObject({
      available: true,
      reasons: [{ type: 'CourseRole', met: true, facts: { courseRoleId: 'TeachingAssistant' } }],
    });
  });

  it('shares folder verdicts through the memo', () => {
    const memo = new Map();
    const facts = courseFacts({ rules: new Map([[10, rule(6, CLOSED)]]) });
    const folder = evaluate(10, facts, AT, memo);
    expect(memo.get(10)).toBe(folder);
    expect(evaluate(10, facts, AT, memo)).toBe(folder);
  });
});
