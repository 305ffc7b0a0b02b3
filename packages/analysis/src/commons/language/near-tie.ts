import { likelyScript } from './script.js';
import type { LanguageDetection } from './detect-language.js';

/**
 * Below this certainty a declared language in the same script as the guess counts as detected.
 * CLD3 gives only its best guess, with a probability: on the labelled set (`pnpm bench:language`)
 * every wrong guess on 40 letters or more had a probability under 0.9 (Portuguese read as
 * Galician at 0.89, Macedonian as Bulgarian at 0.51), and 99% of right guesses outside the close
 * groups of language-family.ts had 0.9 or more: a wrong declaration seldom hides behind a tie.
 */
export const NEAR_TIE_CERTAINTY = 0.9;

/** Whether the detector was sure enough of its guess that no near tie is possible. */
export function isSure(detection: LanguageDetection): boolean {
  return detection.certainty >= NEAR_TIE_CERTAINTY;
}

/**
 * Whether a declared language that differs from the guess may still be the text's language: the
 * detector was unsure, and the declared language is written in the guess's script. A detector
 * never confuses scripts, so an unsure guess of English does not excuse a declaration of Japanese.
 */
export function isNearTie(detection: LanguageDetection, declared: string): boolean {
  return !isSure(detection) && sameScript(detection.language, declared);
}

/** Whether two languages are written in the same script (as Intl's likely subtags have it). */
function sameScript(a: string, b: string): boolean {
  const script = likelyScript(a);
  return script !== undefined && script === likelyScript(b);
}
