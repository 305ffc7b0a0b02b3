// The labelled short texts of fixtures/language/short-texts.tsv (1–8 words, each declared in its own
// language, a neighbour and English): how often a rule gives a verdict and how often that verdict is
// wrong (a right declaration failed, a wrong one passed), per language group. The engine's rule
// (judge-language.ts) against the detectors alone, each trusted at a certainty or always.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isoLanguage } from '../../dist/commons/language/bcp47.js';
import { identify } from '../../dist/commons/language/cld3.js';
import { functionWordsByLanguage } from '../../dist/commons/language/function-words.js';
import { judgeLanguage, RELIABLE_CERTAINTY } from '../../dist/commons/language/judge-language.js';
import { sameLanguage } from '../../dist/commons/language/language-family.js';
import { NEAR_TIE_CERTAINTY } from '../../dist/commons/language/near-tie.js';
import { DETECTORS } from './detectors.mjs';

const FILE = fileURLToPath(new URL('../../fixtures/language/short-texts.tsv', import.meta.url));

/** [{ group, language, declared, words, text }] */
export function shortTexts() {
  return readFileSync(FILE, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [group, language, declared, words, text] = line.split('\t');
      return { group, language, declared, words: Number(words), text };
    });
}

/** A rule: (text, declared) → true (matches), false (does not) or undefined (no verdict). */
async function rules() {
  const cld3At = (certainty) => (text, declared) => {
    const guess = identify(text);
    return guess && guess.probability >= certainty ? sameLanguage(guess.language, declared) : undefined;
  };
  const always = (detect) => async (text, declared) => {
    const code = String((await detect(text)) ?? 'und');
    if (code === 'und') return undefined;
    // Detectors name languages by ISO 639-3 ('nld') or 639-1: both to BCP 47's form.
    return sameLanguage(isoLanguage(code) ?? code.toLowerCase(), declared);
  };
  return {
    'Engine: CLD3 + function words (judge-language.ts)': (text, declared) => {
      const verdict = judgeLanguage(text, declared);
      return verdict.judged ? verdict.matches : undefined;
    },
    [`CLD3 alone, reliable (≥ ${RELIABLE_CERTAINTY})`]: cld3At(RELIABLE_CERTAINTY),
    [`CLD3 alone, sure (≥ ${NEAR_TIE_CERTAINTY})`]: cld3At(NEAR_TIE_CERTAINTY),
    'Function words alone (most words, no tie)': (text, declared) => {
      const found = [...functionWordsByLanguage(text)].sort((a, b) => b[1].length - a[1].length);
      if (found.length === 0 || found[1]?.[1].length === found[0][1].length) return undefined;
      return sameLanguage(found[0][0], declared);
    },
    'franc-all alone (always guesses)': always(await DETECTORS['franc-all'].load()),
    'eld alone (always guesses)': always(await DETECTORS.eld.load()),
  };
}

/** Per rule: overall, per group and per length { texts, verdicts, wrong, passedRight, failedWrong }. */
export async function shortTextVerdicts() {
  const texts = shortTexts();
  const results = [];
  for (const [name, rule] of Object.entries(await rules())) {
    const groups = {};
    const byWords = {};
    const total = { texts: 0, verdicts: 0, wrong: 0, passedRight: 0, failedWrong: 0, examples: [] };
    const empty = () => ({ texts: 0, verdicts: 0, wrong: 0, passedRight: 0, failedWrong: 0 });
    for (const { group, language, declared, words, text } of texts) {
      const cell = (groups[group] ??= empty());
      const length = (byWords[words <= 2 ? '1–2 words' : words <= 5 ? '3–5 words' : '6–8 words'] ??= empty());
      const truth = sameLanguage(language, declared);
      const verdict = await rule(text, declared);
      for (const c of [cell, length, total]) {
        c.texts++;
        if (verdict === undefined) continue;
        c.verdicts++;
        if (verdict !== truth) c.wrong++;
        else if (truth) c.passedRight++;
        else c.failedWrong++;
      }
      if (verdict !== undefined && verdict !== truth && total.examples.length < 4)
        total.examples.push(`${language} declared ${declared} ${verdict ? 'passed' : 'failed'}: "${text}"`);
    }
    results.push({ name, total, groups, byWords });
  }
  return results;
}
