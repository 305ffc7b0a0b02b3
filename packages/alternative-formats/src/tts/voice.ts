import { ESPEAK_LANGUAGES } from './espeak-languages.js';

const KNOWN = new Set(ESPEAK_LANGUAGES);
/** Languages espeak-ng has only under a regional or other name. */
const DEFAULTS: Record<string, string> = { en: 'en-gb', fr: 'fr-fr', zh: 'cmn', no: 'nb' };

/** The espeak-ng voice for a BCP 47 tag ('en-US' → 'en-us', 'de-AT' → 'de', 'en' → 'en-gb'); null if none. */
export function voiceFor(language: string): string | null {
  const tag = language.toLowerCase();
  if (KNOWN.has(tag)) return tag;
  const primary = tag.split('-')[0]!;
  if (KNOWN.has(primary)) return primary;
  return DEFAULTS[primary] ?? null;
}
