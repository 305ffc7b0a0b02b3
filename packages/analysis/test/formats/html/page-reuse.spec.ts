import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { BrowserHost } from '../../../src/browser/browser-host.js';
import type { ResourceFetcher } from '../../../src/fetching/resource-fetcher.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';

// Documents back to back share a page, reset in between (BrowserHost, render-html.ts resetPage):
// nothing of one may reach the next, and each gets the feedback it gets on a fresh browser.

const scratch = mkdtempSync(join(tmpdir(), 'page-reuse-'));
const file = (name: string, html: string) => {
  const path = join(scratch, name);
  writeFileSync(path, html);
  return path;
};
const DARK = 'https://example.org/dark.png';
const dark = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#202020' } })
  .png()
  .toBuffer();

/** A fetcher that serves the dark picture and remembers what it was asked. */
function fetcher(): ResourceFetcher & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (url) => {
      asked.push(url);
      return url === DARK ? { body: dark, contentType: 'image/png' } : null;
    },
    fetchText: async () => null,
  } as ResourceFetcher & { asked: string[] };
}

// The first declares a style, a language, a title, a dark colour scheme (written over, not navigated
// away from, a page kept it: the next canvas was dark) and light text on a dark picture; the second
// has none of them.
const first = file(
  'first.html',
  `<!doctype html><html lang="fr"><head><title>Premier</title><meta name="color-scheme" content="dark">
  <style>body { background: url(${DARK}); color: #fff } p { font-size: 40px }</style></head>
  <body><h1>Premier document</h1><p>Le texte clair sur un fond sombre se lit bien.</p></body></html>`,
);
const second = file(
  'second.html',
  `<!doctype html><html><body><h2>Second document</h2>
  <p style="color:#fff;background-image:url(${DARK})">White text on the dark picture.</p>
  <p style="color:#eee">Light grey text on the page's own white.</p></body></html>`,
);

describe('a page reset between documents', () => {
  it('gives the second document the feedback a fresh browser gives it, its resources fetched again', async () => {
    const reused = new BrowserHost();
    const fresh = new BrowserHost();
    try {
      const firstFetcher = fetcher();
      await readHtml(first, { fetcher: firstFetcher, browser: reused });
      expect(firstFetcher.asked).toEqual([DARK]);
      const secondFetcher = fetcher();
      const afterFirst = await readHtml(second, { fetcher: secondFetcher, browser: reused });
      expect(reused.pagesPrepared).toBe(1); // the same page served both
      expect(secondFetcher.asked).toEqual([DARK]); // not taken from the first document's cache

      const alone = await readHtml(second, { fetcher: fetcher(), browser: fresh });
      expect(evaluateDocument(afterFirst.document)).toEqual(evaluateDocument(alone.document));
      const { metadata, headings } = afterFirst.document;
      expect(metadata).toEqual({ title: null, language: null });
      expect(headings.map((heading) => heading.text)).toEqual(['Second document']);
      const results = evaluateDocument(afterFirst.document).report.results;
      expect(results.Contrast!.score).toBeLessThan(1); // the grey line fails on white, not on the first's dark canvas
    } finally {
      await reused.close();
      await fresh.close();
    }
  });
});
