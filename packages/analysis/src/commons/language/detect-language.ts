import { letterCount } from '../text.js';
import { CLD3_LANGUAGES, identify, MAX_CHARACTERS_PER_CALL } from './cld3.js';
import { sameLanguage } from './language-family.js';

/**
 * Below this many letters no guess is reported. On the labelled set (fixtures/language, measured by
 * `pnpm bench:language`) CLD3 names the language of 99% of 40-letter texts, against 94% at 20
 * letters; one sentence of ordinary prose has 50 to 90.
 */
export const MIN_LETTERS_TO_DETECT = 40;
/** How much of a document is read: enough to be sure, little enough to be quick. */
export const MAX_CHARACTERS_TO_DETECT = 20_000;

export interface LanguageDetection {
  /** The most likely language: a BCP 47 primary subtag, canonical as declared ones are ('en', 'he', 'no'). */
  language: string;
  /**
   * How sure the detector was, 0..1: its probability for each piece's guess, averaged by letters.
   * Close languages share the probability (a Galician-sounding Portuguese sentence), so a low
   * certainty means a neighbour of the guess may be the right language (near-tie.ts).
   */
  certainty: number;
}

/**
 * The language of a text, by CLD3 over up to 20,000 characters, read in pieces of up to 1,000
 * characters (what one CLD3 call reads), each weighted by its letters; the guess with most
 * weight wins. Null when there are fewer than `minLetters` letters (40 unless a caller weighs the
 * guess with other evidence: judge-language.ts) or CLD3 cannot tell.
 */
export function detectLanguage(text: string, minLetters = MIN_LETTERS_TO_DETECT): LanguageDetection | null {
  const sample = text.slice(0, MAX_CHARACTERS_TO_DETECT);
  if (letterCount(sample) < minLetters) return null;
  const weights = new Map<string, number>();
  let letters = 0;
  let sure = 0;
  for (const chunk of chunks(sample)) {
    const count = letterCount(chunk);
    // A trailing scrap of a few words would add noise, not evidence.
    if (count < minLetters || (count < MIN_LETTERS_TO_DETECT && letters > 0)) continue;
    const guess = identify(chunk);
    if (!guess) continue;
    weights.set(guess.language, (weights.get(guess.language) ?? 0) + count * guess.probability);
    letters += count;
    sure += count * guess.probability;
  }
  const best = [...weights].reduce<[string, number] | null>((a, b) => (a === null || b[1] > a[1] ? b : a), null);
  return best && { language: best[0], certainty: sure / letters };
}

/** Whether the detector can name a language at all, counting its close relatives (language-family.ts). */
export function isDetectable(language: string): boolean {
  return [...CLD3_LANGUAGES].some((detectable) => sameLanguage(detectable, language));
}

/** Pieces of at most MAX_CHARACTERS_PER_CALL, cut at white space where there is some. */
function* chunks(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + MAX_CHARACTERS_PER_CALL, text.length);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + MAX_CHARACTERS_PER_CALL / 2) end = space;
    }
    yield text.slice(start, end);
    start = end;
  }
}
