import { parentElement, type HtmlElement } from './dom.js';
import type { ComputedStyle } from './styles/computed-style.js';

/** Rendered (no display:none up the tree), whatever its visibility. */
export function isRendered(element: HtmlElement, styles: ReadonlyMap<HtmlElement, ComputedStyle>): boolean {
  return styles.get(element)?.rendered ?? false;
}

/** The element or an ancestor has aria-hidden="true": hidden from assistive technology. */
export function isAriaHidden(element: HtmlElement): boolean {
  for (let node: HtmlElement | null = element; node; node = parentElement(node)) {
    if (node.attribs['aria-hidden']?.trim().toLowerCase() === 'true') return true;
  }
  return false;
}

/** The first token of `role`, lower-cased; null without one. */
export function roleOf(element: HtmlElement): string | null {
  return element.attribs.role?.trim().toLowerCase().split(/\s+/)[0] || null;
}
