// Where the engine's thresholds come from: how often CLD3 (the engine's wrapper) names the language
// of texts of a given number of letters, and what the near-tie certainty lets through.
import { identify } from '../../dist/commons/language/cld3.js';
import { MIN_LETTERS_TO_DETECT } from '../../dist/commons/language/detect-language.js';
import { languageFamily, sameLanguage } from '../../dist/commons/language/language-family.js';
import { NEAR_TIE_CERTAINTY } from '../../dist/commons/language/near-tie.js';
import { labelledTexts, prefixSamples } from './samples.mjs';

const LETTERS = [10, 20, 30, 40, 50, 60, 80];
const CERTAINTIES = [0.5, 0.7, 0.8, 0.9, 0.95];

/** Per letter count: texts, right (close languages counting as one), wrong, wrong and sure. */
export function byLetters() {
  return LETTERS.map((letters) => {
    const guesses = guess(prefixSamples(letters));
    const wrong = guesses.filter((g) => !g.right);
    return {
      letters,
      texts: guesses.length,
      right: guesses.length - wrong.length,
      wrongSure: wrong.filter((g) => g.probability >= NEAR_TIE_CERTAINTY).length,
      confusions: wrong.map((g) => `${g.language}→${g.guess} ${g.probability.toFixed(2)}`),
    };
  });
}

/**
 * At the engine's minimum length and above: per certainty, the wrong guesses at or above it (a
 * correct declaration that would fail) and the right guesses below it (where a wrong declaration
 * in the same script would pass), also counted without the close groups (bs/hr/sr, id/ms), where
 * CLD3 shares its probability between the group's languages.
 */
export function byCertainty() {
  const guesses = guess(LETTERS.filter((n) => n >= MIN_LETTERS_TO_DETECT).flatMap(prefixSamples));
  const wrong = guesses.filter((g) => !g.right);
  const right = guesses.filter((g) => g.right);
  return CERTAINTIES.map((certainty) => ({
    certainty,
    texts: guesses.length,
    falseFails: wrong.filter((g) => g.probability >= certainty).length,
    lenient: right.filter((g) => g.probability < certainty).length,
    lenientOutsideGroups: right.filter((g) => g.probability < certainty && !inCloseGroup(g.language)).length,
    right: right.length,
  }));
}

let grouped;

/** Whether the set holds a close relative of a language that is not of its own family ('hr' for 'bs'). */
function inCloseGroup(language) {
  grouped ??= new Set(
    labelledTexts()
      .map((t) => t.language)
      .filter((a, _, all) => all.some((b) => sameLanguage(a, b) && languageFamily(a) !== languageFamily(b))),
  );
  return grouped.has(language);
}

function guess(samples) {
  return samples.map(({ language, text }) => {
    const result = identify(text) ?? { language: 'und', probability: 0 };
    return {
      language,
      guess: result.language,
      probability: result.probability,
      right: sameLanguage(result.language, language),
    };
  });
}
