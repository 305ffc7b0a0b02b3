import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from '../../src/commons/language/detect-language.js';
import { languageFamily, sameLanguage } from '../../src/commons/language/language-family.js';
import { ENGLISH, FRENCH, GERMAN, SHORT_ENGLISH } from '../checks/sample-texts.js';

describe('detectLanguage', () => {
  it.each([
    [ENGLISH, 'en'],
    [FRENCH, 'fr'],
    [GERMAN, 'de'],
  ])('reports franc-min languages by their ISO 639-1 code', (text, language) => {
    expect(detectLanguage(text)?.language).toBe(language);
  });

  it('gives the best guess likelihood 1 and the others less', () => {
    const detection = detectLanguage(FRENCH)!;
    expect(detection.likelihoods.get('fr')).toBe(1);
    expect(detection.likelihoods.get('en')).toBeLessThan(1);
  });

  it('does not guess from fewer than 100 letters', () => {
    expect(detectLanguage(SHORT_ENGLISH)).toBeNull();
    expect(detectLanguage('1234 5678 — 90 %'.repeat(20))).toBeNull();
  });

  it('reads long text in chunks and goes by the majority', () => {
    const text = `${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${FRENCH}`;
    expect(text.length).toBeGreaterThan(2048);
    expect(detectLanguage(text)?.language).toBe('en');
  });

  it('reports Mandarin as zh', () => {
    const chinese = '无障碍是指残障人士能够感知、理解、浏览文件并与之互动。结构良好的文件有描述各节的标题。'.repeat(4);
    expect(detectLanguage(chinese)?.language).toBe('zh');
  });
});

describe('sameLanguage', () => {
  it.each([
    ['zh', 'yue', true],
    ['no', 'nb', true],
    ['nb', 'nn', true],
    ['ms', 'zlm', true],
    ['ms', 'id', true],
    ['hr', 'sr', true],
    ['tl', 'fil', true],
    ['ku', 'ckb', true],
    ['en', 'fr', false],
    ['es', 'it', false],
  ])('%p and %p: %p', (a, b, same) => {
    expect(sameLanguage(a, b)).toBe(same);
  });

  it('maps an individual language to its macrolanguage', () => {
    expect(languageFamily('NB')).toBe('no');
    expect(languageFamily('en')).toBe('en');
  });
});
