import { describe, expect, it } from '@jest/globals';
import { parseLanguageTag } from '../../src/commons/language/bcp47.js';

describe('parseLanguageTag', () => {
  it.each([
    ['en', 'en', 'en'],
    ['en-US', 'en-US', 'en'],
    ['EN-us', 'en-US', 'en'],
    [' de-CH ', 'de-CH', 'de'],
    ['zh-Hant', 'zh-Hant', 'zh'],
    ['es-419', 'es-419', 'es'],
    ['en-US-GB', 'en-US-GB', 'en'],
    ['iw', 'he', 'he'],
    ['nb', 'nb', 'nb'],
  ])('accepts %p as %p (language %p)', (value, tag, language) => {
    expect(parseLanguageTag(value)).toEqual({ tag, language });
  });

  it.each([null, '', '   ', 'english', 'eng', 'en_US', 'x-default', 'und', 'xx', 'zxx', 'mul', 'qaa', 'i-klingon'])(
    'rejects %p',
    (value) => {
      expect(parseLanguageTag(value)).toBeNull();
    },
  );
});
