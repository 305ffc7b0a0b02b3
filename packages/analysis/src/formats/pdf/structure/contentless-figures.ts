import type { Area, Box } from '../../../model/geometry.js';
import type { PaintedImage } from '../content-walk.js';
import { transformRect } from '../matrix.js';
import { MIN_FIGURE_SIDE } from '../page-images.js';
import type { PageContent } from './content-places.js';

/**
 * Places Figure (and Formula) elements that have no content of their own. LibreOffice writes one for
 * every picture inserted the usual way: the picture is painted as an artifact, and its Figure holds
 * the /Alt, a /Pg and a Layout BBox, but no MCID. Such an element is still the picture's text
 * alternative for a screen reader, so it is a figure to judge, placed by this rule:
 *
 * - **Page:** its /Pg (its own or its nearest ancestor's); else the page of the content nearest before
 *   it in document order (its parent's or an earlier sibling's), else after it; else none.
 * - **Box:** the artifact image it stands for on that page, where the picture really is: the one
 *   under its Layout BBox, or without a BBox the first, in paint order, that no earlier such figure
 *   took; else its BBox; else the whole page.
 */
export class ContentlessFigures {
  private readonly taken = new Set<PaintedImage>();

  constructor(private readonly pagesByRef: ReadonlyMap<string, PageContent>) {}

  /**
   * The figure's areas: `pageRefs` are, in order, its /Pg and the pages of the content nearest before
   * and after it; the first that names a page of the document is its page.
   */
  areas(pageRefs: readonly (string | undefined)[], bbox: readonly number[] | undefined): Area[] {
    const page = pageRefs.map((ref) => (ref === undefined ? undefined : this.pagesByRef.get(ref))).find(Boolean);
    if (!page) return [];
    const candidates = page.images.filter((image) => image.artifact && !this.taken.has(image) && isPicture(image.box));
    const declared = bbox ? transformRect(page.viewportTransform, bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!) : null;
    const image = declared ? largestOverlap(candidates, declared) : (candidates[0] ?? null);
    if (image) this.taken.add(image);
    const box = image?.box ?? declared ?? { x0: 0, y0: 0, x1: page.width, y1: page.height };
    return [{ page: page.index, box }];
  }
}

function isPicture(box: Box): boolean {
  return box.x1 - box.x0 >= MIN_FIGURE_SIDE && box.y1 - box.y0 >= MIN_FIGURE_SIDE;
}

function largestOverlap(images: PaintedImage[], box: Box): PaintedImage | null {
  let best: PaintedImage | null = null;
  let bestArea = 0;
  for (const image of images) {
    const width = Math.min(box.x1, image.box.x1) - Math.max(box.x0, image.box.x0);
    const height = Math.min(box.y1, image.box.y1) - Math.max(box.y0, image.box.y0);
    if (width > 0 && height > 0 && width * height > bestArea) [best, bestArea] = [image, width * height];
  }
  return best;
}
