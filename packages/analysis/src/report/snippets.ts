import type { Snippet } from '../feedback.js';
import type { Box, Location } from '../model/geometry.js';
import { mergeBoxes } from './merge-boxes.js';

/** At most this many snippets per check, the first in page and reading order: enough to act on. */
export const MAX_SNIPPETS_PER_CHECK = 100;

/**
 * A check's failures as the API's snippets, ordered by page then top to bottom, left to right,
 * coordinates rounded to 2 decimals. Failures without a selector (PDF, Office, images) are boxes
 * merged per page into lines and blocks (merge-boxes.ts). A failure with a CSS selector (HTML) is
 * an element: one snippet per page it is on, the union of its boxes there, carrying the selector
 * (the same element failing twice, two lines of one paragraph, is one snippet); without any area
 * (no preview) it is one snippet on page 0 with an empty box, so that every snippet keeps the
 * numeric fields clients expect. Failures with neither are dropped.
 */
export function toSnippets(failures: readonly Location[], limit = MAX_SNIPPETS_PER_CHECK): Snippet[] {
  const boxesByPage = new Map<number, Box[]>();
  const elements = new Map<string, { page: number; box: Box; selector: string; message?: string }>();
  const unplaced = new Set<string>();
  for (const failure of failures) {
    const areas = failure.areas.filter(({ page, box }) => Number.isInteger(page) && page >= 0 && hasFiniteCorners(box));
    const selector = failure.selector;
    if (areas.length === 0 && selector) unplaced.add(selector);
    for (const { page, box } of areas) {
      if (selector) {
        const key = `${page} ${selector}`;
        const known = elements.get(key);
        // The element's first failure speaks for it (its first line, in reading order).
        const message = known ? known.message : failure.message;
        elements.set(key, {
          page,
          selector,
          box: known ? union(known.box, box) : box,
          ...(message ? { message } : {}),
        });
        continue;
      }
      const boxes = boxesByPage.get(page) ?? [];
      boxes.push(box);
      boxesByPage.set(page, boxes);
    }
  }
  const placed = [
    ...[...boxesByPage].flatMap(([page, boxes]) =>
      mergeBoxes(boxes).map((box) => ({ page, box, selector: undefined, message: undefined })),
    ),
    ...elements.values(),
  ].sort((a, b) => a.page - b.page || a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  const snippets: Snippet[] = placed.map(({ page, box, selector, message }) => ({
    page,
    x0: round(box.x0),
    y0: round(box.y0),
    x1: round(box.x1),
    y1: round(box.y1),
    ...(selector ? { selector } : {}),
    ...(message ? { message } : {}),
  }));
  for (const selector of unplaced) {
    if (![...elements.values()].some((element) => element.selector === selector))
      snippets.push({ page: 0, x0: 0, y0: 0, x1: 0, y1: 0, selector });
  }
  return snippets.slice(0, limit);
}

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

function hasFiniteCorners({ x0, y0, x1, y1 }: Box): boolean {
  return [x0, y0, x1, y1].every(Number.isFinite);
}

function round(value: number): number {
  // + 0 turns -0 into 0, which JSON would print as 0 anyway but tests compare exactly.
  return Math.round(value * 100) / 100 + 0;
}
