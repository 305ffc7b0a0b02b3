import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BrowserHost } from '../../../src/browser/browser-host.js';
import { DEFAULT_BROWSER_LIMITS } from '../../../src/browser/browser-limits.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { pdfjs } from '../../../src/formats/pdf/pdfjs.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';
import { linkPage, longArticle } from './support/long-pages.js';
import { runLocation } from '../../../src/commons/locations.js';

// Issue 27: a 10 MB article and a 2 MB page of 20,000 links failed, the browser past its 1,024 MB,
// with no verdict at all (a page of 15,000 links needed 931 MB). Read in slices, both are judged in
// full under a bound of 800 MB: the browser's memory follows the slice, not the page.
const BOUND_MB = 800;

let dir: string;
const host = new BrowserHost({ ...DEFAULT_BROWSER_LIMITS, maxRssMb: BOUND_MB });
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'long-pages-'));
  await fs.writeFile(path.join(dir, 'article.html'), longArticle(10));
  await fs.writeFile(path.join(dir, 'links.html'), linkPage(20_000));
});
afterAll(async () => {
  await host.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/**
 * Reads a file of `dir` with its preview (past the bound, it would be judged on its markup alone):
 * its feedback, model and preview pages.
 */
async function read(name: string) {
  const { document, preview, pageCount } = await readHtml(path.join(dir, name), {
    fetcher: null,
    browser: host,
    previewPath: path.join(dir, `${name}.pdf`),
  });
  const loading = pdfjs.getDocument({ data: new Uint8Array(await fs.readFile(preview!)) });
  const previewPages = (await loading.promise).numPages;
  await loading.destroy();
  return { feedback: evaluateDocument(document), document, pageCount, previewPages };
}

const runsOf = (document: Awaited<ReturnType<typeof read>>['document']) =>
  document.pages.flatMap((page) => page.textRuns);

describe('a long HTML page, read in slices', () => {
  it('a 10 MB article is judged in full, every line, under a bound it needed more than 1,024 MB for', async () => {
    const { feedback, document, pageCount, previewPages } = await read('article.html');
    expect(feedback.report.notJudged).toBeUndefined();
    expect(feedback.report.results).toMatchObject({
      Contrast: { score: 1 },
      HeadingsSequential: { score: 1 },
      HeadingsStartAtOne: { score: 1 },
      Title: { score: 1 },
      LanguagePresence: { score: 1 },
      LanguageCorrect: { score: 1 },
    });
    // Every text node read, to the last paragraph's, and every line's background found.
    const runs = runsOf(document);
    expect(runs.every((run) => run.background !== null)).toBe(true);
    const places = document.pages.flatMap((page) => page.textRuns.map((run) => runLocation(page, run)));
    expect(places.at(-1)!.selector).toBe('body > article > p:nth-of-type(9533)');
    expect(document.headings).toHaveLength(1 + Math.ceil(9533 / 40));
    // One preview, its pages those of the slices; the last line on its last page.
    expect(previewPages).toBe(pageCount);
    expect(places.at(-1)!.areas[0]!.page).toBe(pageCount! - 1);
  }, 170_000);

  it('a page of 20,000 links is judged in full, every link, under a bound it needed 1,013-1,063 MB for', async () => {
    const { feedback, document, pageCount, previewPages } = await read('links.html');
    expect(feedback.report.notJudged).toBeUndefined();
    expect(feedback.report.results).toMatchObject({ Contrast: { score: 1 }, LanguageCorrect: { score: 1 } });
    const runs = runsOf(document);
    // The heading and 20,000 links: the last one too (at most 20,000 text nodes were read before).
    expect(runs).toHaveLength(20_001);
    expect(runs.at(-1)!.text).toBe('Maps of the river and its bridges: record 19999');
    expect(runs.every((run) => run.background !== null)).toBe(true);
    expect(previewPages).toBe(pageCount);
  }, 170_000);
});
