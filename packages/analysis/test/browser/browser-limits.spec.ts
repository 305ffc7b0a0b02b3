import { describe, expect, it } from '@jest/globals';
import { DEFAULT_BROWSER_LIMITS, documentCeilingMs } from '../../src/browser/browser-limits.js';

const MB = 1024 ** 2;

describe('the ceiling for a stuck browser', () => {
  it('grows with the markup, 30 s for each whole MB, so that a long page on a busy machine is not taken for stuck', () => {
    expect(documentCeilingMs(DEFAULT_BROWSER_LIMITS, 50_000)).toBe(90_000);
    expect(documentCeilingMs(DEFAULT_BROWSER_LIMITS, 10 * MB)).toBe(390_000);
  });

  it('stops at its maximum', () => {
    expect(documentCeilingMs(DEFAULT_BROWSER_LIMITS, 100 * MB)).toBe(15 * 60_000);
  });
});
