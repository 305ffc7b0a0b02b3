import { describe, expect, it } from '@jest/globals';
import {
  checkIsMemberships,
  checkMemberEnrolment,
  checkMemberGroup,
  criterionType,
  INSTRUCTOR_ROLES,
  valuesOnCreate,
} from '../src/index.js';
import { context, courseFacts, criterionFacts, record } from './support.js';

describe('Memberships', () => {
  it('allows one per rule', async () => {
    expect(await valuesOnCreate('Memberships', {}, context())).toEqual({ type: 'Memberships' });
    const error = await valuesOnCreate(
      'Memberships',
      {},
      context({ memberships: record('Memberships', { id: 8 }) }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'Rule _5_1 already has a Memberships criterion (_8_1): a rule holds at most one',
    });
  });

  it('takes users enrolled as neither Guest nor an instructor-type role, and groups that are not sets', () => {
    expect(() => checkMemberEnrolment(2, 1, 'Student')).not.toThrow();
    expect(() => checkMemberEnrolment(2, 1, undefined)).toThrow('User _2_1 is not enrolled in the course _1_1');
    expect(() => checkMemberEnrolment(2, 1, 'Guest')).toThrow(/as Guest: guests cannot be members/);
    for (const role of INSTRUCTOR_ROLES) {
      expect(() => checkMemberEnrolment(2, 1, role)).toThrow(`with the instructor role ${role}`);
    }
    expect(() => checkMemberGroup({ id: 4, isGroupSet: true })).toThrow('Group _4_1 is a group set');
    expect(() => checkMemberGroup({ id: 4, isGroupSet: false })).not.toThrow();
    expect(() => checkIsMemberships(record('DateRange'))).toThrow(
      'Criterion _7_1 is of type DateRange: users and groups belong to a Memberships criterion',
    );
  });

  it('is met by a listed user or a member of a listed group', () => {
    const evaluate = (fields: { memberUserIds?: number[]; memberGroupIds?: number[] }, groupIds: number[] = []) =>
      criterionType('Memberships').evaluate(
        criterionFacts('Memberships', fields),
        courseFacts({ groupIds: new Set(groupIds) }),
        new Date(),
      );
    expect(evaluate({ memberUserIds: [2] }).explanation).toBe('The user is listed in the rule');
    expect(evaluate({ memberGroupIds: [4, 5] }, [4, 5]).explanation).toBe(
      'The user belongs to the listed groups _4_1, _5_1',
    );
    expect(evaluate({ memberUserIds: [3], memberGroupIds: [4] }, [6])).toMatchObject({
      met: false,
      explanation: 'The user is neither listed nor in a listed group',
    });
  });
});
