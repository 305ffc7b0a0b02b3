import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserHost } from '../../../src/browser/browser-host.js';
import { DEFAULT_BROWSER_LIMITS } from '../../../src/browser/browser-limits.js';
import type { ResourceFetcher } from '../../../src/fetching/resource-fetcher.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';

const scratch = mkdtempSync(join(tmpdir(), 'browser-time-out-'));
const file = join(scratch, 'loans.html');
writeFileSync(
  file,
  `<!doctype html><html lang="en"><head><title>Library loans</title></head><body>
  <h1>Library loans</h1>
  <p>The town library lends books, films and music to everyone who lives or works in the town.</p>
  <img src="https://example.org/slow.png" alt="The reading room">
  <table><tr><th>Item</th><th>Weeks</th></tr><tr><td>Book</td><td>3</td></tr></table>
  </body></html>`,
);

/** What only the browser can judge (read-markup-only.ts): absent from the results of a page it could not finish. */
const NEEDS_A_BROWSER = [
  'AlternativeText',
  'Contrast',
  'HeadingsSequential',
  'HeadingsStartAtOne',
  'TableHeaders',
  'LanguageCorrect',
];

describe('readHtml when the browser is stuck on a page', () => {
  it('judges the markup alone and says which checks are not judged and why; the file does not fail', async () => {
    // The ceiling is lowered for the test (9 s: a loaded machine's cold browser still renders the page in full first).
    const host = new BrowserHost({ ...DEFAULT_BROWSER_LIMITS, documentTimeoutMs: 9_000 });
    const answering: ResourceFetcher = { fetch: async () => null, fetchText: async () => null };
    const asked: string[] = [];
    // The image's fetch never answers (the safe fetcher's own time bound is not there to end it):
    // the page never finishes loading, and only the ceiling ends it.
    const stalling: ResourceFetcher = {
      fetch: (url) => {
        asked.push(url);
        return new Promise(() => {});
      },
      fetchText: () => new Promise(() => {}),
    };
    try {
      // Within the bound the same page is judged in full, by the browser.
      const full = evaluateDocument((await readHtml(file, { fetcher: answering, browser: host })).document);
      expect(Object.keys(full.report.results).sort()).toEqual([...NEEDS_A_BROWSER, 'LanguagePresence', 'Title'].sort());
      expect(full.report.notJudged).toBeUndefined();

      const { document, preview, pageCount } = await readHtml(file, {
        fetcher: stalling,
        browser: host,
        previewPath: join(scratch, 'preview.pdf'),
      });
      expect(asked).toEqual(['https://example.org/slow.png']);
      expect(preview).toBeNull();
      expect(pageCount).toBeNull();
      const feedback = evaluateDocument(document);
      expect(Object.keys(feedback.report.results).sort()).toEqual(['LanguagePresence', 'Title']);
      expect(feedback.report.results.Title).toMatchObject({ score: 1 });
      expect(feedback.report.results.LanguagePresence).toMatchObject({ score: 1 });
      expect(feedback.report.notJudged).toEqual(
        NEEDS_A_BROWSER.map((check) => ({
          check,
          reason: 'The browser did not finish the page within 9 s, its ceiling for a browser that is stuck',
        })),
      );
      expect(feedback.score).toBe(1);

      // The browser was replaced: the next page is judged in full again.
      const next = evaluateDocument((await readHtml(file, { fetcher: answering, browser: host })).document);
      expect(next.report.results.Contrast).toBeDefined();
      expect(next.report.notJudged).toBeUndefined();
    } finally {
      await host.close();
    }
  }, 60_000);
});
