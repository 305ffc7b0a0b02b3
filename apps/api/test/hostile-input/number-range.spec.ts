import { describe, expect, it } from '@jest/globals';
import { atLeast, describeRange, INT4, isInRange } from '../../src/common/http/number-range.js';
import { POINTS } from '../../src/learn/common/points.js';

describe('isInRange', () => {
  it('holds an integer field to int4, both ends included', () => {
    expect([INT4.min, -1, 0, INT4.max].map((value) => isInRange(value, INT4))).toEqual([true, true, true, true]);
    expect([INT4.min - 1, INT4.max + 1, 1e20, 2 ** 53 + 1].map((value) => isInRange(value, INT4))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes whole numbers only where an integer is expected, and only numbers', () => {
    expect(isInRange(1.5, INT4)).toBe(false);
    expect(isInRange(1.5, POINTS)).toBe(true);
    expect(isInRange('5', INT4)).toBe(false);
    expect(isInRange(null, POINTS)).toBe(false);
  });

  it('refuses what is not finite (JSON 1e999 reads as Infinity) and what is below the minimum', () => {
    expect(isInRange(Infinity, { ...POINTS, max: Infinity })).toBe(false);
    expect(isInRange(0, atLeast(1))).toBe(false);
    expect(isInRange(-0.5, POINTS)).toBe(false);
  });
});

describe('describeRange', () => {
  it('says what is taken, as the 400 does', () => {
    expect(describeRange(atLeast(0))).toBe('an integer from 0 to 2147483647');
    expect(describeRange(POINTS)).toBe('a number from 0 to 1000000000');
  });
});
