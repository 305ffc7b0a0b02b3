/**
 * Whether a text is written in the script of a language. CLD3 names romanised Greek, Hindi or
 * Russian by the language ('el' for "sleidiau"), so the script of a guess says nothing of the
 * text's: the letters are counted instead.
 */

// Scripts whose letters belong to several Unicode scripts, by their ISO 15924 code (Intl's likely script).
const LETTERS: Readonly<Record<string, string>> = {
  Hans: '\\p{sc=Han}',
  Hant: '\\p{sc=Han}',
  Jpan: '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}',
  Kore: '\\p{sc=Hangul}\\p{sc=Han}',
};

// Languages commonly written in a second script besides their likely one.
const ALSO_WRITTEN_IN: Readonly<Record<string, string>> = {
  sr: 'Latn',
  bs: 'Cyrl',
  uz: 'Cyrl',
  az: 'Cyrl',
  ku: 'Arab',
  pa: 'Arab',
};

/** Whether most letters of the text are in a script of the language; true when its script is unknown. */
export function isWrittenIn(text: string, language: string): boolean {
  const scripts = [likelyScript(language), ALSO_WRITTEN_IN[language]].filter((s): s is string => s !== undefined);
  const classes = scripts.map((script) => LETTERS[script] ?? `\\p{sc=${script}}`);
  if (classes.length === 0) return true;
  let pattern: RegExp;
  try {
    pattern = new RegExp(`[${classes.join('')}]`, 'gu');
  } catch {
    return true;
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return 2 * (text.match(pattern)?.length ?? 0) >= letters;
}

/** The script a language is most likely written in (ISO 15924), by Intl's likely subtags. */
export function likelyScript(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().script;
  } catch {
    return undefined;
  }
}
