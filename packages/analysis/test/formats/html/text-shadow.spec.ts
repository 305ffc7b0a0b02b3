import { describe, expect, it } from '@jest/globals';
import { contrastRatio } from '../../../src/commons/colour/contrast-ratio.js';
import { ColourHistogram } from '../../../src/formats/html/rendered/colour-histogram.js';
import { judgeBackground } from '../../../src/formats/html/rendered/judge-contrast.js';
import { parseTextShadow, shadowBackground } from '../../../src/formats/html/rendered/text-shadow.js';
import type { Rgb } from '../../../src/model/document-model.js';

const grey = (v: number): Rgb => ({ r: v, g: v, b: v });
const WHITE = grey(255);
const BLACK = grey(0);
/** As Chromium serialises a computed text-shadow. */
const shadowOf = (computed: string, fontSizePx = 16) => shadowBackground(parseTextShadow(computed), fontSizePx);
const judge = (text: Rgb, behind: Rgb, computed: string, required = 4.5) =>
  judgeBackground(text, 1, ColourHistogram.of([behind.r, behind.g, behind.b]), shadowOf(computed), required);
const ratioOf = (judged: ReturnType<typeof judge>) =>
  judged && 'colour' in judged ? contrastRatio(judged.colour, judged.background) : null;

describe('text-shadow: what the glyphs are read against', () => {
  it('a white 3 px halo around 16 px text is the background (black on #666: 3.7:1 without it)', () => {
    expect(shadowOf('rgb(255, 255, 255) 0px 0px 3px')).toEqual({ kind: 'halo', colour: WHITE, alpha: 1 });
    expect(contrastRatio(BLACK, grey(0x66))).toBeLessThan(4.5);
    expect(judge(BLACK, grey(0x66), 'rgb(255, 255, 255) 0px 0px 3px')).toEqual({ colour: BLACK, background: WHITE });
  });

  it('grey blurred shadows around grey text are its background: #767676 passes on white, fails on the halo', () => {
    expect(contrastRatio(grey(0x76), WHITE)).toBeGreaterThanOrEqual(4.5);
    const judged = judge(grey(0x76), WHITE, 'rgb(153, 153, 153) 0px 0px 4px, rgb(153, 153, 153) 0px 0px 4px');
    expect(judged).toEqual({ colour: grey(0x76), background: grey(0x99) });
    expect(ratioOf(judged)).toBeLessThan(4.5);
  });

  it('four sharp offset shadows, or two diagonal ones, outline the glyphs', () => {
    const four =
      'rgb(0, 0, 0) 1px 0px 0px, rgb(0, 0, 0) -1px 0px 0px, rgb(0, 0, 0) 0px 1px 0px, rgb(0, 0, 0) 0px -1px 0px';
    expect(shadowOf(four).kind).toBe('halo');
    expect(shadowOf('rgb(0, 0, 0) -1px -1px 0px, rgb(0, 0, 0) 1px 1px 0px').kind).toBe('halo');
    // One side only: a copy set off, which outlines nothing.
    expect(shadowOf('rgb(0, 0, 0) 1px 1px 0px').kind).toBe('none');
  });

  it('is no halo when spread wider than a quarter of the font size, or translucent: a veil', () => {
    expect(shadowOf('rgb(255, 255, 255) 0px 0px 6px').kind).toBe('veil');
    expect(shadowOf('rgb(255, 255, 255) 0px 0px 6px', 24).kind).toBe('halo');
    expect(shadowOf('rgba(0, 0, 0, 0.5) 0px 0px 3px').kind).toBe('veil');
  });

  it('ignores a shadow hidden under the glyphs, a copy set beside them, and a transparent one', () => {
    expect(shadowOf('none').kind).toBe('none');
    expect(shadowOf('rgb(255, 255, 255) 0px 0px 0px').kind).toBe('none');
    expect(shadowOf('rgb(204, 204, 204) 3px 3px 0px').kind).toBe('none');
    expect(shadowOf('rgb(204, 204, 204) 4px 4px 2px').kind).toBe('none');
    expect(shadowOf('rgba(0, 0, 0, 0) 0px 0px 3px').kind).toBe('none');
  });

  it('under a veil, judges only where the text passes or fails both with and without it', () => {
    // Dark text: passes on white and under a soft shadow.
    expect(ratioOf(judge(grey(0x22), WHITE, 'rgba(0, 0, 0, 0.3) 1px 1px 3px'))).toBeGreaterThan(4.5);
    // White text on white: fails both ways.
    expect(ratioOf(judge(WHITE, WHITE, 'rgba(0, 0, 0, 0.5) 2px 2px 4px'))).toBeLessThan(4.5);
    // #767676 passes on white (4.54:1) and fails under a half-black veil: no verdict.
    expect(judge(grey(0x76), WHITE, 'rgba(0, 0, 0, 0.5) 0px 0px 3px')).toEqual({ unsure: true });
  });
});
