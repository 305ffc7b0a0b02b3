import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { ColourHistogram } from './colour-histogram.js';
import type { RawRect } from './raw-page.js';

/** A box larger than this many pixels is sampled on a grid of every other pixel. */
const DENSE_PIXELS = 40_000;
/**
 * Screenshots are taken at half the CSS resolution (a device scale factor of 0.5: the layout, in
 * CSS pixels, is the same): a quarter of the pixels to rasterise, encode and decode (a 15,000 px
 * page took 330 ms to photograph at full resolution, 130 ms so), and still several pixels across
 * the smallest line of text; colours and gradients are the same at any scale.
 */
const SCALE = 0.5;

/**
 * Hides the text without changing anything else: glyphs, their shadows, decorations and list
 * markers become transparent, but `color` itself stays (a border or an SVG icon in currentColor
 * keeps its colour, so the background is what it really is).
 */
export const HIDE_TEXT_CSS = `*, *::before, *::after, *::first-letter, *::first-line {
  -webkit-text-fill-color: transparent !important;
  -webkit-text-stroke-color: transparent !important;
  text-shadow: none !important;
  text-decoration-color: transparent !important;
  caret-color: transparent !important;
}
::marker { color: transparent !important; }`;

/**
 * The colours behind each rectangle (CSS pixels of the document) on the page as it is now (its
 * text hidden by HIDE_TEXT_CSS), read from screenshots at half resolution, a band of the document
 * as tall as the viewport at a time (scrolled into view, so that a long page never needs one huge
 * bitmap). A rectangle outside the document gets an empty histogram. The viewport is left at half
 * resolution: set it again before laying out anything else.
 */
export async function sampleBackgrounds(
  page: Page,
  rects: readonly RawRect[],
  viewport: { width: number; height: number },
  documentHeight: number,
): Promise<ColourHistogram[]> {
  const histograms = rects.map(() => new ColourHistogram());
  await page.setViewport({ ...viewport, deviceScaleFactor: SCALE });
  for (let top = 0; top < documentHeight; top += viewport.height) {
    const height = Math.min(viewport.height, documentHeight - top);
    const inBand = rects
      .map((rect, index) => ({ rect, index }))
      .filter(({ rect }) => rect.y < top + height && rect.y + rect.height > top && rect.width > 0 && rect.height > 0);
    if (inBand.length === 0) continue;
    // Only the columns that hold text.
    const left = Math.max(0, Math.floor(Math.min(...inBand.map(({ rect }) => rect.x))));
    const right = Math.min(viewport.width, Math.ceil(Math.max(...inBand.map(({ rect }) => rect.x + rect.width))));
    if (right <= left) continue;
    // And only the rows that do, from a whole device pixel.
    const step = 1 / SCALE;
    const first = Math.max(top, Math.floor(Math.min(...inBand.map(({ rect }) => rect.y)) / step) * step);
    const last = Math.min(top + height, Math.ceil(Math.max(...inBand.map(({ rect }) => rect.y + rect.height))));
    if (last <= first) continue;
    await page.evaluate((y) => window.scrollTo(0, y), top);
    const png = await page.screenshot({
      type: 'png',
      clip: { x: left, y: first, width: right - left, height: last - first },
      optimizeForSpeed: true,
      captureBeyondViewport: false,
    });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const { rect, index } of inBand) {
      // One pixel in from each side: a line box's edge pixels are shared with what lies around it.
      const inset = rect.width * SCALE > 4 && rect.height * SCALE > 4 ? 1 : 0;
      const x0 = Math.max(0, Math.floor((rect.x - left) * SCALE) + inset);
      const x1 = Math.min(info.width, Math.ceil((rect.x + rect.width - left) * SCALE) - inset);
      const y0 = Math.max(0, Math.floor((rect.y - first) * SCALE) + inset);
      const y1 = Math.min(info.height, Math.ceil((rect.y + rect.height - first) * SCALE) - inset);
      const stride = (x1 - x0) * (y1 - y0) > DENSE_PIXELS ? 2 : 1;
      const histogram = histograms[index]!;
      for (let y = y0; y < y1; y += stride) {
        for (let x = x0; x < x1; x += stride) {
          const offset = (y * info.width + x) * info.channels;
          histogram.add(data[offset]!, data[offset + 1]!, data[offset + 2]!);
        }
      }
    }
  }
  return histograms;
}
