import { describe, expect, it } from '@jest/globals';
import { visibilityOf } from '../src/scoring/visibility.js';

describe('visibilityOf', () => {
  it.each([
    [0, 'low'],
    [0.33, 'low'],
    [0.339, 'low'],
    [0.34, 'medium'],
    [0.66, 'medium'],
    [0.67, 'high'],
    [0.29, 'low'],
    [0.999, 'high'],
    [1, 'perfect'],
  ] as const)('puts %p in the %s band', (score, band) => {
    expect(visibilityOf(score)).toBe(band);
  });

  it.each([-0.1, 1.01, Number.NaN])('refuses %p, which is not a score', (score) => {
    expect(() => visibilityOf(score)).toThrow(RangeError);
  });
});
