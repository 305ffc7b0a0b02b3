/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { RawRect } from '../raw-page.js';
import type { BoxesAt } from './box-index.js';
import type { PageHelpers } from './page-helpers.js';
import type { PlainBackgrounds } from './plain-backgrounds.js';

/** The lines readTextRuns read (`__a11y.lines`), for readBand. */
export interface ReadLines {
  /** In readTextRuns's order: their element, their box and the part of it not clipped away (document coordinates). */
  all: { element: Element; rect: RawRect; shown: RawRect }[];
  /** The lines no band has looked at yet, highest first; null before the first band. */
  left: number[] | null;
}

/** Per line looked at (its index in ReadLines): whether something covers it, and its plain background. */
export type BandReading = [index: number, covered: boolean, plain: [number, number, number] | null][];

/**
 * Runs IN THE PAGE, after readTextRuns, over and over until it says it is done: hit-testing and
 * plain backgrounds (plain-backgrounds.ts) see only what is in the viewport, so a page taller than
 * it is looked at a band at a time. Each call scrolls to the highest line not looked at yet and
 * looks at every such line wholly in view (the highest one even when it is taller than the
 * viewport): whether another element is painted over its middle (a reader does not see it), and its
 * one background colour where the page leaves no doubt of it. A line is never cut by a band's edge:
 * the next band starts at it.
 */
export function readBand(): { reading: BandReading; done: boolean } {
  const {
    lines: read,
    plainBackgrounds,
    boxesAt,
    composedContains,
  } = (
    globalThis as unknown as {
      __a11y: { lines: ReadLines; plainBackgrounds: PlainBackgrounds; boxesAt: BoxesAt } & PageHelpers;
    }
  ).__a11y;
  const lines = read.all;
  const left = (read.left ??= lines.map((_, index) => index).sort((a, b) => lines[a]!.rect.y - lines[b]!.rect.y));
  if (left.length === 0) return { reading: [], done: true };
  window.scrollTo(0, Math.max(0, lines[left[0]!]!.rect.y));
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const bottom = scrollY + window.innerHeight;
  const fits = (index: number) => lines[index]!.rect.y + lines[index]!.rect.height <= bottom;
  const inView = left.filter((index, at) => at === 0 || fits(index));
  read.left = left.filter((index, at) => at !== 0 && !fits(index));
  const plain = plainBackgrounds(
    inView.map((index) => {
      const { element, shown } = lines[index]!;
      return { element, box: new DOMRect(shown.x - scrollX, shown.y - scrollY, shown.width, shown.height) };
    }),
  );
  const coveredAt = (element: Element, x: number, y: number): boolean => {
    // Only the element's own ancestors and descendants have a box there: nothing else can be hit.
    const there = boxesAt?.(x, y);
    if (there?.every((box) => box.contains(element) || element.contains(box))) return false;
    // In a shadow tree, hit-testing is asked of its root (the document would answer with the host).
    const over = (element.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
    return !!over && !composedContains(element, over) && !composedContains(over, element);
  };
  const reading: BandReading = inView.map((index, at) => {
    const { element, rect } = lines[index]!;
    const covered = coveredAt(element, rect.x + rect.width / 2 - scrollX, rect.y + rect.height / 2 - scrollY);
    return [index, covered, plain[at]!];
  });
  return { reading, done: read.left.length === 0 };
}
