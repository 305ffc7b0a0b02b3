import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { AnalysisError, type AnalysisResult } from '../../src/analyse.js';
import { analyseFile } from '../../src/engine/analyse-file.js';
import type { Snippet } from '../../src/feedback.js';
import { openFileByteSource } from '../../src/formats/byte-source.js';
import { detectFileType } from '../../src/formats/detect-file-type.js';
import { OcrEngine } from '../../src/ocr/ocr-engine.js';
import { corpus, type Expected, type ManifestEntry } from './manifest.js';

type Results = Record<string, { score: number; snippets?: Snippet[]; detectedLanguage?: string }>;

/**
 * Every file of fixtures/<format> through the whole engine, as the service runs it (type detected
 * from the bytes, OCR, a work directory for previews), against its manifest.
 */
export function corpusSuite(format: string): void {
  const { dir, entries } = corpus(format);
  const ocr = OcrEngine.create();
  afterAll(() => ocr.terminate());

  async function analyse(name: string): Promise<AnalysisResult> {
    const file = dir + name;
    const source = await openFileByteSource(file);
    const detection = await detectFileType(source, { name }).finally(() => source.close());
    if (!detection.supported) throw new AnalysisError(`${detection.what} cannot be analysed`);
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'corpus-'));
    try {
      const input = { path: file, fileType: detection.fileType, mimeType: detection.mimeType, workDir };
      return await analyseFile(input, { ocr });
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  describe(`the ${format} corpus`, () => {
    it.each(entries.filter(([, entry]) => !entry.fails))(
      '%s: every check as the manifest says',
      async (name, entry) => {
        const result = await analyse(name);
        const results = result.feedback.report.results as Results;
        for (const [check, expected] of Object.entries(entry.expected))
          expectScore(check, results[check]?.score, expected);
        if (entry.detectedLanguage && results.LanguageCorrect) {
          expect(results.LanguageCorrect.detectedLanguage).toBe(entry.detectedLanguage);
        }
        if (entry.isSeizureInducing !== undefined) expect(result.isSeizureInducing).toBe(entry.isSeizureInducing);
        for (const [check, want] of Object.entries(entry.snippets ?? {})) expectSnippets(check, results, want);
        expect(result.feedback.report.notJudged).toEqual(entry.notJudged);
      },
    );

    const refused = entries.filter(([, entry]) => entry.fails);
    if (refused.length === 0) return;
    it.each(refused)('%s: refused with a reason', async (name, entry) => {
      const error = await analyse(name).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AnalysisError);
      expect((error as Error).message).toContain(entry.fails);
    });
  });
}

function expectScore(check: string, actual: number | undefined, expected: Expected) {
  const what = `${check} = ${actual}`;
  if (expected === null) expect({ what, present: actual !== undefined }).toEqual({ what, present: false });
  else if (typeof expected === 'number')
    expect({ what, score: actual }).toEqual({ what, score: expect.closeTo(expected, 3) });
  else expect({ what, inRange: actual! >= expected.min && actual! <= expected.max }).toEqual({ what, inRange: true });
}

function expectSnippets(check: string, results: Results, want: NonNullable<ManifestEntry['snippets']>[string]) {
  const snippets = results[check]?.snippets ?? [];
  if (want.count !== undefined) expect({ check, count: snippets.length }).toEqual({ check, count: want.count });
  if (want.pages)
    expect({ check, pages: [...new Set(snippets.map((s) => s.page))] }).toEqual({ check, pages: want.pages });
  for (const box of want.contains ?? []) {
    const found = snippets.some(
      (s) => s.page === box.page && box.x0 >= s.x0 && box.x1 <= s.x1 && box.y0 >= s.y0 && box.y1 <= s.y1,
    );
    expect({ check, box, found }).toEqual({ check, box, found: true });
  }
  const selectors = snippets.map((snippet) => snippet.selector);
  for (const selector of want.selectors ?? []) {
    expect({ check, selectors }).toEqual({ check, selectors: expect.arrayContaining([selector]) });
  }
}
