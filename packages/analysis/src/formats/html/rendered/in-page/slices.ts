/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { SliceBounds } from '../slice-bounds.js';
import type { PageHelpers } from './page-helpers.js';

/** What installSlices leaves in the page (`__a11y.slices`) for showSlice and the readers. */
export interface Slices {
  count: number;
  /** Shows slice `index`, hiding the one shown before. */
  show(index: number): void;
  /** The shown slice's roots, in document order: whole subtrees (elements, or text nodes) to read. */
  roots(): Node[];
  /** Ancestors of the shown slice's roots that no earlier slice showed: read with this slice. */
  newAncestors(): Element[];
  /** Every element the shown slice renders: its roots' subtrees and their ancestors. */
  elements(): Element[];
}

/**
 * Runs IN THE PAGE (serialised by page.evaluate: self-contained), after installPageHelpers, the
 * document written with `earlyHideId`'s style hiding it (render-html.ts: nothing of it has been laid
 * out yet). Cuts the body into slices within `bounds` (slice-bounds.ts), takes that style out (it is
 * put back for a moment whenever the slice shown changes), and leaves `__a11y.slices`; returns how
 * many slices there are.
 *
 * A body within the bounds is one slice, the whole document, and nothing is hidden: the page is
 * rendered as a browser shows it. A longer one is cut where it is largest: from the body down, an
 * element within the bounds is a unit, and one beyond them is opened, its child nodes becoming
 * units (a text node of its own is one too), while it stays shown around them. Consecutive units
 * are grouped into slices up to the bounds. Every unit is then hidden — an element by an inline
 * `display: none !important`, a text node by emptying it — and a slice is shown by restoring its
 * units exactly (their `style` attribute, their text), so the document itself is unchanged: the
 * same elements, so the same selectors and cascade (`:nth-child`, `+`, `:has()`), only the layout
 * of what is not in the slice missing. That layout (and the memory it holds) is dropped when a slice
 * is hidden again. White-space-only text is never a unit: it stays where it is.
 */
export function installSlices(bounds: SliceBounds, earlyHideId: string): number {
  type Unit = Element | Text;
  interface Size {
    elements: number;
    characters: number;
  }
  const sizes = new Map<Element, Size>();
  const measure = (element: Element): Size => {
    const size = { elements: 1, characters: 0 };
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) size.characters += (child as Text).length;
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const inner = measure(child as Element);
        size.elements += inner.elements;
        size.characters += inner.characters;
      }
    }
    sizes.set(element, size);
    return size;
  };
  const sizeOf = (unit: Unit): Size =>
    unit.nodeType === Node.TEXT_NODE ? { elements: 0, characters: (unit as Text).length } : sizes.get(unit as Element)!;
  const fits = (size: Size) => size.elements <= bounds.maxElements && size.characters <= bounds.maxCharacters;

  const body = document.body;
  const units: Unit[] = [];
  const open = (element: Element) => {
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && /\S/.test((child as Text).data)) units.push(child as Text);
      else if (child.nodeType === Node.ELEMENT_NODE) {
        if (fits(sizes.get(child as Element)!)) units.push(child as Element);
        else open(child as Element);
      }
    }
  };
  if (body && !fits(measure(body))) open(body);

  const groups: Unit[][] = [];
  let total: Size = { elements: 0, characters: 0 };
  for (const unit of units) {
    const size = sizeOf(unit);
    const last = groups.at(-1);
    const next = { elements: total.elements + size.elements, characters: total.characters + size.characters };
    if (last && fits(next)) {
      last.push(unit);
      total = next;
    } else {
      groups.push([unit]);
      total = size;
    }
  }

  const styles = new Map<Element, string | null>();
  const texts = new Map<Text, string>();
  const hide = (unit: Unit) => {
    if (unit.nodeType === Node.TEXT_NODE) {
      texts.set(unit as Text, (unit as Text).data);
      (unit as Text).data = '';
      return;
    }
    const style = (unit as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (!style) return; // not an HTML, SVG or MathML element: nothing renders it on its own anyway
    styles.set(unit as Element, (unit as Element).getAttribute('style'));
    style.setProperty('display', 'none', 'important');
  };
  const restore = (unit: Unit) => {
    if (unit.nodeType === Node.TEXT_NODE) {
      (unit as Text).data = texts.get(unit as Text) ?? (unit as Text).data;
      texts.delete(unit as Text);
      return;
    }
    if (!styles.has(unit as Element)) return;
    const style = styles.get(unit as Element);
    if (style === null) (unit as Element).removeAttribute('style');
    else (unit as Element).setAttribute('style', style!);
    styles.delete(unit as Element);
  };
  for (const unit of units) hide(unit);
  // The style that kept the document from being laid out: taken out, and put back while slices change.
  const curtain =
    document.getElementById(earlyHideId) ??
    Object.assign(document.createElement('style'), { textContent: 'html { display: none !important; }' });
  curtain.remove();

  const single = groups.length === 0;
  const seen = new Set<Element>();
  let shown: Unit[] = [];
  let ancestors: Element[] = [];
  let fresh: Element[] = [];
  const slices: Slices = {
    count: single ? 1 : groups.length,
    show(index) {
      if (single) return;
      // Taking a laid-out element out of a long list costs the browser a walk of its siblings: the
      // layout is dropped at once instead (the curtain hides the document, and a style update drops
      // its layout), then the slices change places while nothing is laid out.
      if (shown.length > 0) {
        (document.head ?? document.documentElement).append(curtain);
        document.documentElement.getBoundingClientRect();
      }
      for (const unit of shown) hide(unit);
      shown = groups[index]!;
      for (const unit of shown) restore(unit);
      curtain.remove();
      const around = new Set<Element>();
      for (const unit of shown) {
        for (let at = unit.parentElement; at && !around.has(at); at = at.parentElement) around.add(at);
      }
      ancestors = [...around];
      fresh = ancestors.filter((element) => !seen.has(element));
      for (const element of fresh) seen.add(element);
    },
    roots: () => (single ? [document.documentElement] : shown),
    newAncestors: () => fresh,
    elements() {
      if (single) return [...document.querySelectorAll('*')];
      const within = shown.flatMap((unit) =>
        unit.nodeType === Node.ELEMENT_NODE ? [unit as Element, ...(unit as Element).querySelectorAll('*')] : [],
      );
      return [...ancestors, ...within];
    },
  };
  (globalThis as unknown as { __a11y: { slices: Slices } }).__a11y.slices = slices;
  return slices.count;
}

/**
 * Runs IN THE PAGE, after installSlices and installPageHelpers: shows slice `index`, makes axe-core
 * look at its elements afresh (page-helpers.ts) and scrolls back to the top, where the readers
 * measure.
 */
export function showSlice(index: number): void {
  const { slices, forgetStyles } = (globalThis as unknown as { __a11y: PageHelpers & { slices: Slices } }).__a11y;
  slices.show(index);
  forgetStyles(slices.elements());
  window.scrollTo(0, 0);
}
