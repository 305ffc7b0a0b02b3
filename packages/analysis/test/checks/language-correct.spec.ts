import { describe, expect, it } from '@jest/globals';
import { evaluateLanguageCorrect } from '../../src/checks/language-correct.js';
import { documentModel, ocr, page, run, textDocument } from '../support/model-builder.js';
import { ENGLISH, FRENCH, GERMAN, PORTUGUESE_READ_AS_GALICIAN, SENTENCES, SHORT_ENGLISH } from './sample-texts.js';

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

  it('accepts a regional declaration of the same language, not an unregistered three-letter code', () => {
    // `fra` is not in the IANA registry (French has `fr`): it declares nothing.
    expect(evaluateLanguageCorrect(textDocument([FRENCH], { language: 'fra' }))?.score).toBe(0);
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

  it('fails English text declared Danish, reporting en', () => {
    expect(evaluateLanguageCorrect(textDocument([ENGLISH], { language: 'da' }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'en',
    });
  });

  it.each([
    ['da', 'da', 'da'],
    ['nb', 'nb', 'no'],
    ['nn', 'nn-NO', 'no'],
    ['nn', 'no', 'no'],
    ['cy', 'cy-GB', 'cy'],
    ['he', 'iw', 'he'],
    ['el', 'el', 'el'],
  ] as const)('passes one %s sentence declared %s, reporting %s', (sentence, declared, detectedLanguage) => {
    expect(evaluateLanguageCorrect(textDocument([SENTENCES[sentence]], { language: declared }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage,
    });
  });

  it('fails one sentence declared in another language', () => {
    expect(evaluateLanguageCorrect(textDocument([SENTENCES.da], { language: 'en' }))).toMatchObject({
      score: 0,
      detectedLanguage: 'da',
    });
    expect(evaluateLanguageCorrect(textDocument([SENTENCES.de], { language: 'nl' }))?.score).toBe(0);
  });

  it('passes the close languages a detector cannot tell apart', () => {
    for (const declared of ['hr', 'bs', 'sr', 'sr-Latn']) {
      expect(evaluateLanguageCorrect(textDocument([SENTENCES.hr], { language: declared }))?.score).toBe(1);
    }
    expect(evaluateLanguageCorrect(textDocument([SENTENCES.id], { language: 'id' }))?.score).toBe(1);
  });

  it('lets the declared language stand on a near tie, reporting it', () => {
    expect(evaluateLanguageCorrect(textDocument([PORTUGUESE_READ_AS_GALICIAN], { language: 'pt-PT' }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'pt',
    });
    // Unsure between Portuguese and Galician is no doubt about English or Russian.
    expect(evaluateLanguageCorrect(textDocument([PORTUGUESE_READ_AS_GALICIAN], { language: 'ru' }))?.score).toBe(0);
  });

  it('passes, or fails without a language, a list of labels the detector is unsure of', () => {
    // CLD3 takes these English table headings for French, at 0.85.
    const labels = 'Collection Loans Change Children’s books Adult fiction Non-fiction';
    expect(evaluateLanguageCorrect(textDocument([labels], { language: 'en-US' }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'en',
    });
    expect(evaluateLanguageCorrect(textDocument([labels], { language: null }))).toEqual({ score: 0, failures: [] });
  });

  it('is absent for a valid language the detector does not know (Kinyarwanda)', () => {
    expect(evaluateLanguageCorrect(textDocument([ENGLISH], { language: 'rw' }))).toBeNull();
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
