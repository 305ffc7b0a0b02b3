import { describe, expect, it } from '@jest/globals';
import type { CheckDefinition, Severity } from '../../src/checks/check-definition.js';
import type { CheckName } from '../../src/feedback.js';
import type { FileType } from '../../src/formats/file-types.js';
import { evaluateDocument, overallScore, roundScore, suggestionsFor } from '../../src/scoring/score-document.js';
import { SEVERITY_WEIGHTS } from '../../src/scoring/severity-weights.js';
import { at, documentModel, figure, heading, ocr, page, run, textDocument } from '../support/model-builder.js';
import { ENGLISH } from '../checks/sample-texts.js';

type Named = Exclude<CheckName, 'LibraryReference'>;

function stub(
  name: Named,
  severity: Severity,
  score: number | null,
  appliesTo: readonly FileType[] = ['pdf'],
): CheckDefinition {
  return {
    name,
    severity,
    appliesTo,
    description: 'a stub check for the scorer',
    references: ['WCAG 1.1.1'],
    evaluate: () => (score === null ? null : { score, failures: score < 1 ? [at(0)] : [] }),
  };
}

describe('severity weights', () => {
  it('are severe 6, major 3, minor 1', () => {
    expect(SEVERITY_WEIGHTS).toEqual({ severe: 6, major: 3, minor: 1 });
  });
});

describe('overallScore', () => {
  it('is the severity-weighted mean: (6·1 + 3·0 + 1·1 + 1·0) / 11', () => {
    const checks = [
      { severity: 'severe', score: 1 },
      { severity: 'major', score: 0 },
      { severity: 'minor', score: 1 },
      { severity: 'minor', score: 0 },
    ] as const;
    expect(overallScore(checks)).toBeCloseTo(7 / 11, 12);
  });

  it('is 1 when no check applies', () => {
    expect(overallScore([])).toBe(1);
  });
});

describe('suggestionsFor', () => {
  it('gives, for each imperfect check, the score were it fixed', () => {
    const checks = [
      { name: 'Scanned', severity: 'severe', score: 1 },
      { name: 'Contrast', severity: 'major', score: 0.5 },
      { name: 'Title', severity: 'minor', score: 0 },
    ] as const;
    // Total weight 10; now (6 + 1.5 + 0) / 10 = 0.75.
    expect(suggestionsFor(checks.map((c) => ({ ...c })))).toEqual({ Contrast: 0.9, Title: 0.85 });
  });

  it('never suggests less than the current score, and more for heavier checks at the same score', () => {
    const checks = [
      { name: 'Tagged' as const, severity: 'major' as const, score: 0 },
      { name: 'Title' as const, severity: 'minor' as const, score: 0 },
      { name: 'AlternativeText' as const, severity: 'major' as const, score: 0.25 },
    ];
    const now = overallScore(checks);
    const suggestions = suggestionsFor(checks);
    for (const value of Object.values(suggestions)) expect(value).toBeGreaterThan(now);
    expect(suggestions.Tagged!).toBeGreaterThan(suggestions.Title!);
    expect(suggestions.Tagged!).toBeGreaterThan(suggestions.AlternativeText!);
  });
});

describe('roundScore', () => {
  it('rounds to 4 decimals', () => {
    expect(roundScore(7 / 11)).toBe(0.6364);
    expect(roundScore(0.5)).toBe(0.5);
  });

  it('never rounds an imperfect score to 1 nor a non-zero one to 0', () => {
    expect(roundScore(0.99999)).toBe(0.9999);
    expect(roundScore(0.00001)).toBe(0.0001);
    expect(roundScore(1)).toBe(1);
    expect(roundScore(0)).toBe(0);
  });
});

describe('evaluateDocument', () => {
  it('reports the checks that apply, their snippets, the overall score, visibility and suggestions', () => {
    const checks = [
      stub('Scanned', 'severe', 1),
      stub('Tagged', 'major', 0),
      stub('Title', 'minor', 1),
      stub('LanguagePresence', 'minor', 0),
      stub('TableHeaders', 'major', null),
      stub('Contrast', 'major', 0, ['html']),
    ];
    expect(evaluateDocument(documentModel(), checks)).toEqual({
      score: 0.6364,
      visibility: 'medium',
      report: {
        results: {
          Scanned: { score: 1, snippets: [] },
          Tagged: { score: 0, snippets: [{ page: 0, x0: 72, y0: 72, x1: 300, y1: 90 }] },
          Title: { score: 1, snippets: [] },
          LanguagePresence: { score: 0, snippets: [{ page: 0, x0: 72, y0: 72, x1: 300, y1: 90 }] },
        },
        suggestions: { Tagged: 0.9091, LanguagePresence: 0.7273 },
      },
    });
  });

  it('leaves out an unjudged check (a stage ran out of time), says why, and scores the others', () => {
    const checks = [stub('Tagged', 'major', 0), stub('Contrast', 'major', 0), stub('Title', 'minor', 1)];
    const reason = 'Rendering the pages to measure contrast took more than its 20 s';
    // Unjudged entries of checks that do not apply to the file type are not listed.
    const unjudged = [
      { check: 'Contrast' as const, reason },
      { check: 'HeadingsPresence' as const, reason: 'irrelevant here' },
    ];
    const feedback = evaluateDocument({ ...documentModel(), unjudged }, checks);
    expect(Object.keys(feedback.report.results)).toEqual(['Tagged', 'Title']);
    expect(feedback.report.notJudged).toEqual([{ check: 'Contrast', reason }]);
    expect(feedback.score).toBe(0.25); // (3·0 + 1·1) / 4, Contrast not counted
  });

  it('scores 1, perfect, when no check applies', () => {
    expect(evaluateDocument(documentModel(), [])).toEqual({
      score: 1,
      visibility: 'perfect',
      report: { results: {}, suggestions: {} },
    });
  });

  it('gives a well-made PDF a perfect score with the real checks', () => {
    const document = textDocument([ENGLISH], { headings: [heading(1)] });
    const feedback = evaluateDocument(document);
    expect(feedback.score).toBe(1);
    expect(feedback.visibility).toBe('perfect');
    expect(feedback.report.results.LanguageCorrect).toEqual({ score: 1, snippets: [], detectedLanguage: 'en' });
    expect(Object.keys(feedback.report.results)).toEqual([
      'Scanned',
      'Tagged',
      'Contrast',
      'HeadingsSequential',
      'HeadingsStartAtOne',
      'HeadingsHigherLevel',
      'Title',
      'LanguagePresence',
      'LanguageCorrect',
    ]);
  });

  it('puts a typical scanned PDF (no text, tags, title or language) in the low band', () => {
    const scan = () => page([], { ocr: ocr({ text: ENGLISH }) });
    const document = documentModel({ structure: null, title: 'scan0001.pdf', language: null, pages: [scan(), scan()] });
    const feedback = evaluateDocument(document);
    expect(feedback.visibility).toBe('low');
    expect(feedback.report.results.Scanned).toEqual({
      score: 0,
      snippets: [
        { page: 0, x0: 0, y0: 0, x1: 595, y1: 842 },
        { page: 1, x0: 0, y0: 0, x1: 595, y1: 842 },
      ],
    });
    expect(feedback.report.suggestions.Scanned).toBeGreaterThan(feedback.score);
  });

  it('runs only the checks for the file type: an image is judged on its description and text contrast only', () => {
    const document = documentModel({
      fileType: 'image',
      structure: null,
      figures: [figure(null)],
      pages: [page([run('Some text in the picture')])],
    });
    const results = evaluateDocument(document).report.results;
    expect(Object.keys(results).sort()).toEqual(['AlternativeText', 'Contrast']);
  });
});
