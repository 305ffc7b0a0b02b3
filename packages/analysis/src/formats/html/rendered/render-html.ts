import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TimeoutError, type Page } from 'puppeteer-core';
import type { BrowserHost } from '../../../browser/browser-host.js';
import type { BrowserLimits } from '../../../browser/browser-limits.js';
import { admitResources, DOCUMENT_URL, gatePage } from '../../../browser/request-gate.js';
import type { ResourceFetcher } from '../../../fetching/resource-fetcher.js';
import { ColourHistogram } from './colour-histogram.js';
import { MAX_PAGE_PX, VIEWPORT_WIDTH_PX, viewportHeight } from './page-layout.js';
import type { RawLine, RawPage } from './raw-page.js';
import { documentHeight } from './in-page/document-height.js';
import { installPageHelpers } from './in-page/page-helpers.js';
import { installPlainBackgrounds } from './in-page/plain-backgrounds.js';
import { readStructure } from './in-page/read-structure.js';
import { readTextRuns } from './in-page/read-text-runs.js';
import { HIDE_TEXT_CSS, sampleBackgrounds } from './sample-backgrounds.js';

const CSS_PX_PER_INCH = 96;

/**
 * axe-core's minified build: the same code as `axe.source` in 654 KB instead of 1.48 MB, which a
 * fresh page took a fifth less time to receive and start (preparePage). Read on first use: the
 * processes that import the engine without rendering HTML (the API, the CLI's other commands) need not.
 */
let axeSource: string | undefined;
const axeMinified = () =>
  (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** Text nodes read per document; beyond, the rest of a huge page is not judged. */
export const MAX_TEXT_RUNS = 20_000;

/**
 * Time for finding the lines with a plain background (in-page/plain-backgrounds.ts). A typical
 * page needs 40 ms; a huge one's remaining lines are photographed, as all were before.
 */
export const PLAIN_BACKGROUNDS_BUDGET_MS = 1_000;

export interface RenderedHtml {
  raw: RawPage;
  /** Per run, per line: the colours behind it (its plain colour, or its pixels). */
  backgrounds: ColourHistogram[][];
  /** The preview's page height in CSS pixels (its width is VIEWPORT_WIDTH_PX). */
  pageHeightPx: number;
  /** The PDF preview (Chromium's print), when asked for. */
  pdf: Uint8Array | null;
  /** What the page loaded through the safe fetcher. */
  fetched: string[];
}

/**
 * One HTML document through the browser, on a fresh page of `host`'s browser (made ready by
 * preparePage, ahead of time when the browser was idle): written into the page with JavaScript off
 * and every request through `fetcher` (request-gate.ts), laid out, read (in-page/, with axe-core's
 * commons) while it is printed to PDF for the preview, then, where a line's background is not plain
 * (in-page/plain-backgrounds.ts), photographed with its text hidden for the colours behind it.
 * `samplePlainLines` (the corpus test) photographs every line, so that the two can be compared.
 */
export function renderHtml(
  host: BrowserHost,
  html: string,
  fetcher: ResourceFetcher | null,
  options: { preview: boolean; loadTimeoutMs: BrowserLimits['loadTimeoutMs']; samplePlainLines?: boolean },
): Promise<RenderedHtml> {
  return host.withPage(async (page) => {
    const fetched = admitResources(page, fetcher);
    await load(page, html, options.loadTimeoutMs);
    const pageHeightPx = await fitViewport(page);
    // The print is laid out in the renderer between the readers' calls below, and made into a PDF
    // outside it (on the other core): started now, it is mostly done by the time they are.
    const printing = options.preview ? printPreview(page, pageHeightPx) : Promise.resolve(null);
    printing.catch(() => {}); // awaited below; a failure before then is not unhandled
    await page.evaluate(installPageHelpers);
    await page.evaluate(installPlainBackgrounds);
    const structure = await page.evaluate(readStructure);
    const runs = await page.evaluate(readTextRuns, {
      maxRuns: MAX_TEXT_RUNS,
      plainBudgetMs: PLAIN_BACKGROUNDS_BUDGET_MS,
    });
    const raw: RawPage = { ...structure, runs, height: await page.evaluate(documentHeight) };
    // Before the text is hidden for the photographs below.
    const pdf = await printing;
    const photographed = (line: RawLine) => options.samplePlainLines || !line.plain;
    const toSample = raw.runs.flatMap((run) => run.lines).filter(photographed);
    let sampled: ColourHistogram[] = [];
    if (toSample.length > 0) {
      await page.addStyleTag({ content: HIDE_TEXT_CSS });
      sampled = await sampleBackgrounds(page, toSample, { width: VIEWPORT_WIDTH_PX, height: pageHeightPx });
    }
    let next = 0;
    const backgrounds = raw.runs.map((run) =>
      run.lines.map((line) => (photographed(line) ? sampled[next++]! : ColourHistogram.of(line.plain!))),
    );
    return { raw, backgrounds, pageHeightPx, pdf, fetched };
  }, preparePage);
}

/**
 * Readies a fresh page before its document is known (browser-host.ts runs it ahead for the next
 * document): scripts never run (an uploaded page's could fetch, loop, mine or rewrite what is
 * judged), screen media, the first viewport, every request gated, and a blank document at
 * DOCUMENT_URL with axe-core loaded into it (sending and starting it took a third of a typical
 * page's time). The document is then written into that blank one (load), which keeps its
 * window, and so axe-core.
 */
async function preparePage(page: Page): Promise<void> {
  await page.setJavaScriptEnabled(false);
  await page.emulateMediaType('screen');
  await page.setViewport({ width: VIEWPORT_WIDTH_PX, height: viewportHeight(0), deviceScaleFactor: 1 });
  await gatePage(page);
  await page.goto(DOCUMENT_URL, { waitUntil: 'load' });
  await page.evaluate(axeMinified());
}

/**
 * Writes the document into the page's blank one (document.open/write/close: parsed as a navigation
 * would, quirks mode and all); past the load bound, whatever arrived is judged (a stalled image
 * must not fail the file).
 */
async function load(page: Page, html: string, timeoutMs: number): Promise<void> {
  try {
    await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
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
  // What the taller viewport brought into play (a background under a height media query) was asked
  // for during the layout documentHeight forced: wait until it has arrived. (Images are never
  // lazy here: with scripting off a browser loads them all before `load`.)
  await page.waitForNetworkIdle({ idleTime: 15, timeout: 2_000 }).catch(() => {});
  return height;
}

/**
 * Chromium's print of the page as laid out on screen: pages of the viewport's size, no margins,
 * backgrounds on. Untagged: the preview is the picture the feedback's boxes are drawn on (the
 * viewer paints it; nothing reads its text or structure), the HTML file itself is what a reader
 * uses, and tagging it took a third of the print's time.
 */
async function printPreview(page: Page, heightPx: number): Promise<Uint8Array> {
  await page.addStyleTag({ content: '@page { margin: 0 !important; }' });
  // Straight through DevTools, the PDF in one answer: page.pdf() streams it in chunks (20-30 ms more).
  const session = await page.createCDPSession();
  try {
    const { data } = await session.send('Page.printToPDF', {
      paperWidth: VIEWPORT_WIDTH_PX / CSS_PX_PER_INCH,
      paperHeight: heightPx / CSS_PX_PER_INCH,
      marginTop: 0,
      marginRight: 0,
      marginBottom: 0,
      marginLeft: 0,
      printBackground: true,
      preferCSSPageSize: false,
      generateTaggedPDF: false,
      generateDocumentOutline: false,
      transferMode: 'ReturnAsBase64',
    });
    return Buffer.from(data, 'base64');
  } finally {
    await session.detach().catch(() => {});
  }
}
