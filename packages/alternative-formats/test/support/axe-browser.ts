/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import axe from 'axe-core';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium (as apps/api's viewer tests); puppeteer-core downloads no browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** axe-core's WCAG 2.0 and 2.1 level A and AA rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // As root Chromium refuses its own sandbox; the pages are our own output, with no network.
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
}

/**
 * axe-core's WCAG 2 A/AA violations of an HTML page, loaded with setContent in a fresh page that
 * may load nothing but data: URLs (the pictures the formats embed): every other request is aborted.
 */
export async function axeViolations(browser: Browser, html: string): Promise<Array<{ id: string; targets: string[] }>> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1200, height: 900 });
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      request.url().startsWith('data:') ? void request.continue() : void request.abort('blockedbyclient'),
    );
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(axe.source);
    const result = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        }),
      WCAG_AA,
    );
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => String(node.target)),
    }));
  } finally {
    await page.close();
  }
}
