import type { Area } from '../../../model/geometry.js';
import type { RawRect } from './raw-page.js';

/**
 * The page is laid out as on a desktop screen 1280 CSS pixels wide, with a viewport as tall as the
 * document (at least a screen, 800 px; at most MAX_PAGE_PX): the preview is printed on pages of
 * exactly that size, so the layout measured and the layout printed are one (`vh` units and all),
 * and every box of a snippet lands where the preview shows it. A document taller than MAX_PAGE_PX
 * continues on further pages of that height. A page read in slices (in-page/slices.ts) has a
 * viewport of MAX_PAGE_PX for all of them, and each slice starts a page of its own.
 */
export const VIEWPORT_WIDTH_PX = 1280;
export const MIN_VIEWPORT_HEIGHT_PX = 800;
/** 12,288 pt: below PDF's customary page limit of 14,400 pt (200 in). */
export const MAX_PAGE_PX = 16_384;
/** CSS pixels are 1/96 in, PDF points 1/72 in. */
export const POINTS_PER_PX = 0.75;

export function viewportHeight(documentHeight: number): number {
  return Math.min(MAX_PAGE_PX, Math.max(MIN_VIEWPORT_HEIGHT_PX, Math.ceil(documentHeight)));
}

/** Where a rectangle of the laid-out document is on the preview's pages, in points from their top left. */
export function areasOf(rect: RawRect | null, pageHeightPx: number): Area[] {
  if (!rect || rect.width <= 0 || rect.height <= 0) return [];
  const areas: Area[] = [];
  const first = Math.max(0, Math.floor(rect.y / pageHeightPx));
  const last = Math.max(first, Math.floor((rect.y + rect.height - 0.001) / pageHeightPx));
  for (let page = first; page <= last; page++) {
    const top = Math.max(rect.y, page * pageHeightPx) - page * pageHeightPx;
    const bottom = Math.min(rect.y + rect.height, (page + 1) * pageHeightPx) - page * pageHeightPx;
    areas.push({
      page,
      box: {
        x0: Math.max(0, rect.x) * POINTS_PER_PX,
        y0: top * POINTS_PER_PX,
        x1: Math.min(VIEWPORT_WIDTH_PX, rect.x + rect.width) * POINTS_PER_PX,
        y1: bottom * POINTS_PER_PX,
      },
    });
  }
  return areas;
}
