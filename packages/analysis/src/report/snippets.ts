import type { Snippet } from '../feedback.js';
import type { Box, Location } from '../model/geometry.js';
import { mergeBoxes } from './merge-boxes.js';

/** At most this many snippets per check, the first in page and reading order: enough to act on. */
export const MAX_SNIPPETS_PER_CHECK = 100;

/**
 * A check's failures as the API's snippets: per page, boxes merged into lines and blocks
 * (merge-boxes.ts), ordered by page then top to bottom, left to right, coordinates rounded to
 * 2 decimals. A failure with no area but a CSS selector (HTML) becomes one snippet with that
 * selector and an empty box on page 0, so that every snippet keeps the numeric fields clients
 * expect; selector snippets follow the boxed ones. Failures with neither are dropped.
 */
export function toSnippets(failures: readonly Location[], limit = MAX_SNIPPETS_PER_CHECK): Snippet[] {
  const boxesByPage = new Map<number, Box[]>();
  const selectors = new Set<string>();
  for (const failure of failures) {
    const areas = failure.areas.filter(({ page, box }) => Number.isInteger(page) && page >= 0 && hasFiniteCorners(box));
    if (areas.length === 0 && failure.selector) selectors.add(failure.selector);
    for (const { page, box } of areas) {
      const boxes = boxesByPage.get(page) ?? [];
      boxes.push(box);
      boxesByPage.set(page, boxes);
    }
  }
  const snippets: Snippet[] = [...boxesByPage.keys()]
    .sort((a, b) => a - b)
    .flatMap((page) =>
      mergeBoxes(boxesByPage.get(page)!)
        .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)
        .map((box) => ({ page, x0: round(box.x0), y0: round(box.y0), x1: round(box.x1), y1: round(box.y1) })),
    );
  for (const selector of selectors) snippets.push({ page: 0, x0: 0, y0: 0, x1: 0, y1: 0, selector });
  return snippets.slice(0, limit);
}

function hasFiniteCorners({ x0, y0, x1, y1 }: Box): boolean {
  return [x0, y0, x1, y1].every(Number.isFinite);
}

function round(value: number): number {
  // + 0 turns -0 into 0, which JSON would print as 0 anyway but tests compare exactly.
  return Math.round(value * 100) / 100 + 0;
}
