import { describe, expect, it } from '@jest/globals';
import { evaluateLanguagePresence } from '../../src/checks/language-presence.js';
import { documentModel } from '../support/model-builder.js';

describe('LanguagePresence', () => {
  it.each(['en', 'en-US', 'de-CH', 'zh-Hant'])('passes %p', (language) => {
    expect(evaluateLanguagePresence(documentModel({ language }))).toEqual({ score: 1, failures: [] });
  });

  it.each([null, '', 'english', 'x-default', 'und', 'xx'])('fails %p', (language) => {
    expect(evaluateLanguagePresence(documentModel({ language }))).toEqual({ score: 0, failures: [] });
  });
});
