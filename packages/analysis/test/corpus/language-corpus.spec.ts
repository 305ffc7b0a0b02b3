import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from '../../src/commons/language/detect-language.js';
import { sameLanguage } from '../../src/commons/language/language-family.js';
import { isNearTie } from '../../src/commons/language/near-tie.js';

// fixtures/language: six sentences in each of 56 languages, the file named after the language.
const dir = fileURLToPath(new URL('../../fixtures/language/texts/', import.meta.url));
const texts = readdirSync(dir).map((name) => ({
  language: name.replace(/\.txt$/, ''),
  sentences: readFileSync(dir + name, 'utf8')
    .trim()
    .split('\n'),
}));

/** Whether LanguageCorrect would pass the text declared in its own language. */
function passes(text: string, declared: string): boolean {
  const detection = detectLanguage(text);
  return detection !== null && (sameLanguage(detection.language, declared) || isNearTie(detection, declared));
}

describe('the labelled language set', () => {
  it('holds at least 30 languages', () => {
    expect(texts.length).toBeGreaterThanOrEqual(30);
  });

  it.each(texts)('$language: every sentence, and the whole text, pass declared in their language', (text) => {
    const failing = [...text.sentences, text.sentences.join(' ')].filter(
      (sample) => detectLanguage(sample) !== null && !passes(sample, text.language),
    );
    expect(failing).toEqual([]);
  });

  it('judges every whole text, and every single sentence but in scripts that need fewer letters', () => {
    const unjudged = texts.flatMap((t) => [...t.sentences, t.sentences.join(' ')]).filter((s) => !detectLanguage(s));
    // Under 40 letters: Chinese, Japanese and Korean sentences, and Indic ones, whose vowel signs are marks.
    const dense = /[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Tamil}]/u;
    expect(unjudged.filter((s) => !dense.test(s))).toEqual([]);
  });
});
