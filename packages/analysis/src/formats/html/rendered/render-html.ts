import axe from 'axe-core';
import { TimeoutError, type Page } from 'puppeteer-core';
import type { BrowserHost } from '../../../browser/browser-host.js';
import type { BrowserLimits } from '../../../browser/browser-limits.js';
import { DOCUMENT_URL, gateRequests } from '../../../browser/request-gate.js';
import type { ResourceFetcher } from '../../../fetching/resource-fetcher.js';
import type { ColourHistogram } from './colour-histogram.js';
import { MAX_PAGE_PX, VIEWPORT_WIDTH_PX, viewportHeight } from './page-layout.js';
import type { RawPage } from './raw-page.js';
import { documentHeight } from './in-page/document-height.js';
import { installPageHelpers } from './in-page/page-helpers.js';
import { readStructure } from './in-page/read-structure.js';
import { readTextRuns } from './in-page/read-text-runs.js';
import { HIDE_TEXT_CSS, sampleBackgrounds } from './sample-backgrounds.js';

/** Text nodes read per document; beyond, the rest of a huge page is not judged. */
export const MAX_TEXT_RUNS = 20_000;

export interface RenderedHtml {
  raw: RawPage;
  /** Per run, per line: the colours behind it. */
  backgrounds: ColourHistogram[][];
  /** The preview's page height in CSS pixels (its width is VIEWPORT_WIDTH_PX). */
  pageHeightPx: number;
  /** The PDF preview (Chromium's print), when asked for. */
  pdf: Uint8Array | null;
  /** What the page loaded through the safe fetcher. */
  fetched: string[];
}

/**
 * One HTML document through the browser, on a fresh page of `host`'s browser: served to it from
 * memory with JavaScript off and every request through `fetcher` (request-gate.ts), laid out,
 * read (in-page/, with axe-core's commons injected), printed to PDF for the preview,
 * then photographed with its text hidden for the backgrounds behind the text.
 */
export function renderHtml(
  host: BrowserHost,
  html: string,
  fetcher: ResourceFetcher | null,
  options: { preview: boolean; loadTimeoutMs: BrowserLimits['loadTimeoutMs'] },
): Promise<RenderedHtml> {
  return host.withPage(async (page) => {
    // Scripts in an uploaded page never run: they could fetch, loop, mine or rewrite what is judged.
    await page.setJavaScriptEnabled(false);
    await page.emulateMediaType('screen');
    await page.setViewport({ width: VIEWPORT_WIDTH_PX, height: viewportHeight(0), deviceScaleFactor: 1 });
    const fetched = await gateRequests(page, html, fetcher);
    await load(page, options.loadTimeoutMs);
    const pageHeightPx = await fitViewport(page);
    await page.evaluate(axe.source);
    await page.evaluate(installPageHelpers);
    const structure = await page.evaluate(readStructure);
    const runs = await page.evaluate(readTextRuns, { maxRuns: MAX_TEXT_RUNS });
    const raw: RawPage = { ...structure, runs, height: await page.evaluate(documentHeight) };
    const pdf = options.preview ? await printPreview(page, pageHeightPx) : null;
    await page.addStyleTag({ content: HIDE_TEXT_CSS });
    const lines = raw.runs.flatMap((run) => run.lines);
    const histograms = await sampleBackgrounds(page, lines, { width: VIEWPORT_WIDTH_PX, height: pageHeightPx });
    let next = 0;
    const backgrounds = raw.runs.map((run) => run.lines.map(() => histograms[next++]!));
    return { raw, backgrounds, pageHeightPx, pdf, fetched };
  });
}

/** Loads the document; past the load bound, whatever arrived is judged (a stalled image must not fail the file). */
async function load(page: Page, timeoutMs: number): Promise<void> {
  try {
    await page.goto(DOCUMENT_URL, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => {});
}

/**
 * Makes the viewport as tall as the document (within MAX_PAGE_PX), so that everything is laid out
 * and hit-testable at once and the preview's page has the same size. A document whose height
 * follows the viewport's (`vh`) settles after a couple of rounds, or is taken as it is then.
 */
async function fitViewport(page: Page): Promise<number> {
  let height = viewportHeight(await page.evaluate(documentHeight));
  for (let round = 0; round < 3; round++) {
    await page.setViewport({ width: VIEWPORT_WIDTH_PX, height, deviceScaleFactor: 1 });
    const next = viewportHeight(await page.evaluate(documentHeight));
    if (next === height || height === MAX_PAGE_PX) break;
    height = next;
  }
  await page.waitForNetworkIdle({ idleTime: 50, timeout: 2_000 }).catch(() => {});
  return height;
}

/** Chromium's print of the page as laid out on screen: pages of the viewport's size, no margins, backgrounds on. */
async function printPreview(page: Page, heightPx: number): Promise<Uint8Array> {
  await page.addStyleTag({ content: '@page { margin: 0 !important; }' });
  return page.pdf({
    width: `${VIEWPORT_WIDTH_PX}px`,
    height: `${heightPx}px`,
    margin: { top: 0, right: 0, bottom: 0, left: 0 },
    printBackground: true,
    preferCSSPageSize: false,
    tagged: true,
    outline: false,
  });
}
