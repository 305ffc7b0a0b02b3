import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'puppeteer-core';
import { axeViolations, launchBrowser } from './support/axe-browser.js';
import { produced } from './support/produce.js';
import { HTML_SOURCES, type SourceName } from './support/sources.js';

/** Those our own engine judges the Html of, plus a scan (OCR text) and a presentation. */
const SOURCES: SourceName[] = [...HTML_SOURCES, 'scannedPdf', 'pptx'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(['Html', 'Beeline'] as const)('%s in Chromium', (format) => {
  it.each(SOURCES)('made from %s, has no axe-core violation of WCAG 2.0/2.1 A and AA', async (source) => {
    const { data } = await produced(format, source);
    expect(await axeViolations(browser, data.toString('utf8'))).toEqual([]);
  });
});

it('axe-core in Chromium does find violations where there are some', async () => {
  const bad = '<!DOCTYPE html><html><head><title>t</title></head><body><img src="x.png" /></body></html>';
  expect((await axeViolations(browser, bad)).map((violation) => violation.id)).toEqual(
    expect.arrayContaining(['html-has-lang', 'image-alt']),
  );
});
