import type { Box } from '../../model/geometry.js';
import type { TextItem } from './text-items.js';

const MIN_RASTER_COVERAGE = 0.5;
const MAX_TEXT_CHARACTERS = 10;
// Coverage is measured on a grid of sample points: images may overlap, and a grid unions them cheaply.
const GRID = 64;

/**
 * A page that looks like a picture of a page: raster images cover at least half of it and it has
 * (almost) no text, visible or not (an OCR layer is invisible text, so an OCRed scan does not qualify).
 */
export function looksScanned(page: { width: number; height: number }, imageBoxes: Box[], items: TextItem[]): boolean {
  if (imageBoxes.length === 0 || page.width <= 0 || page.height <= 0) return false;
  let characters = 0;
  for (const item of items) {
    characters += item.str.replace(/\s/gu, '').length;
    if (characters >= MAX_TEXT_CHARACTERS) return false;
  }
  let covered = 0;
  for (let row = 0; row < GRID; row++) {
    const y = ((row + 0.5) / GRID) * page.height;
    for (let column = 0; column < GRID; column++) {
      const x = ((column + 0.5) / GRID) * page.width;
      if (imageBoxes.some((box) => x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1)) covered++;
    }
  }
  return covered >= MIN_RASTER_COVERAGE * GRID * GRID;
}
