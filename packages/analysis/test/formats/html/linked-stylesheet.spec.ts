import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResourceFetcher } from '../../../src/fetching/resource-fetcher.js';
import { createSafeFetcher } from '../../../src/fetching/safe-fetcher.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';
import { startServer } from '../../fetching/local-server.js';

const scratch = mkdtempSync(join(tmpdir(), 'linked-css-'));
function htmlFile(head: string): string {
  const path = join(scratch, `${Math.random().toString(36).slice(2)}.html`);
  writeFileSync(
    path,
    `<html lang="en"><head><title>Linked</title>${head}</head><body><p>Some text here.</p></body></html>`,
  );
  return path;
}

/** A fetcher that serves `files` by URL and records what it was asked. */
function stub(files: Record<string, string>): ResourceFetcher & { requested: string[] } {
  const requested: string[] = [];
  return {
    requested,
    async fetchText(url) {
      requested.push(url);
      return files[url] ?? null;
    },
  };
}

const contrastOf = async (path: string, options: Parameters<typeof readHtml>[1]) =>
  evaluateDocument(await readHtml(path, options)).report.results.Contrast?.score;

describe('linked stylesheets', () => {
  it('fetches an absolute stylesheet through the fetcher, and it changes contrast', async () => {
    const path = htmlFile('<link rel="stylesheet" href="https://cdn.example/site.css">');
    const fetcher = stub({ 'https://cdn.example/site.css': 'p { color: #bbb }' });
    expect(await contrastOf(path, { fetcher })).toBe(0);
    expect(fetcher.requested).toEqual(['https://cdn.example/site.css']);
    expect(await contrastOf(path, { fetcher: null })).toBe(1);
  });

  it('resolves relative references against baseUrl and <base href>, and ignores them without a base', async () => {
    const relative = htmlFile('<link rel="stylesheet" href="css/site.css">');
    const fetcher = stub({ 'https://example.org/docs/css/site.css': 'p { color: #bbb }' });
    expect(await contrastOf(relative, { fetcher, baseUrl: 'https://example.org/docs/page.html' })).toBe(0);
    const none = stub({});
    expect(await contrastOf(relative, { fetcher: none })).toBe(1);
    expect(none.requested).toEqual([]);
    const withBase = htmlFile('<base href="https://example.org/docs/"><link rel="stylesheet" href="css/site.css">');
    expect(await contrastOf(withBase, { fetcher })).toBe(0);
  });

  it('follows @import, keeps document order, and skips print and alternate sheets', async () => {
    const path = htmlFile(
      '<link rel="stylesheet" href="https://a.example/main.css">' +
        '<style>p { color: #111 }</style>' +
        '<link rel="stylesheet" media="print" href="https://a.example/print.css">' +
        '<link rel="alternate stylesheet" href="https://a.example/alt.css">',
    );
    const fetcher = stub({
      'https://a.example/main.css': '@import url("base.css"); p { background: #fff }',
      'https://a.example/base.css': 'p { color: #ccc }',
    });
    // The <style> after the linked sheet wins: the text stays dark.
    expect(await contrastOf(path, { fetcher })).toBe(1);
    expect(fetcher.requested).toEqual(['https://a.example/main.css', 'https://a.example/base.css']);
  });

  describe('through createSafeFetcher', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    afterAll(() => server?.close());

    it('fetches from an allowed local server, and never from it with the default policy', async () => {
      server = await startServer((_req, res) => {
        res.setHeader('content-type', 'text/css');
        res.end('p { color: #c0c0c0 }');
      });
      const path = htmlFile(`<link rel="stylesheet" href="${server.url}/site.css">`);
      expect(await contrastOf(path, {})).toBe(1);
      expect(server.hits).toEqual([]);
      expect(await contrastOf(path, { fetcher: createSafeFetcher({ allowAddress: () => true }) })).toBe(0);
      expect(server.hits).toEqual(['/site.css']);
    });
  });
});
