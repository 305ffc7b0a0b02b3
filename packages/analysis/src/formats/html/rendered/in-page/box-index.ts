/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Slices } from './slices.js';

/**
 * What installBoxIndex leaves in the page (`__a11y.boxesAt`): every element of the shown slice
 * that hit-testing could find at a point of the viewport, and maybe some it would not; null when the
 * slice holds something whose boxes it cannot see.
 */
export type BoxesAt = ((x: number, y: number) => Element[]) | null;

/**
 * Runs IN THE PAGE, after showSlice, the slice laid out, scrolled to the top. Hit-testing walks every
 * child of a container to find the one at a point: in a list of 3,000 links, 1.5 ms a point, and a
 * line of text takes four (plain-backgrounds.ts, read-band.ts), so a long page spent minutes on
 * them. This index of the slice's element boxes (their client rects, in rows of the document) says
 * in microseconds which elements' boxes hold a point. It only ever says more than hit-testing
 * would, never less: a box holds everything hit-testing can find there as its element (a transformed
 * element's box is the rectangle around it; content overflowing its box adds its scrollable
 * overflow; a `position: fixed` box moves with the viewport, a sticky one may be anywhere along its
 * parent). So when only the line's own ancestors are there, hit-testing would find no other, and
 * need not be asked; otherwise it is. Generated content laid out apart from its element
 * (positioned, floated, transformed, pulled by a negative margin) and shadow roots have no box here:
 * a slice with either leaves every point to hit-testing.
 */
export function installBoxIndex(): void {
  const a11y = (globalThis as unknown as { __a11y: { slices: Slices; boxesAt: BoxesAt } }).__a11y;
  const ROW_PX = 128;
  type Box = { element: Element; x0: number; y0: number; x1: number; y1: number; fixed: boolean };
  const rows = new Map<number, Box[]>();
  const fixedBoxes: Box[] = [];
  const add = (box: Box) => {
    if (box.fixed) return void fixedBoxes.push(box);
    for (let row = Math.floor(box.y0 / ROW_PX); row <= Math.floor(box.y1 / ROW_PX); row++) {
      const boxes = rows.get(row);
      if (boxes) boxes.push(box);
      else rows.set(row, [box]);
    }
  };
  const apart = (owner: CSSStyleDeclaration, pseudo: CSSStyleDeclaration): boolean =>
    pseudo.content !== 'none' &&
    pseudo.content !== 'normal' &&
    (pseudo.position !== 'static' ||
      pseudo.float !== 'none' ||
      pseudo.transform !== 'none' ||
      pseudo.translate !== 'none' ||
      pseudo.rotate !== 'none' ||
      pseudo.scale !== 'none' ||
      [pseudo.marginTop, pseudo.marginRight, pseudo.marginBottom, pseudo.marginLeft].some((m) => m.startsWith('-')) ||
      (owner.display === 'inline' && !pseudo.display.startsWith('inline')));

  /** How scrolling moves an element: with the viewport (fixed), along the parent of a sticky one, or not (null). */
  type Moving = { fixed: true } | { fixed: false; along: Element | null } | null;
  const moving = new Map<Element, Moving>();
  const movingOf = (element: Element | null): Moving => {
    if (!element) return null;
    if (moving.has(element)) return moving.get(element)!;
    const position = getComputedStyle(element).position;
    const above = movingOf(element.parentElement);
    const found: Moving =
      position === 'fixed' || above?.fixed
        ? { fixed: true }
        : position === 'sticky'
          ? { fixed: false, along: element.parentElement }
          : above;
    moving.set(element, found);
    return found;
  };

  let certain = true;
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  for (const element of a11y.slices.elements()) {
    const style = getComputedStyle(element);
    if (
      element.shadowRoot ||
      apart(style, getComputedStyle(element, '::before')) ||
      apart(style, getComputedStyle(element, '::after'))
    ) {
      certain = false;
      break;
    }
    const how = movingOf(element);
    const fixed = !!how?.fixed;
    const dx = fixed ? 0 : scrollX;
    const dy = fixed ? 0 : scrollY;
    const along = how && !how.fixed ? how.along?.getBoundingClientRect() : undefined;
    const boxes = [...element.getClientRects()];
    const outer = element.getBoundingClientRect();
    if (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight) {
      const width = Math.max(outer.width, element.scrollWidth);
      const height = Math.max(outer.height, element.scrollHeight);
      boxes.push(new DOMRect(outer.left, outer.top, width, height));
    }
    for (const box of boxes) {
      if (box.width <= 0 && box.height <= 0) continue;
      const top = along ? Math.min(box.top, along.top) : box.top;
      const bottom = along ? Math.max(box.bottom, along.bottom) : box.bottom;
      add({ element, x0: box.left + dx, y0: top + dy, x1: box.right + dx, y1: bottom + dy, fixed });
    }
  }

  const holds = (box: Box, x: number, y: number) => x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
  a11y.boxesAt = certain
    ? (x, y) => {
        const inDocument = { x: x + window.scrollX, y: y + window.scrollY };
        const found = (rows.get(Math.floor(inDocument.y / ROW_PX)) ?? [])
          .filter((box) => holds(box, inDocument.x, inDocument.y))
          .map((box) => box.element);
        for (const box of fixedBoxes) if (holds(box, x, y)) found.push(box.element);
        return found;
      }
    : null;
}
