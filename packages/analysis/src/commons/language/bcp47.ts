/** A declared language that is a well-formed BCP 47 tag naming a real language. */
export interface LanguageTag {
  /** The canonical form of the tag ('en-us' → 'en-US', 'eng' → 'en', 'iw' → 'he'). */
  tag: string;
  /** Its primary language subtag, lower case ('en'). */
  language: string;
}

// Subtags that are well-formed but declare no language: undetermined, multiple, uncoded, no content.
const NOT_A_LANGUAGE = new Set(['und', 'mul', 'mis', 'zxx']);
// qaa–qtz are reserved for private use: nobody else can know what they mean.
const PRIVATE_USE = /^q[a-t][a-z]$/;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * Parses a declared language (PDF /Lang, html lang, w:lang, ...). Syntax and canonical form come
 * from `Intl.getCanonicalLocales`, which rejects what BCP 47 rejects ('english', 'en_US',
 * 'x-default'); the language subtag must then be one CLDR can name, which rejects well-formed but
 * unassigned codes such as 'xx'. Returns null for anything that does not declare a real language.
 */
export function parseLanguageTag(value: string | null | undefined): LanguageTag | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let tag: string;
  try {
    [tag = ''] = Intl.getCanonicalLocales(trimmed);
  } catch {
    return null;
  }
  // `language` is missing for tags such as 'und' even though the type says string.
  const language = (new Intl.Locale(tag).language as string | undefined)?.toLowerCase();
  if (!language || NOT_A_LANGUAGE.has(language) || PRIVATE_USE.test(language)) return null;
  return languageNames.of(language) === undefined ? null : { tag, language };
}
