import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { AnalysisError } from '../../../src/analyse.js';
import type { ResourceFetcher } from '../../../src/fetching/resource-fetcher.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';
import { runLocation } from '../../../src/commons/locations.js';

const fixtures = new URL('../../../fixtures/html/', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'read-html-'));
let counter = 0;
function htmlFile(html: string | Buffer): string {
  const path = join(scratch, `doc-${counter++}.html`);
  writeFileSync(path, html);
  return path;
}
const read = async (path: string) => (await readHtml(path, { fetcher: null })).document;

describe('readHtml in the browser', () => {
  it('html-pass: metadata, pages of the preview, headings, table, figure, runs on the page', async () => {
    const previewPath = join(scratch, 'preview.pdf');
    const { document, preview, pageCount } = await readHtml(fixtures + 'html-pass.html', {
      fetcher: null,
      previewPath,
    });
    expect(document.metadata).toEqual({ title: 'Accessible documents', language: 'en' });
    expect(preview).toBe(previewPath);
    expect(readFileSync(previewPath).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount).toBe(1);
    expect(document.pages[0]).toMatchObject({ index: 0, width: 960, height: 600 });
    expect(document.headings.map(({ level, text }) => [level, text])).toEqual([
      [1, 'Accessible documents'],
      [2, 'Visits'],
    ]);
    for (const run of document.pages[0]!.textRuns) {
      const location = runLocation(document.pages[0]!, run);
      const [area] = location.areas;
      expect(area!.box.x1).toBeGreaterThan(area!.box.x0);
      expect(area!.box.y1).toBeLessThanOrEqual(600);
      expect(location.selector).toMatch(/^(body|#)/);
    }
  });

  it('points a failing element at its box on the preview, with its selector', async () => {
    const document = await read(
      htmlFile(
        '<html lang="en"><head><title>T</title></head><body style="margin:0"><div style="height:400px"></div>' +
          '<h1 style="margin:0;height:40px">One</h1><h3 style="margin:0;height:40px">Three</h3></body></html>',
      ),
    );
    const [snippet] = evaluateDocument(document).report.results.HeadingsSequential!.snippets!;
    expect(snippet).toEqual({ page: 0, x0: 0, y0: 330, x1: 960, y1: 360, selector: 'body > h3' });
  });

  it('headers attributes pointing at existing ids count as headers', async () => {
    const document = await read(
      htmlFile(
        '<table><tr><td id="h">Name</td></tr><tr><td headers="h">Ada</td></tr></table>' +
          '<table><tr><td headers="missing">x</td></tr></table>' +
          '<table><tr><td>outer<table><tr><th>inner</th></tr></table></td></tr></table>',
      ),
    );
    expect(document.tables.map((table) => table.hasHeaders)).toEqual([true, false, false, true]);
  });

  it('decodes the declared charset', async () => {
    const latin1 = Buffer.from(
      '<html lang="de"><head><meta charset="iso-8859-1"><title>Gr\xfc\xdfe</title></head></html>',
      'latin1',
    );
    expect((await read(htmlFile(latin1))).metadata.title).toBe('Grüße');
  });

  it('ignores an svg <title> for the document title', async () => {
    expect((await read(htmlFile('<body><svg><title>Drawing</title></svg></body>'))).metadata.title).toBeNull();
  });

  it('judges text over a background the taller viewport brings in, once it has arrived', async () => {
    // The background applies only to a viewport taller than the first one, so the browser asks for
    // it after the viewport grows to the document's height (and it takes a while to come).
    const dark = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#202020' } })
      .png()
      .toBuffer();
    const fetcher: ResourceFetcher = {
      fetch: async (url) => {
        await sleep(150);
        return { body: dark, contentType: 'image/png', url };
      },
      fetchText: async () => null,
    };
    const path = htmlFile(
      `<!doctype html><html lang="en"><title>Night</title><style>
      @media (min-height: 2500px) { body { background: url("https://example.org/dark.png"); } }
      p { color: #333; margin-bottom: 2600px; }</style><p>Dark grey text, on white or on near black.</p></html>`,
    );
    const { document } = await readHtml(path, { fetcher });
    expect(evaluateDocument(document).report.results.Contrast).toMatchObject({ score: 0 });
  });

  it('refuses documents with too many elements', async () => {
    const path = htmlFile(`<body>${'<i></i>'.repeat(100_001)}</body>`);
    const error = await readHtml(path, { fetcher: null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toContain('more than 100,000 elements');
  });
});

describe('readHtml without Chromium', () => {
  it('judges the title and the language only, and says why the rest is not judged', async () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = join(scratch, 'no-chromium-here');
    try {
      const { document, preview } = await readHtml(fixtures + 'html-pass.html');
      const feedback = evaluateDocument(document);
      expect(Object.keys(feedback.report.results).sort()).toEqual(['LanguagePresence', 'Title']);
      expect(preview).toBeNull();
      expect(feedback.report.notJudged).toContainEqual({
        check: 'Contrast',
        reason: 'Chromium is not installed on the analysis server: HTML is judged in a browser',
      });
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  });
});
