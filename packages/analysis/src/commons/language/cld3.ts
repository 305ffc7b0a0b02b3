import * as cld3 from 'cld3-asm';
import { isoLanguage } from './bcp47.js';

/**
 * Google's CLD3 (a small neural network over character n-grams, 103 languages) compiled to
 * WebAssembly by cld3-asm: no native build, no download, about 25 MB in memory. Chosen over franc,
 * eld, tinyld and CLD2 by `pnpm bench:language` (docs/analysis-engine.md, LanguageCorrect).
 */

/** The most text one call reads: CLD3 stops after a number of UTF-8 bytes, up to 4 per character. */
export const MAX_CHARACTERS_PER_CALL = 1_000;

// Loaded once per process (about 80 ms); the minimum length is the caller's job (detect-language.ts).
// The loader gives the WebAssembly 3 s to compile by default: on a busy machine (a test run on two
// shared cores) that was not enough, and importing the engine failed. Compiling is bounded work.
const LOAD_TIMEOUT_MS = 120_000;
const identifier = (await cld3.loadModule({ timeout: LOAD_TIMEOUT_MS })).create(0, 4 * MAX_CHARACTERS_PER_CALL);

/** A guess: a BCP 47 primary language subtag and CLD3's probability for it (0..1). */
export interface Cld3Guess {
  language: string;
  probability: number;
}

/**
 * CLD3's best guess for a text, its code made canonical the way declared languages are
 * (bcp47.ts): 'iw' → 'he', 'zh-Latn' (romanised Chinese) → 'zh'. Null when CLD3 cannot tell.
 * CLD3 guesses even for text without a letter: callers count letters first.
 */
export function identify(text: string): Cld3Guess | null {
  const { language: code, probability } = identifier.findLanguage(text);
  const language = toSubtag(code);
  return language === null ? null : { language, probability };
}

/** Every language CLD3 can report, by the subtags identify() reports ('no' for Norwegian, 'fil'). */
export const CLD3_LANGUAGES: ReadonlySet<string> = new Set(
  // Typed as a const enum, which TypeScript will not list, but an object at run time.
  Object.values((cld3 as unknown as { LanguageCode: Record<string, string> }).LanguageCode).flatMap(
    (code) => toSubtag(code) ?? [],
  ),
);

function toSubtag(code: string): string | null {
  return isoLanguage(code);
}
