// The candidates, each behind one shape: load() → detect(text) → the code it reports (ISO 639-1,
// 639-3 or a name), or undefined when it will not guess. `languages` is how many it knows, as its
// documentation says. cld and lingua are optional: they are not dependencies of the engine
// (README: native build; memory), so they run only where they were installed by hand.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const DETECTORS = {
  'franc-min': {
    version: '6.2.0',
    languages: 82,
    load: async () => francTop((await import('franc-min')).francAll),
  },
  franc: {
    version: '6.2.0',
    languages: 187,
    load: async () => francTop((await import('franc')).francAll),
  },
  'franc-all': {
    version: '7.2.0',
    languages: 414,
    load: async () => francTop((await import('franc-all')).francAll),
  },
  eld: {
    version: '2.1.0 large',
    languages: 60,
    load: async () => {
      const { eld } = await import('eld/large');
      return (text) => eld.detect(text).language || undefined;
    },
  },
  tinyld: {
    version: '1.3.4',
    languages: 62,
    load: async () => (await import('tinyld')).detect,
  },
  lande: {
    version: '1.0.10',
    languages: 50,
    load: async () => {
      const { default: lande } = await import('lande');
      return (text) => lande(text)[0]?.[0];
    },
  },
  cld3: {
    version: 'cld3-asm 4.0.0',
    languages: 107,
    // The engine's own wrapper, as LanguageCorrect uses it.
    load: async () => {
      const { identify } = await import('../../dist/commons/language/cld3.js');
      return (text) => identify(text)?.language;
    },
  },
  cld: {
    version: '2.10.1, CLD2, native',
    languages: 160,
    optional: true,
    load: async () => {
      const cld = require('cld');
      return (text) =>
        cld.detect(text, { bestEffort: true }).then(
          (result) => result.languages[0]?.code,
          () => undefined,
        );
    },
  },
  lingua: {
    version: '@bluzzi/lingua 1.5.0, wasm',
    languages: 75,
    optional: true,
    load: async () => {
      const { LanguageDetectorBuilder } = require('@bluzzi/lingua');
      const detector = LanguageDetectorBuilder.fromAllLanguages().build();
      return (text) => linguaCode(detector.detectLanguageOf(text));
    },
  },
};

function francTop(francAll) {
  return (text) => {
    const [code] = francAll(text, { minLength: 1 })[0];
    return code === 'und' ? undefined : code;
  };
}

// Lingua answers with English names ('BOKMAL'); most are CLDR's names of the language.
const LINGUA_NAMES = {
  bokmal: 'nb',
  nynorsk: 'nn',
  slovene: 'sl',
  sotho: 'st',
  ganda: 'lg',
  tagalog: 'fil',
  bengali: 'bn',
};
const names = new Intl.DisplayNames(['en'], { type: 'language' });
let byName;

function linguaCode(name) {
  if (name === undefined) return undefined;
  byName ??= new Map(
    [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) =>
      [...'abcdefghijklmnopqrstuvwxyz'].map((b) => [names.of(a + b).toLowerCase(), a + b]),
    ),
  );
  const lower = name.toLowerCase();
  return LINGUA_NAMES[lower] ?? byName.get(lower) ?? lower;
}
