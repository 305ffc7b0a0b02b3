import { afterAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BrowserHost } from '../../../src/browser/browser-host.js';
import type { ResourceFetcher } from '../../../src/fetching/resource-fetcher.js';
import { scanMarkup } from '../../../src/formats/html/markup/scan-markup.js';
import { renderHtml } from '../../../src/formats/html/rendered/render-html.js';
import type { SliceBounds } from '../../../src/formats/html/rendered/slice-bounds.js';
import { pdfjs } from '../../../src/formats/pdf/pdfjs.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';
import { runLocation } from '../../../src/commons/locations.js';

// A page past the slice bounds is read a slice at a time (rendered/in-page/slices.ts). Small pages
// cut into slices of a few elements show it quickly: the verdicts are those of the page read whole,
// each slice starts a page of the preview, and nothing of one slice is lost or changed in another.

const host = new BrowserHost();
const scratch = mkdtempSync(join(tmpdir(), 'slices-'));
afterAll(async () => {
  await host.close();
  rmSync(scratch, { recursive: true, force: true });
});
let previews = 0;

/** A few elements a slice: every unit of these pages is a slice of its own, or shares one with its neighbour. */
const TINY: SliceBounds = { maxElements: 3, maxCharacters: 10_000 };

async function render(html: string, slices?: SliceBounds, fetcher: ResourceFetcher | null = null, preview = true) {
  const rendered = await renderHtml(host, scanMarkup(Buffer.from(html)).markup, fetcher, {
    previewPath: preview ? join(scratch, `${++previews}.pdf`) : null,
    ...(slices ? { slices } : {}),
  });
  const { document } = rendered;
  return { rendered, document, feedback: evaluateDocument(document) };
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Loans</title></head><body style="margin:20px">${body}</body></html>`;

const LOANS = page(
  '<h1>Library loans</h1><p>The town library lends books, films and music to everyone in the town.</p>' +
    '<h3>Books</h3><p style="color:#999">Pale grey text that is hard to read on white.</p>' +
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">' +
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">' +
    '<table><tr><td>Item</td><td>Weeks</td></tr><tr><td>Book</td><td>3</td></tr></table>' +
    '<div style="background:#003366;color:#fff;padding:8px">Light text on dark blue.</div>' +
    '<p style="color: rgb(200, 0, 0)">Red text, its colour in its own style attribute.</p>',
);

describe('a page read in slices', () => {
  it('gets the verdicts of the page read whole, each snippet on its slice’s page', async () => {
    const whole = await render(LOANS);
    const sliced = await render(LOANS, TINY);
    expect(whole.rendered.pageCount).toBe(1);
    // Ten units (the table opened: its rows are units), three elements a slice: five slices.
    expect(sliced.rendered.pageCount).toBe(5);
    const verdicts = (feedback: typeof whole.feedback) =>
      Object.fromEntries(
        Object.entries(feedback.report.results).map(([check, result]) => [
          check,
          { score: result.score, selectors: result.snippets?.map((snippet) => snippet.selector) },
        ]),
      );
    expect(verdicts(sliced.feedback)).toEqual(verdicts(whole.feedback));
    expect(sliced.feedback.report.results.Contrast!.score).toBeLessThan(1);
    // The pale paragraph is the 4th unit: the first of the second slice, at the top of the second page.
    const pale = sliced.document.pages[1]!.textRuns[0]!;
    expect(pale.text).toBe('Pale grey text that is hard to read on white.');
    expect(runLocation(sliced.document.pages[1]!, pale).areas[0]!.page).toBe(1);
    // A style attribute of its own is the unit's again when its slice is shown.
    const red = sliced.document.pages.flatMap((page) => page.textRuns).at(-1)!;
    expect(red.colour).toEqual({ r: 200, g: 0, b: 0 });
  });

  it('prints one preview: the slices’ pages one after another', async () => {
    const { rendered } = await render(LOANS, TINY);
    expect(rendered.previewWritten).toBe(true);
    const loading = pdfjs.getDocument({ data: new Uint8Array(readFileSync(join(scratch, `${previews}.pdf`))) });
    const pdf = await loading.promise;
    try {
      expect(pdf.numPages).toBe(5);
      const second = await pdf.getPage(2);
      const text = (await second.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
      expect(text).toContain('Pale grey text');
      expect(second.view).toEqual([0, 0, 960, 12_288]); // every page of a sliced page is the viewport's 16,384 px
    } finally {
      await loading.destroy();
    }
  });

  it('reads headings in document order when their container is cut, and text of the container itself', async () => {
    const items = Array.from({ length: 8 }, (_, i) => `<p>Paragraph ${i + 1}.</p>`).join('');
    const links = Array.from({ length: 6 }, (_, i) => `<a href="/${i}">link ${i + 1}</a>`).join(' and ');
    const { document } = await render(
      page(
        `<h1>Report</h1><section role="heading" aria-level="2" aria-label="Section">${items}</section>` +
          `<p>Link list: ${links} end.</p>` +
          '<h2>After</h2>',
      ),
      TINY,
    );
    expect(document.headings.map(({ level, text }) => [level, text])).toEqual([
      [1, 'Report'],
      [2, 'Section'],
      [2, 'After'],
    ]);
    const texts = document.pages.flatMap((page) => page.textRuns.map((run) => run.text.trim()));
    expect(texts).toEqual([
      'Report',
      ...Array.from({ length: 8 }, (_, i) => `Paragraph ${i + 1}.`),
      'Link list:',
      ...Array.from({ length: 6 }, (_, i) => [`link ${i + 1}`, i < 5 ? 'and' : 'end.']).flat(),
      'After',
    ]);
  });

  it('sees an element as it is in its own slice, even when an earlier one looked at it while hidden', async () => {
    // The image is named by the heading three slices on: naming it looks at the heading while it is
    // hidden. In its own slice it is shown, and a heading (axe-core forgot what it saw before).
    const { document } = await render(
      page(
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40" aria-labelledby="map">' +
          '<p>One.</p><p>Two.</p><p>Three.</p><p>Four.</p><p>Five.</p><p>Six.</p><p>Seven.</p><p>Eight.</p>' +
          '<h2 id="map">Map of the branches</h2>',
      ),
      TINY,
    );
    expect(document.figures.map((figure) => [figure.alternativeText, figure.decorative])).toEqual([
      ['Map of the branches', false],
    ]);
    expect(document.headings.map((heading) => heading.text)).toEqual(['Map of the branches']);
  });

  it('waits for what a later slice loads before judging it', async () => {
    const dark = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#202020' } })
      .png()
      .toBuffer();
    const fetcher: ResourceFetcher = {
      fetch: async (url) => {
        await sleep(1_500);
        return { body: dark, contentType: 'image/png', url };
      },
      fetchText: async () => null,
    };
    // The background is asked for only once its slice is laid out, and takes a while to come.
    const { feedback } = await render(
      page(
        '<p>One.</p><p>Two.</p><p>Three.</p><p>Four.</p>' +
          '<p style="color:#333;background:url(https://example.org/dark.png)">Dark grey text on near black.</p>',
      ),
      TINY,
      fetcher,
      false, // (printing the preview would wait for it too)
    );
    expect(feedback.report.results.Contrast!.snippets!.map((snippet) => snippet.page)).toEqual([1]);
  });
});
