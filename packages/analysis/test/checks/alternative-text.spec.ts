import { describe, expect, it } from '@jest/globals';
import { evaluateAlternativeText, isRealAlternativeText } from '../../src/checks/alternative-text.js';
import { at, documentModel, figure } from '../support/model-builder.js';

describe('AlternativeText', () => {
  it('passes figures that are described', () => {
    expect(evaluateAlternativeText(documentModel({ figures: [figure('A bar chart of sales by month')] }))).toEqual({
      score: 1,
      failures: [],
    });
  });

  it('scores the share of described figures and points at the others', () => {
    const figures = [
      figure('The school building in spring', { location: at(0) }),
      figure(null, { location: at(1) }),
      figure('image1.png', { location: at(2) }),
      figure('Students in the library', { location: at(3) }),
    ];
    expect(evaluateAlternativeText(documentModel({ figures }))).toEqual({ score: 0.5, failures: [at(1), at(2)] });
  });

  it('leaves decorative figures out, and does not apply when only those remain', () => {
    const figures = [figure(null, { decorative: true }), figure('A map of the campus')];
    expect(evaluateAlternativeText(documentModel({ figures }))?.score).toBe(1);
    expect(evaluateAlternativeText(documentModel({ figures: [figure(null, { decorative: true })] }))).toBeNull();
    expect(evaluateAlternativeText(documentModel())).toBeNull();
  });

  it.each([
    null,
    '',
    '  ',
    'image1.png',
    'IMG_0042.JPG',
    'Picture 3',
    'Graphic 1',
    'Image1',
    'Grafik 2',
    'image',
    '123',
  ])('%p is no alternative text', (value) => {
    expect(isRealAlternativeText(value)).toBe(false);
  });

  it.each(['Logo of the university', 'Picture of a cat on a sofa', 'Figure showing growth from 2019 to 2024'])(
    '%p is',
    (value) => {
      expect(isRealAlternativeText(value)).toBe(true);
    },
  );
});
