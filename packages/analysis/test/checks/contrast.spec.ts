import { describe, expect, it } from '@jest/globals';
import { evaluateContrast } from '../../src/checks/contrast.js';
import type { Rgb } from '../../src/model/document-model.js';
import { documentModel, page, run } from '../support/model-builder.js';

const grey = (v: number): Rgb => ({ r: v, g: v, b: v });
// 4.4988:1 on white: rounds to 4.50 but is below it.
const JUST_BELOW = { r: 106, g: 122, b: 120 };
// 3.03:1 on white: enough for large text only.
const LIGHT_GREY = grey(0x94);

const contrastOf = (...runs: ReturnType<typeof run>[]) => evaluateContrast(documentModel({ pages: [page(runs)] }));

describe('Contrast', () => {
  it('passes black on white', () => {
    expect(contrastOf(run('Readable'))).toEqual({ score: 1, failures: [] });
  });

  it('fails 4.49:1 for normal text: ratios are not rounded', () => {
    const failing = run('Almost', { colour: JUST_BELOW });
    expect(contrastOf(failing)).toEqual({
      score: 0,
      // The message names the colours judged and the ratio, cut so that it never reads as passing.
      failures: [{ areas: [{ page: 0, box: failing.box }], message: 'Text #6a7a78 on #ffffff: 4.49:1, needs 4.5:1' }],
    });
    expect(contrastOf(run('Passes', { colour: grey(0x76) }))?.score).toBe(1);
  });

  it('asks 3:1 of large text: 18 pt, or 14 pt bold', () => {
    expect(contrastOf(run('Large', { colour: LIGHT_GREY, fontSize: 18 }))?.score).toBe(1);
    expect(contrastOf(run('Bold', { colour: LIGHT_GREY, fontSize: 14, bold: true }))?.score).toBe(1);
    expect(contrastOf(run('Regular', { colour: LIGHT_GREY, fontSize: 14 }))?.score).toBe(0);
    expect(contrastOf(run('Small bold', { colour: LIGHT_GREY, fontSize: 13, bold: true }))?.score).toBe(0);
  });

  it('scores by characters, white space aside', () => {
    // 6 passing characters, 2 failing.
    expect(contrastOf(run('ab cd ef'), run(' g h ', { colour: grey(0xcc) }))?.score).toBe(0.75);
  });

  it('ignores artifacts, invisible text and runs of unknown colour or background', () => {
    const ignored = [
      run('Header', { colour: grey(0xee), artifact: true }),
      run('OCR layer', { colour: grey(0xee), invisible: true }),
      run('No colour', { colour: null }),
      run('No background', { colour: grey(0xee), background: null }),
    ];
    expect(contrastOf(run('Body'), ...ignored)).toEqual({ score: 1, failures: [] });
  });

  it('does not apply when no run can be judged', () => {
    expect(contrastOf(run('Unknown', { background: null }), run('   '))).toBeNull();
    expect(contrastOf()).toBeNull();
  });
});
