import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { judgeLanguage } from '../../../src/commons/language/judge-language.js';
import { sameLanguage } from '../../../src/commons/language/language-family.js';

// fixtures/language/short-texts.tsv: 1–8-word fragments of the labelled sentences, each declared in its
// own language, a neighbour of its family and English (fixtures/language/README.md).
const file = fileURLToPath(new URL('../../../fixtures/language/short-texts.tsv', import.meta.url));
const rows = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [group, language, declared, words, text] = line.split('\t') as [string, string, string, string, string];
    return { group, language, declared, words: Number(words), text };
  });

describe('judgeLanguage on the labelled short texts', () => {
  const verdicts = rows.map((row) => ({ ...row, verdict: judgeLanguage(row.text, row.declared) }));

  it('holds several hundred texts of 1 to 8 words, declared right and wrong, in every language group', () => {
    expect(new Set(rows.map((r) => r.text)).size).toBeGreaterThanOrEqual(500);
    expect(rows.every((r) => r.words >= 1 && r.words <= 8)).toBe(true);
    expect(rows.filter((r) => sameLanguage(r.language, r.declared)).length).toBeGreaterThan(500);
    expect(rows.filter((r) => !sameLanguage(r.language, r.declared)).length).toBeGreaterThan(1000);
    expect(new Set(rows.map((r) => r.group)).size).toBe(7);
  });

  it('gives no wrong verdict: no right declaration fails, no wrong one passes', () => {
    const wrong = verdicts
      .filter(
        ({ verdict, language, declared }) => verdict.judged && verdict.matches !== sameLanguage(language, declared),
      )
      .map(({ language, declared, text }) => `${language} declared ${declared}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('gives a verdict on most of them, in every group', () => {
    const judged = verdicts.filter((v) => v.verdict.judged).length;
    expect(judged / verdicts.length).toBeGreaterThan(0.4);
    for (const group of new Set(rows.map((r) => r.group))) {
      const inGroup = verdicts.filter((v) => v.group === group);
      expect({ group, share: inGroup.filter((v) => v.verdict.judged).length / inGroup.length > 0.3 }).toEqual({
        group,
        share: true,
      });
    }
  });
});

// fixtures/language/short-texts-written.tsv: titles, captions and phrases written apart from the set
// above, as a check that the rule was not only fitted to it; each declared in its language and four others.
const written = readFileSync(file.replace('short-texts.tsv', 'short-texts-written.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t') as [string, string]);

describe('judgeLanguage on short texts written apart', () => {
  it('gives no wrong verdict on them either', () => {
    const wrong = written.flatMap(([language, text]) =>
      [...new Set([language, 'en', 'nl', 'de', 'fr'])].flatMap((declared) => {
        const verdict = judgeLanguage(text, declared);
        return verdict.judged && verdict.matches !== sameLanguage(language, declared)
          ? [`${language} ${declared}: ${text}`]
          : [];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('judgeLanguage', () => {
  it('fails Dutch declared English and English declared Dutch, from a few words', () => {
    expect(judgeLanguage('Welkom bij de cursus. Het leven is mooi, zei ze.', 'en')).toEqual({
      judged: true,
      matches: false,
      detectedLanguage: 'nl',
    });
    expect(judgeLanguage('Come and see the new hall.', 'nl')).toMatchObject({ judged: true, matches: false });
    expect(judgeLanguage('Welkom bij de cursus', 'nl')).toMatchObject({ judged: true, matches: true });
  });

  it('leaves a text the detector is sure of but whose words say nothing unjudged', () => {
    // English to CLD3 at 0.98: "of" is Dutch as well; "Die Hard" has one Afrikaans function word.
    expect(judgeLanguage('Koffie of thee?', 'nl').judged).toBe(false);
    expect(judgeLanguage('Koffie of thee?', 'en').judged).toBe(false);
    expect(judgeLanguage('Die Hard', 'en').judged).toBe(false);
    expect(judgeLanguage('OK', 'en')).toEqual({ judged: false, reason: 'it has 2 letters' });
  });

  it('reads the script of the letters, not of the guess: romanised guesses fail nothing', () => {
    // CLD3 names romanised Greek or Hindi by the language: "sleidiau" (Welsh) is Greek to it.
    expect(judgeLanguage('sleidiau', 'cy').judged).toBe(false);
    expect(judgeLanguage('강의 자료', 'en')).toMatchObject({ judged: true, matches: false });
  });
});
