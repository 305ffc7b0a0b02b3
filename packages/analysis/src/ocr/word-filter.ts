/** Words below this confidence (0..100) do not count as evidence of text. */
export const MIN_WORD_CONFIDENCE = 60;
/** Two-character words need more: photos and textures yield many like "Ta", "od", "Me" at 60–65. */
export const MIN_SHORT_WORD_CONFIDENCE = 80;

const ALPHANUMERIC = /[\p{L}\p{N}]/gu;

/**
 * Whether a recognised word is likely real text rather than noise: tesseract finds short garbage
 * "words" in photos and textures (`|`, `—`, `ll`, `:.`, `Ta`), so a word needs enough confidence,
 * at least two letters or digits, mostly letters or digits, and not one letter repeated.
 */
export function isReadableWord(text: string, confidence: number): boolean {
  if (!(confidence >= MIN_WORD_CONFIDENCE)) return false;
  const chars = Array.from(text.replace(/\s+/gu, ''));
  const alphanumeric = (text.match(ALPHANUMERIC) ?? []).map((c) => c.toLowerCase());
  if (alphanumeric.length < 2 || alphanumeric.length < chars.length / 2) return false;
  if (alphanumeric.length === 2 && confidence < MIN_SHORT_WORD_CONFIDENCE) return false;
  const repeatedLetter = /^\p{L}$/u.test(alphanumeric[0]) && alphanumeric.every((c) => c === alphanumeric[0]);
  return !repeatedLetter;
}
