import { describe, expect, it } from '@jest/globals';
import { evaluateLanguagePresence } from '../../src/checks/language-presence.js';
import { documentModel, page, run } from '../support/model-builder.js';

describe('LanguagePresence', () => {
  it.each(['en', 'en-US', 'de-CH', 'zh-Hant'])('passes %p', (language) => {
    expect(evaluateLanguagePresence(documentModel({ language }))).toEqual({ score: 1, failures: [] });
  });

  it.each([null, '', 'english', 'x-default', 'und', 'xx'])('fails %p', (language) => {
    expect(evaluateLanguagePresence(documentModel({ language }))).toEqual({ score: 0, failures: [] });
  });

  describe('a PDF without a document language, whose text declares its own', () => {
    const text = (language: string | null, overrides = {}) => run('Opening hours', { language, ...overrides });

    it('passes when every run with letters has a valid language (artifacts and bullets need none)', () => {
      const runs = [text('en-US'), text('fr', { invisible: true }), run('•'), text(null, { artifact: true })];
      expect(evaluateLanguagePresence(documentModel({ language: null, pages: [page(runs)] }))).toEqual({
        score: 1,
        failures: [],
      });
    });

    it('passes over a document language that is no language, such as zxx', () => {
      expect(evaluateLanguagePresence(documentModel({ language: 'zxx', pages: [page([text('en')])] })).score).toBe(1);
    });

    it('fails on text without a language, and points at it', () => {
      const missing = text(null, { box: { x0: 72, y0: 100, x1: 200, y1: 112 } });
      const invalid = text('english', { box: { x0: 72, y0: 120, x1: 200, y1: 132 } });
      const document = documentModel({ language: null, pages: [page([text('en'), missing]), page([invalid])] });
      expect(evaluateLanguagePresence(document)).toEqual({
        score: 0,
        failures: [{ areas: [{ page: 0, box: missing.box }] }, { areas: [{ page: 1, box: invalid.box }] }],
      });
    });

    it('fails without failures when no text declares a language', () => {
      expect(evaluateLanguagePresence(documentModel({ language: null, pages: [page([text(null)])] }))).toEqual({
        score: 0,
        failures: [],
      });
    });

    it('is a PDF rule: HTML and Office files need their document language', () => {
      for (const fileType of ['html', 'document'] as const) {
        const document = documentModel({ fileType, language: null, pages: [page([text('en')])] });
        expect(evaluateLanguagePresence(document).score).toBe(0);
      }
    });
  });
});
