import { francAll } from 'franc-min';
import { letterCount } from '../text.js';
import { FRANC_LANGUAGES } from './franc-languages.js';

/** Below this many letters franc-min's guess is not worth reporting. */
export const MIN_LETTERS_TO_DETECT = 100;
/** How much of a document is read: enough to be sure, little enough to be quick. */
export const MAX_CHARACTERS_TO_DETECT = 20_000;
// franc-min only reads the first 2,048 characters it is given, so longer text is read in chunks.
const CHUNK_CHARACTERS = 2_000;
// A trailing scrap of a few words would add noise, not evidence.
const MIN_CHUNK_LETTERS = 20;

export interface LanguageDetection {
  /** The most likely language: ISO 639-1 where it exists (see franc-languages.ts), else 639-3. */
  language: string;
  /** Every candidate's likelihood relative to the most likely one (which has 1), by the same codes. */
  likelihoods: ReadonlyMap<string, number>;
}

/**
 * The language of a text, by franc-min's trigram model over up to 20,000 characters (chunk by
 * chunk, each chunk weighted by its letters). Null when there are fewer than 100 letters or franc
 * cannot tell ('und').
 */
export function detectLanguage(text: string): LanguageDetection | null {
  const sample = text.slice(0, MAX_CHARACTERS_TO_DETECT);
  if (letterCount(sample) < MIN_LETTERS_TO_DETECT) return null;
  const totals = new Map<string, number>();
  for (const chunk of chunks(sample)) {
    const letters = letterCount(chunk);
    if (letters < MIN_CHUNK_LETTERS) continue;
    for (const [code, score] of francAll(chunk, { minLength: MIN_CHUNK_LETTERS })) {
      const language = FRANC_LANGUAGES[code];
      if (language) totals.set(language, (totals.get(language) ?? 0) + score * letters);
    }
  }
  const best = Math.max(0, ...totals.values());
  if (best === 0) return null;
  const likelihoods = new Map([...totals].map(([language, total]) => [language, total / best] as const));
  const [language] = [...likelihoods].find(([, likelihood]) => likelihood === 1)!;
  return { language, likelihoods };
}

/** Pieces of at most CHUNK_CHARACTERS, cut at white space where there is some. */
function* chunks(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_CHARACTERS, text.length);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + CHUNK_CHARACTERS / 2) end = space;
    }
    yield text.slice(start, end);
    start = end;
  }
}
