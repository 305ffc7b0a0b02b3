// Seeded randomness and English prose for the large corpus: paragraphs of three to five sentences
// drawn from the fixtures' English text (fixtures/pdf/lib/text.mjs), so that every page reads as
// English (LanguageCorrect has something to detect) and the same seed gives the same words.
import { ENGLISH } from '../../fixtures/pdf/lib/text.mjs';

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, chosen by `random`. */
export const pick = (random, items) => items[Math.floor(random() * items.length)];

/** Whole numbers in [min, max]. */
export const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));

const SENTENCES = ENGLISH.join(' ')
  .replace(/[\u2018\u2019]/g, "'")
  .split(/(?<=\.)\s+/);

/** A paragraph of three to five sentences. */
export const paragraph = (random) =>
  Array.from({ length: between(random, 3, 5) }, () => pick(random, SENTENCES)).join(' ');

/** A short phrase for titles and headings ("Reading groups and the homework club"). */
export function phrase(random) {
  const words = pick(random, SENTENCES)
    .replace(/[.,]/g, '')
    .split(' ')
    .filter((word) => word.length > 3);
  const start = between(random, 0, Math.max(0, words.length - 4));
  const text = words.slice(start, start + between(random, 3, 5)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A sentence. */
export const sentence = (random) => pick(random, SENTENCES);
