import { describe, expect, it } from '@jest/globals';
import { detectLanguage, isDetectable, MIN_LETTERS_TO_DETECT } from '../../src/commons/language/detect-language.js';
import { languageFamily, sameLanguage } from '../../src/commons/language/language-family.js';
import { isNearTie, NEAR_TIE_CERTAINTY } from '../../src/commons/language/near-tie.js';
import { letterCount } from '../../src/commons/text.js';
import { ENGLISH, FRENCH, PORTUGUESE_READ_AS_GALICIAN, SENTENCES, SHORT_ENGLISH } from '../checks/sample-texts.js';

describe('detectLanguage', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['da', 'da'],
    ['fi', 'fi'],
    ['pl', 'pl'],
    ['cy', 'cy'],
    ['ru', 'ru'],
    ['el', 'el'],
    ['he', 'he'],
    ['ar', 'ar'],
  ] as const)('names the language of one %s sentence, as a BCP 47 subtag', (sentence, language) => {
    expect(detectLanguage(SENTENCES[sentence])).toEqual({ language, certainty: expect.any(Number) });
  });

  it('reports Bokmål and Nynorsk as Norwegian, the macrolanguage both belong to', () => {
    expect(detectLanguage(SENTENCES.nb)?.language).toBe('no');
    expect(detectLanguage(SENTENCES.nn)?.language).toBe('no');
  });

  it('names a language of a close group, which LanguageCorrect counts as one', () => {
    expect(sameLanguage(detectLanguage(SENTENCES.hr)!.language, 'hr')).toBe(true);
    expect(sameLanguage(detectLanguage(SENTENCES.id)!.language, 'id')).toBe(true);
  });

  it('is sure of a clear text, and less sure between close languages', () => {
    expect(detectLanguage(ENGLISH)!.certainty).toBeGreaterThan(0.99);
    expect(detectLanguage(PORTUGUESE_READ_AS_GALICIAN)).toEqual({
      language: 'gl',
      certainty: expect.closeTo(0.76, 1),
    });
  });

  it('does not guess from fewer than 40 letters', () => {
    expect(letterCount(SHORT_ENGLISH)).toBeLessThan(MIN_LETTERS_TO_DETECT);
    expect(detectLanguage(SHORT_ENGLISH)).toBeNull();
    expect(detectLanguage('1234 5678 — 90 %'.repeat(20))).toBeNull();
    expect(detectLanguage('Please hand in the essay before Friday, dear all.')).toBeNull(); // 39 letters
    expect(detectLanguage('Please hand in the essay before Friday, dear team.')?.language).toBe('en'); // 40
  });

  it('reads long text in pieces and goes by the majority', () => {
    const text = `${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${ENGLISH} ${FRENCH} ${FRENCH}`;
    expect(text.length).toBeGreaterThan(2_000);
    expect(detectLanguage(text)).toEqual({ language: 'en', certainty: expect.any(Number) });
  });

  it('reports Chinese as zh', () => {
    const chinese = '无障碍是指残障人士能够感知、理解、浏览文件并与之互动。结构良好的文件有描述各节的标题。'.repeat(2);
    expect(detectLanguage(chinese)?.language).toBe('zh');
  });
});

describe('isDetectable', () => {
  it.each(['da', 'nb', 'nn', 'no', 'fi', 'cy', 'ga', 'mt', 'he', 'fil', 'tl', 'yue', 'cnr'])('knows %s', (language) => {
    expect(isDetectable(language)).toBe(true);
  });

  it.each(['rw', 'bho', 'qu'])('does not know %s', (language) => {
    expect(isDetectable(language)).toBe(false);
  });
});

describe('isNearTie', () => {
  it('lets a declared language stand when the detector was unsure and it is written in the same script', () => {
    expect(isNearTie({ language: 'gl', certainty: 0.76 }, 'pt')).toBe(true);
    expect(isNearTie({ language: 'bg', certainty: 0.51 }, 'mk')).toBe(true);
  });

  it(`is no tie from a certainty of ${NEAR_TIE_CERTAINTY}, nor across scripts`, () => {
    expect(isNearTie({ language: 'gl', certainty: NEAR_TIE_CERTAINTY }, 'pt')).toBe(false);
    expect(isNearTie({ language: 'en', certainty: 0.6 }, 'ja')).toBe(false);
    expect(isNearTie({ language: 'ru', certainty: 0.6 }, 'en')).toBe(false);
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
