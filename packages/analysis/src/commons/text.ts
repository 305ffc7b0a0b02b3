import type { TextRun } from '../model/document-model.js';

/** Counting text the way the checks need it: by characters that carry ink, letters and words. */

/** Characters other than white space (spaces between runs say nothing about a run). */
export function nonSpaceLength(text: string): number {
  return countMatches(text, /\S/gu);
}

export function letterCount(text: string): number {
  return countMatches(text, /\p{L}/gu);
}

/**
 * Counted one match at a time with `test()`, which makes nothing: `match()` would hold an array of
 * every character of a long text, and `exec()` made an array per character (44 MB of garbage for
 * the Contrast of a 10 MB page).
 */
function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  while (pattern.test(text)) count++;
  return count;
}

/**
 * Words: runs of letters, marks and digits; in scripts written without spaces (Chinese,
 * Japanese) each character counts as a word, which is roughly how their length is measured.
 */
export function wordCount(text: string): number {
  return text.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0;
}

/**
 * Text of the document itself: not page furniture (artifacts), and not text OCR read in a picture,
 * which a reader sees (Contrast judges it) but assistive technology cannot read.
 */
export function isDocumentText(run: TextRun): boolean {
  return !run.artifact && !run.recognised;
}
