/**
 * The liblouis table for each language (BCP 47 primary subtag), contracted (grade 2) where liblouis
 * has a contracted table for it, else uncontracted. Names as in Debian 12's liblouis 3.24; a test
 * loads every one. A document in another language gets no Braille.
 */
export const BRAILLE_TABLES: Readonly<Record<string, string>> = {
  af: 'afr-za-g2.ctb',
  ar: 'ar-ar-g2.ctb',
  bg: 'bg.ctb',
  ca: 'ca-g1.ctb',
  cs: 'cs-g1.ctb',
  cy: 'cy-cy-g2.ctb',
  da: 'da-dk-g26.ctb',
  de: 'de-g2.ctb',
  el: 'el.ctb',
  en: 'en-ueb-g2.ctb',
  eo: 'eo-g1.ctb',
  es: 'es-g2.ctb',
  et: 'et.ctb',
  fr: 'fr-bfu-g2.ctb',
  ga: 'ga-g2.ctb',
  he: 'he-IL.utb',
  hi: 'hi-in-g1.utb',
  hr: 'hr-g1.ctb',
  hu: 'hu-hu-g2.ctb',
  is: 'is.ctb',
  it: 'it-it-comp6.utb',
  ko: 'ko-g2.ctb',
  lt: 'lt.ctb',
  lv: 'Lv-Lv-g1.utb',
  ms: 'ms-my-g2.ctb',
  nb: 'no-no-g2.ctb',
  nl: 'nl-NL-g0.utb',
  no: 'no-no-g2.ctb',
  pl: 'Pl-Pl-g1.utb',
  pt: 'pt-pt-g2.ctb',
  ro: 'ro.ctb',
  ru: 'ru-litbrl.ctb',
  sk: 'sk-g1.ctb',
  sl: 'sl-si-g1.utb',
  sr: 'sr-g1.ctb',
  sv: 'sv-g2.ctb',
  sw: 'sw-ke-g2.ctb',
  tr: 'tr-g2.ctb',
  uk: 'uk.utb',
  vi: 'vi-vn-g2.ctb',
  zh: 'zhcn-g2.ctb',
};

export function brailleTableFor(language: string): string | null {
  return BRAILLE_TABLES[language.toLowerCase().split('-')[0]!] ?? null;
}
