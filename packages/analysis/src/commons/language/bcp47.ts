import { languageSubtag } from './language-subtags.js';

/** A declared language whose primary subtag is a registered language. */
export interface LanguageTag {
  /** The tag in canonical case where it is well-formed ('en-us' → 'en-US', 'iw' → 'he'); else as written. */
  tag: string;
  /** Its primary language subtag, lower case, deprecated ones replaced by their preferred value ('iw' → 'he'). */
  language: string;
}

// Registered, but declaring no language: undetermined, multiple, uncoded, no linguistic content.
const NOT_A_LANGUAGE = new Set(['und', 'mul', 'mis', 'zxx']);

/**
 * Parses a declared language (PDF /Lang, html lang, w:lang, ...), for every format alike. A tag is
 * valid when its primary subtag is in the IANA Language Subtag Registry (language-subtags.ts), as
 * axe-core's `valid-lang` and the W3C ACT rule for a valid `lang` decide: `en-US-GB` declares
 * English (its region and variant parts do not change the language); `eng` and `english` declare
 * nothing (three-letter codes that have a two-letter form are not registered); nor do `und`,
 * `mul`, `mis`, `zxx`, private use (`qaa`–`qtz`, `x-...`), or grandfathered tags such as
 * `i-klingon`. Returns null for anything that does not declare a real language.
 */
export function parseLanguageTag(value: string | null | undefined): LanguageTag | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const primary = trimmed.split('-')[0]!;
  if (!/^[a-z]{2,8}$/i.test(primary)) return null;
  const record = languageSubtag(primary);
  if (!record || NOT_A_LANGUAGE.has(record.subtag)) return null;
  const language = record.preferred ?? record.subtag;
  return { tag: canonical(trimmed) ?? trimmed, language };
}

/** Intl's canonical form of a well-formed tag, null for one it does not accept ('en-US-GB'). */
function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The primary language of an ISO 639 code as a program names its own languages (tesseract's
 * `eng`, `chi`, `nor`), in BCP 47's canonical form through `Intl` (`eng` → `en`): for codes the
 * engine itself holds, not for declared languages (parseLanguageTag judges those by the registry).
 */
export function isoLanguage(code: string): string | null {
  try {
    const language = new Intl.Locale(Intl.getCanonicalLocales(code)[0]!).language as string | undefined;
    if (!language || NOT_A_LANGUAGE.has(language)) return null;
    return languageSubtag(language) ? language : null;
  } catch {
    return null;
  }
}
