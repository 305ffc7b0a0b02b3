import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { BrowserHost } from '../../src/browser/browser-host.js';
import { admitResources, DOCUMENT_URL, gatePage } from '../../src/browser/request-gate.js';
import type { ResourceFetcher } from '../../src/fetching/resource-fetcher.js';

// The gate every request of a page passes (request-gate.ts): one blank document, then nothing
// replaces it, and resources only through the fetcher admitted for the document.

const host = new BrowserHost();
afterAll(() => host.close());

describe('a gated page', () => {
  it('gets one blank document; every later navigation is refused, so nothing replaces what is written there', async () => {
    const title = await host.withPage(async (page) => {
      await gatePage(page);
      await page.goto(DOCUMENT_URL);
      // A refresh to the document's own address, then to another: the document stays.
      await page.setContent(
        `<!doctype html><title>Loans</title><meta http-equiv="refresh" content="0;url=${DOCUMENT_URL}">`,
      );
      await sleep(300);
      await page.setContent(
        `<!doctype html><title>Loans</title><meta http-equiv="refresh" content="0;url=https://example.org/">`,
      );
      await sleep(300);
      return page.evaluate(() => `${document.title} at ${location.href}`);
    });
    expect(title).toBe(`Loans at ${DOCUMENT_URL}`);
  });

  it('loads nothing before a fetcher is admitted, then only through it', async () => {
    const asked: string[] = [];
    const fetcher: ResourceFetcher = {
      fetch: async (url) => {
        asked.push(url);
        return { body: Buffer.from('p { color: rgb(0, 128, 0) }'), contentType: 'text/css', url };
      },
      fetchText: async () => null,
    };
    const colours = await host.withPage(async (page) => {
      await gatePage(page);
      await page.goto(DOCUMENT_URL);
      const css = '<link rel="stylesheet" href="https://example.org/a.css"><p>text</p>';
      await page.setContent(css, { waitUntil: 'load' });
      const before = await page.$eval('p', (p) => getComputedStyle(p).color);
      const fetched = admitResources(page, fetcher);
      await page.setContent(css.replace('a.css', 'b.css'), { waitUntil: 'load' });
      return { before, after: await page.$eval('p', (p) => getComputedStyle(p).color), fetched };
    });
    expect(colours.before).toBe('rgb(0, 0, 0)');
    expect(colours.after).toBe('rgb(0, 128, 0)');
    expect(asked).toEqual(['https://example.org/b.css']);
    expect(colours.fetched).toEqual(['https://example.org/b.css']);
  });
});
