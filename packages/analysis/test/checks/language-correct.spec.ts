import { describe, expect, it } from '@jest/globals';
import { evaluateLanguageCorrect } from '../../src/checks/language-correct.js';
import type { CheckOutcome } from '../../src/checks/check-definition.js';
import { evaluateDocument } from '../../src/scoring/score-document.js';
import { documentModel, figure, ocr, page, run, textDocument } from '../support/model-builder.js';
import { ENGLISH, FRENCH, GERMAN, PORTUGUESE_READ_AS_GALICIAN, SENTENCES, SHORT_ENGLISH } from './sample-texts.js';

/** The check's outcome, for a verdict (not a NotJudged: the test says which it expects). */
const judge = (document: Parameters<typeof evaluateLanguageCorrect>[0]) =>
  evaluateLanguageCorrect(document) as (CheckOutcome & { notJudged?: string }) | null;

describe('LanguageCorrect', () => {
  it('passes English text declared en-US, reporting en', () => {
    expect(judge(textDocument([ENGLISH], { language: 'en-US' }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'en',
    });
  });

  it('fails French text declared en, reporting fr', () => {
    expect(judge(textDocument([FRENCH], { language: 'en' }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'fr',
    });
  });

  it('accepts a regional declaration of the same language, not an unregistered three-letter code', () => {
    // `fra` is not in the IANA registry (French has `fr`): it declares nothing.
    expect(judge(textDocument([FRENCH], { language: 'fra' }))?.score).toBe(0);
    expect(judge(textDocument([GERMAN], { language: 'de-AT' }))?.score).toBe(1);
  });

  it('is absent without text, and not judged, with the reason, on a few words the evidence does not settle', () => {
    expect(judge(documentModel({ language: 'en', title: null }))).toBeNull();
    // CLD3 takes this Dutch for English at 0.98; "of" is a function word of both.
    expect(judge(textDocument(['Koffie of thee?'], { language: 'nl', title: null }))).toEqual({
      notJudged: expect.stringMatching(/^The language of the text is not judged: .*"en" at .* "nl"/),
    });
    expect(judge(textDocument(['Koffie of thee?'], { language: 'en', title: null }))).toHaveProperty('notJudged');
  });

  it('is absent from the feedback, with the reason in report.notJudged, when it gives no verdict', () => {
    const feedback = evaluateDocument(textDocument(['Koffie of thee?'], { language: 'nl', title: 'Menu' }));
    expect(feedback.report.results.LanguageCorrect).toBeUndefined();
    expect(feedback.report.notJudged).toEqual([
      { check: 'LanguageCorrect', reason: expect.stringContaining('do not settle whether it is "nl"') },
    ]);
  });

  it('fails a short English note declared French, and passes it declared English', () => {
    expect(judge(textDocument([SHORT_ENGLISH], { language: 'fr', title: null }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'en',
    });
    expect(judge(textDocument([SHORT_ENGLISH], { language: 'en', title: null }))?.score).toBe(1);
  });

  it('judges a page of a title and a quoted line: Dutch declared en fails, declared nl passes', () => {
    const quoted = { title: 'Welkom bij de cursus', pages: [page([run('“Het leven is mooi,” zei ze.')])] };
    expect(judge(documentModel({ ...quoted, language: 'en' }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'nl',
    });
    expect(judge(documentModel({ ...quoted, language: 'nl' }))?.score).toBe(1);
  });

  it('judges the text alternatives of images with the rest, but not decorative ones or those in another language', () => {
    const photos = (language: string | null, decorative = false) =>
      documentModel({
        language: 'en',
        title: null,
        figures: [
          figure('Een foto van de bibliotheek', { language, decorative }),
          figure('Het plein voor het station', { language, decorative }),
        ],
      });
    expect(judge(photos(null))).toMatchObject({ score: 0, detectedLanguage: 'nl' });
    expect(judge(photos('nl'))).toBeNull();
    expect(judge(photos(null, true))).toBeNull();
  });

  it('fails a page declared nl whose one sentence is English', () => {
    const english = textDocument(['All books must be back at the desk by the end of May.'], {
      language: 'nl',
      title: null,
    });
    expect(judge(english)).toEqual({ score: 0, failures: [], detectedLanguage: 'en' });
    const short = textDocument(['Come and see the new hall.'], { language: 'nl', title: 'Open day' });
    expect(judge(short)).toMatchObject({ score: 0, detectedLanguage: 'en' });
  });

  it('fails, with the detected language, when no or an invalid language is declared', () => {
    expect(judge(textDocument([ENGLISH], { language: null }))).toEqual({
      score: 0,
      failures: [],
      detectedLanguage: 'en',
    });
    expect(judge(textDocument([ENGLISH], { language: 'xx' }))?.score).toBe(0);
  });

  it('fails English text declared Danish, reporting en', () => {
    expect(judge(textDocument([ENGLISH], { language: 'da' }))).toEqual({
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
    expect(judge(textDocument([SENTENCES[sentence]], { language: declared }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage,
    });
  });

  it('fails one sentence declared in another language', () => {
    expect(judge(textDocument([SENTENCES.da], { language: 'en' }))).toMatchObject({
      score: 0,
      detectedLanguage: 'da',
    });
    expect(judge(textDocument([SENTENCES.de], { language: 'nl' }))?.score).toBe(0);
  });

  it('passes the close languages a detector cannot tell apart', () => {
    for (const declared of ['hr', 'bs', 'sr', 'sr-Latn']) {
      expect(judge(textDocument([SENTENCES.hr], { language: declared }))?.score).toBe(1);
    }
    expect(judge(textDocument([SENTENCES.id], { language: 'id' }))?.score).toBe(1);
  });

  it('lets the declared language stand on a near tie, reporting it', () => {
    expect(judge(textDocument([PORTUGUESE_READ_AS_GALICIAN], { language: 'pt-PT' }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'pt',
    });
    // Unsure between Portuguese and Galician is no doubt about English or Russian.
    expect(judge(textDocument([PORTUGUESE_READ_AS_GALICIAN], { language: 'ru' }))?.score).toBe(0);
  });

  it('leaves unjudged, or fails without a language, a list of labels the detector is unsure of', () => {
    // CLD3 takes these English table headings for French, at 0.85, and they hold no function word:
    // the near tie once passed them, and would pass them declared in any language of Latin script.
    const labels = 'Collection Loans Change Children’s books Adult fiction Non-fiction';
    expect(judge(textDocument([labels], { language: 'en-US' }))).toEqual({
      notJudged: expect.stringContaining('"fr" at a certainty of 0.85'),
    });
    expect(judge(textDocument([labels], { language: 'nl' }))).toHaveProperty('notJudged');
    expect(judge(textDocument([labels], { language: null }))).toEqual({ score: 0, failures: [] });
  });

  it('is absent for a valid language the detector does not know (Kinyarwanda)', () => {
    expect(judge(textDocument([ENGLISH], { language: 'rw' }))).toBeNull();
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
    expect(judge(documentModel({ language: 'en', pages }))?.detectedLanguage).toBe('en');
  });

  it('counts passages marked with the declared language', () => {
    const pages = [page([run(SHORT_ENGLISH), run(FRENCH, { language: 'fr-FR' })])];
    expect(judge(documentModel({ language: 'fr', pages }))?.score).toBe(1);
  });

  it('falls back to an invisible text layer, then to OCR text, when little text is visible', () => {
    const ocred = [page([run('12', { artifact: true }), run(FRENCH, { invisible: true })])];
    expect(judge(documentModel({ language: 'en', pages: ocred }))?.detectedLanguage).toBe('fr');
    const scan = [page([], { ocr: ocr({ text: GERMAN }) })];
    expect(judge(documentModel({ language: 'de', pages: scan }))).toEqual({
      score: 1,
      failures: [],
      detectedLanguage: 'de',
    });
  });
});
