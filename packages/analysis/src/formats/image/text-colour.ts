import { relativeLuminance } from '../../commons/colour/contrast-ratio.js';
import type { Rgb } from '../../model/document-model.js';
import type { Box } from '../../model/geometry.js';
import type { Raster } from '../../model/raster.js';

/** Share of a line box's pixels, the most contrasting, taken as the glyphs' solid cores. */
const CORE_SHARE = 0.05;

const LUMINANCE = Array.from({ length: 256 }, (_, v) => relativeLuminance({ r: v, g: 0, b: 0 }) / 0.2126);

/**
 * The lines' contrasts are sorted here, one line at a time: grown to the largest line box read and
 * kept. Two arrays of a line box's size per line, left to the collector, added 30 MB to a
 * 100-megapixel image's peak (pnpm bench:large).
 */
let scratch = new Float32Array(0);

/**
 * The colour text is painted with in `box` (raster pixels), given the background: the average of
 * the 5% of the box's pixels that contrast most with the background. Glyphs cover more than that
 * of a line box, and their antialiased edges (blends towards the background) rank below their
 * cores, so this is the solid text colour; JPEG noise only nudges it. Null for an empty box.
 */
export function estimateTextColour(raster: Raster, box: Box, background: Rgb): Rgb | null {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(raster.width, Math.ceil(box.x1));
  const y1 = Math.min(raster.height, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return null;

  const backgroundLuminance = relativeLuminance(background) + 0.05;
  const data = raster.data;
  const count = (x1 - x0) * (y1 - y0);
  if (scratch.length < count) scratch = new Float32Array(Math.max(count, 2 * scratch.length));
  const sorted = scratch.subarray(0, count);
  let i = 0;
  for (let y = y0; y < y1; y++) {
    for (let o = (y * raster.width + x0) * 4, end = (y * raster.width + x1) * 4; o < end; o += 4) {
      sorted[i++] = contrastAt(data, o, backgroundLuminance);
    }
  }
  sorted.sort();
  const threshold = sorted[Math.min(count - 1, Math.floor(count * (1 - CORE_SHARE)))];

  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let o = (y * raster.width + x0) * 4, end = (y * raster.width + x1) * 4; o < end; o += 4) {
      if (contrastAt(data, o, backgroundLuminance) < threshold) continue;
      r += data[o];
      g += data[o + 1];
      b += data[o + 2];
      n++;
    }
  }
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}

/** The contrast of the pixel at byte `o` with the background, rounded as a Float32Array stores it (both passes compare alike). */
function contrastAt(data: Uint8ClampedArray, o: number, backgroundLuminance: number): number {
  const luminance =
    0.2126 * LUMINANCE[data[o]] + 0.7152 * LUMINANCE[data[o + 1]] + 0.0722 * LUMINANCE[data[o + 2]] + 0.05;
  return Math.fround(Math.max(luminance / backgroundLuminance, backgroundLuminance / luminance));
}
