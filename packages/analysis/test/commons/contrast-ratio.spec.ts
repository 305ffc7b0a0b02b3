import { describe, expect, it } from '@jest/globals';
import {
  contrastRatio,
  isLargeText,
  relativeLuminance,
  requiredContrast,
} from '../../src/commons/colour/contrast-ratio.js';

const grey = (v: number) => ({ r: v, g: v, b: v });
const WHITE = grey(255);
const BLACK = grey(0);

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
  });

  it('weights green most and blue least', () => {
    expect(relativeLuminance({ r: 0, g: 255, b: 0 })).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance({ r: 255, g: 0, b: 0 })).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance({ r: 0, g: 0, b: 255 })).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio(grey(120), grey(120))).toBe(1);
  });

  it('matches the published figures for greys on white (#767676 4.54:1, #777777 4.48:1)', () => {
    expect(contrastRatio(grey(0x76), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(grey(0x77), WHITE)).toBeCloseTo(4.48, 2);
  });

  it('is not rounded: a pair at 4.4988:1 stays below 4.5', () => {
    const ratio = contrastRatio({ r: 106, g: 122, b: 120 }, WHITE);
    expect(ratio).toBeGreaterThan(4.49);
    expect(ratio).toBeLessThan(4.5);
  });
});

describe('isLargeText / requiredContrast', () => {
  it.each([
    [18, false, true],
    [17.9999, false, true],
    [17.5, false, false],
    [14, true, true],
    [14, false, false],
    [13.5, true, false],
    [24, false, true],
  ])('%p pt, bold %p: large %p', (size, bold, large) => {
    expect(isLargeText(size, bold)).toBe(large);
    expect(requiredContrast(size, bold)).toBe(large ? 3 : 4.5);
  });
});
