import type { Page } from 'puppeteer-core';
import { ColourHistogram } from './colour-histogram.js';
import { installBoxIndex } from './in-page/box-index.js';
import { documentHeight } from './in-page/document-height.js';
import { installPlainBackgrounds } from './in-page/plain-backgrounds.js';
import { readBand, type BandReading } from './in-page/read-band.js';
import { readStructure } from './in-page/read-structure.js';
import { readTextRuns } from './in-page/read-text-runs.js';
import { settleResources } from './in-page/settle-resources.js';
import { styleShadowRoots } from './in-page/shadow-styles.js';
import { showSlice } from './in-page/slices.js';
import { MAX_PAGE_PX, VIEWPORT_WIDTH_PX, viewportHeight } from './page-layout.js';
import { countPdfPages, printPreview } from './print-preview.js';
import type { RawLine, RawStructure, RawTextRun } from './raw-page.js';
import { HIDE_TEXT_CSS, sampleBackgrounds } from './sample-backgrounds.js';

/** One slice of the page (in-page/slices.ts) as read, in its own coordinates (its top at 0). */
export interface RenderedSlice {
  structure: RawStructure;
  runs: RawTextRun[];
  /** Per run, per line: the colours behind it (its plain colour, or its pixels). */
  backgrounds: ColourHistogram[][];
  /** Its laid-out height in CSS pixels. */
  height: number;
  /** Its preview's page height in CSS pixels. */
  pageHeightPx: number;
  /** The preview pages it takes. */
  pages: number;
  pdf: Uint8Array | null;
}

export interface SliceOptions {
  preview: boolean;
  /** Photographs every line, plain or not (the corpus test compares the two). */
  samplePlainLines: boolean;
  /**
   * The height of the viewport and of the preview's pages: fixed for a page read in several slices,
   * so that they all have the same, or null: as tall as the document (fitViewport).
   */
  pageHeightPx: number | null;
  /** Run while the print is finished outside the page (BrowserHost.relieveMemory, between a long page's slices). */
  whilePrinting?: () => Promise<void>;
}

/**
 * Shows slice `index` and reads it: laid out (the viewport fitted to it, or fixed), what it asked
 * for loaded, read (in-page/, with axe-core's commons) while it is printed to PDF for the preview,
 * its lines hit-tested and their plain backgrounds found a viewport-tall band at a time (READ_SLICE),
 * then, where a line's background is not plain (in-page/plain-backgrounds.ts), photographed with
 * the text hidden for the colours behind it. The slice is left shown, the page scrolled anywhere.
 */
export async function renderSlice(page: Page, index: number, options: SliceOptions): Promise<RenderedSlice> {
  await page.evaluate(showSlice, index);
  let pageHeightPx = options.pageHeightPx;
  if (pageHeightPx === null) {
    // Fonts and images change the document's height: loaded before it is measured, then again for
    // what the taller viewport brings into play (a background under a height media query).
    await page.evaluate(settleResources);
    pageHeightPx = await fitViewport(page);
  }
  await page.evaluate(settleResources);
  // The print is laid out in the renderer before or after the readers, and made into a PDF outside
  // it (on the other core): started now, it is mostly done by the time they are.
  const printing = options.preview ? printPreview(page, pageHeightPx) : Promise.resolve(null);
  printing.catch(() => {}); // awaited below; a failure before then is not unhandled
  const { structure, runs, height, bands } = (await page.evaluate(READ_SLICE)) as SliceReading;
  const lines = runs.flatMap((run) => run.lines);
  for (const [line, covered, plain] of bands.flat()) {
    lines[line]!.covered = covered;
    lines[line]!.plain = plain;
  }
  // Before the text is hidden for the photographs below.
  const [pdf] = await Promise.all([printing, options.whilePrinting?.()]);
  const photographed = (line: RawLine) => options.samplePlainLines || !line.plain;
  const toSample = lines.filter(photographed);
  let sampled: ColourHistogram[] = [];
  if (toSample.length > 0) {
    const hidden = await page.addStyleTag({ content: HIDE_TEXT_CSS });
    await page.evaluate(styleShadowRoots, HIDE_TEXT_CSS);
    const viewport = { width: VIEWPORT_WIDTH_PX, height: pageHeightPx };
    sampled = await sampleBackgrounds(page, toSample, viewport, height);
    await hidden.evaluate((style) => style.remove());
    await hidden.dispose();
    await page.evaluate(styleShadowRoots, null);
    if (options.pageHeightPx !== null) await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
  }
  let next = 0;
  const backgrounds = runs.map((run) =>
    run.lines.map((line) => (photographed(line) ? sampled[next++]! : ColourHistogram.of(line.plain!))),
  );
  const pages = pdf ? countPdfPages(pdf) : Math.max(1, Math.ceil(height / pageHeightPx));
  return { structure, runs, backgrounds, height, pageHeightPx, pages, pdf };
}

interface SliceReading {
  structure: RawStructure;
  runs: RawTextRun[];
  height: number;
  bands: BandReading[];
}

/**
 * The slice read in one task of the page (the readers' functions, self-contained, called in turn):
 * every change to the page between two calls (a band scrolled into view, a style added for
 * hit-testing) would have it laid out, painted and rasterised again in between, a viewport as tall
 * as 16,384 px each time. It ends scrolled back to the top, where the print is laid out.
 */
const READ_SLICE = `(() => {
  (${installBoxIndex.toString()})();
  (${installPlainBackgrounds.toString()})();
  const structure = (${readStructure.toString()})();
  const runs = (${readTextRuns.toString()})();
  const height = (${documentHeight.toString()})();
  const readBand = ${readBand.toString()};
  const bands = [];
  for (let done = false; !done; ) {
    const band = readBand();
    bands.push(band.reading);
    done = band.done;
  }
  window.scrollTo(0, 0);
  return { structure, runs, height, bands };
})()`;

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
  return height;
}
