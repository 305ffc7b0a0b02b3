import type { Box } from '../model/geometry.js';
import type { Rgb } from '../model/document-model.js';
import type { Raster } from '../model/raster.js';

// 4 bits per channel: close shades (antialiasing, JPEG noise) fall in one bucket, distinct colours do not.
const BITS = 4;
const SHIFT = 8 - BITS;
const BUCKETS = 1 << (3 * BITS);

/**
 * The background colour in `box` (points, top-left origin) of a page rendered at `scale`: the most
 * frequent colour among the box's pixels (glyphs cover a minority of a text box, and on a page rendered
 * without its text, none of it), averaged over the pixels of the winning bucket. Null if the box falls
 * outside the raster.
 */
export function sampleBackground(raster: Raster, scale: number, box: Box): Rgb | null {
  const x0 = Math.max(0, Math.floor(box.x0 * scale));
  const y0 = Math.max(0, Math.floor(box.y0 * scale));
  const x1 = Math.min(raster.width, Math.ceil(box.x1 * scale));
  const y1 = Math.min(raster.height, Math.ceil(box.y1 * scale));
  if (x1 <= x0 || y1 <= y0) return null;

  const counts = new Uint32Array(BUCKETS);
  const data = raster.data;
  let best = 0;
  for (let y = y0; y < y1; y++) {
    for (let offset = (y * raster.width + x0) * 4, end = (y * raster.width + x1) * 4; offset < end; offset += 4) {
      const bucket =
        ((data[offset] >> SHIFT) << (2 * BITS)) | ((data[offset + 1] >> SHIFT) << BITS) | (data[offset + 2] >> SHIFT);
      if (++counts[bucket] > counts[best]) best = bucket;
    }
  }

  let r = 0;
  let g = 0;
  let b = 0;
  for (let y = y0; y < y1; y++) {
    for (let offset = (y * raster.width + x0) * 4, end = (y * raster.width + x1) * 4; offset < end; offset += 4) {
      const bucket =
        ((data[offset] >> SHIFT) << (2 * BITS)) | ((data[offset + 1] >> SHIFT) << BITS) | (data[offset + 2] >> SHIFT);
      if (bucket === best) {
        r += data[offset];
        g += data[offset + 1];
        b += data[offset + 2];
      }
    }
  }
  const n = counts[best];
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}
