// The labelled set of fixtures/language (see its README): six sentences per language, read as
// short (each sentence), medium (sentences 1–2, 3–4, 5–6) and long (all six) texts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TEXTS = fileURLToPath(new URL('../../fixtures/language/texts/', import.meta.url));

/** [{ language, sentences }] for every file texts/<BCP 47 subtag>.txt, one sentence a line. */
export function labelledTexts() {
  return readdirSync(TEXTS)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({
      language: name.slice(0, -'.txt'.length),
      sentences: readFileSync(TEXTS + name, 'utf8')
        .trim()
        .split('\n'),
    }));
}

export const LENGTHS = ['short', 'medium', 'long'];

/** [{ language, length, text }]: each text's sentences, pairs of them, and the whole. */
export function labelledSamples() {
  return labelledTexts().flatMap(({ language, sentences }) => [
    ...sentences.map((text) => ({ language, length: 'short', text })),
    ...[0, 2, 4].map((i) => ({ language, length: 'medium', text: `${sentences[i]} ${sentences[i + 1]}` })),
    { language, length: 'long', text: sentences.join(' ') },
  ]);
}

/**
 * Texts of `letters` letters, cut after the word that reaches the count: one from each sentence on
 * (into the next sentences when it is shorter), where the rest of the text is that long.
 */
export function prefixSamples(letters) {
  return labelledTexts().flatMap(({ language, sentences }) =>
    sentences.flatMap((_, i) => {
      const text = prefix(sentences.slice(i).join(' '), letters);
      return text === null ? [] : [{ language, text }];
    }),
  );
}

const LETTER = /\p{L}/u;

function prefix(text, letters) {
  let seen = 0;
  let end = 0;
  for (; end < text.length && seen < letters; end++) if (LETTER.test(text[end])) seen++;
  if (seen < letters) return null;
  while (end < text.length && LETTER.test(text[end])) end++;
  return text.slice(0, end);
}
