import { afterAll, describe, expect, it } from '@jest/globals';
import { AnalysisError, type AnalysisResult } from '../../src/analyse.js';
import { analyseFile } from '../../src/engine/analyse-file.js';
import type { Snippet } from '../../src/feedback.js';
import { OcrEngine } from '../../src/ocr/ocr-engine.js';
import { corpus, type Expected } from './manifest.js';

// The whole engine (pdf.js adapter, OCR, checks, scorer) on every file of the PDF corpus, against
// the manifest written from what each file really contains (fixtures/pdf/README.md).
const { dir, entries } = corpus('pdf');
const ocr = OcrEngine.create();
afterAll(() => ocr.terminate());

const analyse = (name: string) =>
  analyseFile({ path: dir + 'files/' + name, fileType: 'pdf', mimeType: 'application/pdf' }, { ocr });

function expectScore(check: string, actual: number | undefined, expected: Expected) {
  const what = `${check} = ${actual}`;
  if (expected === null) expect({ what, present: actual !== undefined }).toEqual({ what, present: false });
  else if (typeof expected === 'number')
    expect({ what, score: actual }).toEqual({ what, score: expect.closeTo(expected, 3) });
  else expect({ what, inRange: actual! >= expected.min && actual! <= expected.max }).toEqual({ what, inRange: true });
}

const inside = (box: Snippet, snippet: Snippet) =>
  box.page === snippet.page &&
  box.x0 >= snippet.x0 &&
  box.x1 <= snippet.x1 &&
  box.y0 >= snippet.y0 &&
  box.y1 <= snippet.y1;

describe('the PDF corpus', () => {
  const analysed = entries.filter(([, entry]) => !entry.fails);

  it.each(analysed)('%s: every check as the manifest says', async (name, entry) => {
    const { feedback }: AnalysisResult = await analyse(name);
    const results = feedback.report.results as Record<
      string,
      { score: number; snippets?: Snippet[]; detectedLanguage?: string }
    >;
    for (const [check, expected] of Object.entries(entry.expected)) expectScore(check, results[check]?.score, expected);
    if (entry.detectedLanguage && results.LanguageCorrect) {
      expect(results.LanguageCorrect.detectedLanguage).toBe(entry.detectedLanguage);
    }
    for (const [check, want] of Object.entries(entry.snippets ?? {})) {
      const snippets = results[check]?.snippets ?? [];
      if (want.count !== undefined) expect({ check, count: snippets.length }).toEqual({ check, count: want.count });
      if (want.pages)
        expect({ check, pages: [...new Set(snippets.map((s) => s.page))] }).toEqual({ check, pages: want.pages });
      for (const box of want.contains ?? []) {
        expect({ check, box, found: snippets.some((snippet) => inside(box, snippet)) }).toEqual({
          check,
          box,
          found: true,
        });
      }
    }
  });

  it.each(entries.filter(([, entry]) => entry.fails))('%s: refused with a reason', async (name, entry) => {
    const error = await analyse(name).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toContain(entry.fails);
  });
});
