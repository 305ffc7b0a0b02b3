import { describe, expect, it } from '@jest/globals';
import { CHECKS } from '../../src/checks/registry.js';
import { CHECK_NAMES } from '../../src/feedback.js';
import { FILE_TYPES } from '../../src/formats/file-types.js';

describe('CHECKS', () => {
  it('holds every reported check but the deprecated LibraryReference, once, in the API order', () => {
    expect(CHECKS.map((check) => check.name)).toEqual(CHECK_NAMES.filter((name) => name !== 'LibraryReference'));
  });

  it('declares each check completely', () => {
    for (const check of CHECKS) {
      expect(check.description.length).toBeGreaterThan(20);
      expect(check.references.length).toBeGreaterThan(0);
      expect(check.references.every((ref) => /^(WCAG \d\.\d\.\d+|PDF\/UA [\d.]+)$/.test(ref))).toBe(true);
      expect(check.appliesTo.length).toBeGreaterThan(0);
      expect(check.appliesTo.every((type) => FILE_TYPES.includes(type))).toBe(true);
    }
  });

  it('follows the severities of the hosted service', () => {
    const severity = Object.fromEntries(CHECKS.map((check) => [check.name, check.severity]));
    expect(severity).toEqual({
      Scanned: 'severe',
      Tagged: 'major',
      AlternativeText: 'major',
      Contrast: 'major',
      HeadingsPresence: 'major',
      TableHeaders: 'major',
      HeadingsSequential: 'minor',
      HeadingsStartAtOne: 'minor',
      HeadingsHigherLevel: 'minor',
      Title: 'minor',
      LanguagePresence: 'minor',
      LanguageCorrect: 'minor',
    });
  });
});
