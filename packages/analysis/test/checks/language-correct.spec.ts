import { describe, expect, it } from '@jest/globals';
import { evaluateLanguageCorrect } from '../../src/checks/language-correct.js';
import { documentModel, ocr, page, run, textDocument } from '../support/model-builder.js';
import { ENGLISH, FRENCH, GERMAN, SHORT_ENGLISH } from './sample-texts.js';

describe('LanguageCorrect', () => {
  it('passes English text declared en-US, reporting en', () => {
    expect(evaluateLanguageCorrect(textDocument([ENGLISH], { language: 'en-US' }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'en',
    });
  });

  it('fails French text declared en, reporting fr', () => {
    expect(evaluateLanguageCorrect(textDocument([FRENCH], { language: 'en' }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'fr',
    });
  });

  it('accepts a three-letter or legacy declaration of the same language', () => {
    expect(evaluateLanguageCorrect(textDocument([FRENCH], { language: 'fra' }))?.score).toBe(1);
    expect(evaluateLanguageCorrect(textDocument([GERMAN], { language: 'de-AT' }))?.score).toBe(1);
  });

  it('is absent when there is too little text to tell', () => {
    expect(evaluateLanguageCorrect(textDocument([SHORT_ENGLISH], { language: 'fr' }))).toBeNull();
    expect(evaluateLanguageCorrect(documentModel({ language: 'en' }))).toBeNull();
  });

  it('fails, with the detected language, when no or an invalid language is declared', () => {
    expect(evaluateLanguageCorrect(textDocument([ENGLISH], { language: null }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'en',
    });
    expect(evaluateLanguageCorrect(textDocument([ENGLISH], { language: 'xx' }))?.score).toBe(0);
  });

  it('is absent for a valid language franc-min cannot detect (Danish)', () => {
    expect(evaluateLanguageCorrect(textDocument([ENGLISH], { language: 'da' }))).toBeNull();
  });

  it('leaves out artifacts, invisible text and passages in another declared language', () => {
    const pages = [
      page([
        run(ENGLISH),
        run(FRENCH, { artifact: true }),
        run(FRENCH, { invisible: true }),
        run(FRENCH, { language: 'fr' }),
        run(FRENCH, { language: 'fr-CA' }),
      ]),
    ];
    expect(evaluateLanguageCorrect(documentModel({ language: 'en', pages }))?.detectedLanguage).toBe('en');
  });

  it('counts passages marked with the declared language', () => {
    const pages = [page([run(SHORT_ENGLISH), run(FRENCH, { language: 'fr-FR' })])];
    expect(evaluateLanguageCorrect(documentModel({ language: 'fr', pages }))?.score).toBe(1);
  });

  it('falls back to an invisible text layer, then to OCR text, when little text is visible', () => {
    const ocred = [page([run('12', { artifact: true }), run(FRENCH, { invisible: true })])];
    expect(evaluateLanguageCorrect(documentModel({ language: 'en', pages: ocred }))?.detectedLanguage).toBe('fr');
    const scan = [page([], { ocr: ocr({ text: GERMAN }) })];
    expect(evaluateLanguageCorrect(documentModel({ language: 'de', pages: scan }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'de',
    });
  });
});
