import { isoLanguage, parseLanguageTag } from '../commons/language/bcp47.js';
import { sameLanguage } from '../commons/language/language-family.js';

/**
 * The tesseract languages the engine ships, as dependencies `@tesseract.js-data/<code>`: English
 * first (read first when a page's language is unknown), then the most common languages of
 * European course material. Operators add more with OCR_EXTRA_LANGUAGES (extra-languages.ts).
 */
export const SHIPPED_LANGUAGES: readonly string[] = ['eng', 'deu', 'fra', 'spa', 'ita', 'por', 'nld'];

// Tesseract names script variants with a suffix ('chi_sim', 'srp_latn'); '_vert' and '_old'
// variants, Fraktur ('frk') and the orientation and equation models are never picked by language.
const SUFFIX_SCRIPTS: Readonly<Record<string, string>> = { sim: 'Hans', tra: 'Hant', latn: 'Latn', cyrl: 'Cyrl' };
const NOT_PICKED = new Set(['osd', 'equ', 'frk']);

interface TesseractLanguage {
  code: string;
  /** BCP 47 language subtag ('fra' → 'fr', 'chi_sim' → 'zh'). */
  language: string;
  script: string | undefined;
}

/**
 * Picks which of the installed tesseract languages reads text in a given BCP 47 language.
 * Tesseract's codes are ISO 639-2 (T, or B for Chinese), which `Intl` canonicalises to the same
 * subtags a document declares ('deu' → 'de'), so no table is needed.
 */
export class OcrLanguages {
  private readonly known: TesseractLanguage[];

  constructor(readonly codes: readonly string[]) {
    this.known = codes.flatMap((code) => tesseractLanguage(code) ?? []);
  }

  /**
   * The installed language for a BCP 47 tag ('fr-CA' → 'fra', 'zh-TW' → 'chi_tra'), matched as
   * LanguageCorrect matches languages ('nb' → 'nor'); null when none is installed.
   */
  forTag(tag: string | null | undefined): string | null {
    const parsed = parseLanguageTag(tag);
    if (!parsed) return null;
    const script = scriptOf(parsed.tag) ?? scriptOf(parsed.language);
    let best: { code: string; rank: number } | null = null;
    for (const known of this.known) {
      if (!sameLanguage(known.language, parsed.language)) continue;
      // The language itself before a close one (Croatian before Serbian), then the tag's script.
      const rank = (known.language === parsed.language ? 2 : 0) + (known.script === script ? 1 : 0);
      if (!best || rank > best.rank) best = { code: known.code, rank };
    }
    return best?.code ?? null;
  }
}

function tesseractLanguage(code: string): TesseractLanguage | null {
  const [base = '', suffix] = code.split('_');
  if (NOT_PICKED.has(base) || (suffix !== undefined && !(suffix in SUFFIX_SCRIPTS))) return null;
  const language = isoLanguage(base);
  if (!language) return null;
  const script = suffix ? SUFFIX_SCRIPTS[suffix] : scriptOf(language);
  return { code, language, script };
}

/** The likely script of a tag ('zh-TW' → 'Hant'); undefined for a tag Intl does not parse ('en-US-GB'). */
function scriptOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().script;
  } catch {
    return undefined;
  }
}
