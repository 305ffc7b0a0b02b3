import { describe, expect, it } from '@jest/globals';
import { blend, parseColour } from '../../../src/formats/html/styles/colour.js';

describe('parseColour', () => {
  it.each([
    ['#abc', { r: 0xaa, g: 0xbb, b: 0xcc, a: 1 }],
    ['#abcd', { r: 0xaa, g: 0xbb, b: 0xcc, a: 0xdd / 255 }],
    ['#A1B2C3', { r: 0xa1, g: 0xb2, b: 0xc3, a: 1 }],
    ['#a1b2c380', { r: 0xa1, g: 0xb2, b: 0xc3, a: 0x80 / 255 }],
    ['rgb(1, 2, 3)', { r: 1, g: 2, b: 3, a: 1 }],
    ['rgba(1,2,3,0.5)', { r: 1, g: 2, b: 3, a: 0.5 }],
    ['rgb(1 2 3 / 50%)', { r: 1, g: 2, b: 3, a: 0.5 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128, a: 1 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120deg 100% 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(240, 100%, 50%, 0.2)', { r: 0, g: 0, b: 255, a: 0.2 }],
    ['hsl(0.5turn 0% 100%)', { r: 255, g: 255, b: 255, a: 1 }],
    ['RebeccaPurple', { r: 0x66, g: 0x33, b: 0x99, a: 1 }],
    ['lightgoldenrodyellow', { r: 0xfa, g: 0xfa, b: 0xd2, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
    ['currentColor', 'currentcolor'],
  ])('%s', (value, expected) => expect(parseColour(value)).toEqual(expected));

  it.each(['#ab', '#abcde', 'rgb(1, 2)', 'lab(50% 40 59)', 'var(--x)', 'notacolour', ''])('rejects %s', (value) =>
    expect(parseColour(value)).toBeNull(),
  );

  it('blends over an opaque colour', () => {
    expect(blend({ r: 255, g: 0, b: 0, a: 0.5 }, { r: 0, g: 0, b: 255 })).toEqual({ r: 128, g: 0, b: 128 });
  });
});
