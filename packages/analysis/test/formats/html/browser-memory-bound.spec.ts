import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserHost } from '../../../src/browser/browser-host.js';
import { DEFAULT_BROWSER_LIMITS } from '../../../src/browser/browser-limits.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';

const scratch = mkdtempSync(join(tmpdir(), 'browser-memory-bound-'));
const file = join(scratch, 'loans.html');
writeFileSync(
  file,
  `<!doctype html><html lang="en"><head><title>Library loans</title></head><body>
  <h1>Library loans</h1><p>The town library lends books, films and music to everyone in the town.</p></body></html>`,
);

// A bound no browser stays under: the page takes the browser past it, whatever the page.
const host = new BrowserHost({ ...DEFAULT_BROWSER_LIMITS, maxRssMb: 20 });
afterAll(() => host.close());

describe('readHtml when the page takes the browser past its memory bound', () => {
  it('judges the markup alone and says which checks are not judged and why; the file does not fail', async () => {
    const { document, preview, pageCount } = await readHtml(file, {
      fetcher: null,
      browser: host,
      previewPath: join(scratch, 'preview.pdf'),
    });
    expect([preview, pageCount]).toEqual([null, null]);
    const feedback = evaluateDocument(document);
    expect(Object.keys(feedback.report.results).sort()).toEqual(['LanguagePresence', 'Title']);
    expect(feedback.report.notJudged).toContainEqual({
      check: 'Contrast',
      reason: "Rendering the page needed more than the browser's 20 MB of memory",
    });
  });
});
