import { createRequire } from 'node:module';

interface RegistryRecord {
  Type: string;
  Subtag?: string;
  Scope?: string;
  'Preferred-Value'?: string;
}

const require = createRequire(import.meta.url);
let languages: Map<string, RegistryRecord> | undefined;

/**
 * The IANA Language Subtag Registry's language subtags (BCP 47's primary subtags), from the npm
 * package `language-subtag-registry`, which republishes the registry as JSON with each update:
 * read once per process (about 1 MB, 90 ms). Keys are lower case.
 */
function registeredLanguages(): Map<string, RegistryRecord> {
  if (!languages) {
    const index = require('language-subtag-registry/data/json/language.json') as Record<string, number>;
    const registry = require('language-subtag-registry/data/json/registry.json') as RegistryRecord[];
    languages = new Map(Object.entries(index).map(([subtag, at]) => [subtag.toLowerCase(), registry[at]!]));
  }
  return languages;
}

/**
 * The registry's record of a primary language subtag, or undefined when it is not registered as
 * a language: `eng` and `english` are not (ISO 639-2 codes that have a two-letter form are left
 * out of the registry), nor is the private-use range `qaa..qtz`, which is registered as a range.
 */
export function languageSubtag(
  subtag: string,
): { subtag: string; preferred: string | null; special: boolean } | undefined {
  const record = registeredLanguages().get(subtag.toLowerCase());
  if (!record?.Subtag || record.Subtag.includes('..')) return undefined;
  return {
    subtag: record.Subtag.toLowerCase(),
    preferred: record['Preferred-Value']?.toLowerCase() ?? null,
    special: record.Scope === 'special',
  };
}
