import { describe, expect, it } from '@jest/globals';
import { EXTRA_LANGUAGES_VARIABLE, ocrLanguagesFromEnv } from '../../src/ocr/extra-languages.js';
import { OcrLanguages, SHIPPED_LANGUAGES } from '../../src/ocr/ocr-languages.js';

describe('OcrLanguages.forTag', () => {
  const shipped = new OcrLanguages(SHIPPED_LANGUAGES);

  it('maps a declared BCP 47 tag to the shipped tesseract language', () => {
    const cases: [string, string][] = [
      ['en-GB', 'eng'],
      ['de-AT', 'deu'],
      ['fr-CA', 'fra'],
      ['es-419', 'spa'],
      ['it', 'ita'],
      ['pt-BR', 'por'],
      ['nl-BE', 'nld'],
      ['FR', 'fra'],
      ['en-US-GB', 'eng'],
    ];
    for (const [tag, code] of cases) expect([tag, shipped.forTag(tag)]).toEqual([tag, code]);
  });

  it('gives null for a language not installed and for anything that declares no language', () => {
    // `eng` is no declaration (not in the IANA registry: English is `en`), as LanguagePresence says.
    for (const tag of ['pl', 'zh-TW', 'und', 'english', 'eng', 'x-default', '', null, undefined]) {
      expect(shipped.forTag(tag)).toBeNull();
    }
  });

  it('picks by script and by language family among what an operator installed', () => {
    const installed = new OcrLanguages([
      'chi_sim',
      'chi_tra',
      'chi_sim_vert',
      'srp',
      'srp_latn',
      'hrv',
      'nor',
      'frk',
      'deu',
      'osd',
    ]);
    expect(installed.forTag('zh')).toBe('chi_sim');
    expect(installed.forTag('zh-TW')).toBe('chi_tra');
    expect(installed.forTag('zh-Hant-HK')).toBe('chi_tra');
    expect(installed.forTag('sr')).toBe('srp');
    expect(installed.forTag('sr-Latn')).toBe('srp_latn');
    expect(installed.forTag('hr')).toBe('hrv');
    expect(installed.forTag('nb-NO')).toBe('nor');
    // Fraktur is never picked for German.
    expect(installed.forTag('de')).toBe('deu');
  });
});

describe('ocrLanguagesFromEnv', () => {
  it('is the shipped languages, English first, when nothing is listed', () => {
    expect(ocrLanguagesFromEnv({})).toEqual({ languages: [...SHIPPED_LANGUAGES], problems: [] });
    expect(SHIPPED_LANGUAGES[0]).toBe('eng');
  });

  it('leaves out, and names, listed languages that are not installed or not codes; ignores shipped ones', () => {
    const { languages, problems } = ocrLanguagesFromEnv({ [EXTRA_LANGUAGES_VARIABLE]: ' fra, xyz ../eng ' });
    expect(languages).toEqual([...SHIPPED_LANGUAGES]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^OCR_EXTRA_LANGUAGES: No OCR data for language "xyz".*@tesseract\.js-data\/xyz.*not used$/,
      ),
      expect.stringMatching(/^OCR_EXTRA_LANGUAGES: Invalid OCR language "\.\.\/eng"/),
    ]);
  });
});
