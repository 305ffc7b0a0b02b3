/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { RawRect } from '../raw-page.js';

/** What installPageHelpers leaves in the page for the readers (read-structure.ts, read-text-runs.ts). */
export interface PageHelpers {
  roleOf(element: Element): string | null;
  nameOf(element: Element): string;
  exposed(element: Element): boolean;
  rectOf(element: Element): RawRect | null;
  /**
   * `#id` when unique in its tree, else a child path; an element in a shadow tree is its host's
   * selector, ` >>> ` (the shadow-piercing combinator of Puppeteer and the old CSS drafts), and its
   * selector inside that shadow root.
   */
  selectorOf(element: Element): string;
  /** The open shadow roots of the document (declarative ones: scripts never run), nested ones included, in tree order. */
  shadowRoots: ShadowRoot[];
  /** The element's parent in the flat tree: its slot when slotted, else its parent, else its shadow root's host. */
  flatParent(element: Element): Element | null;
  /** Whether `node` is `ancestor` or inside it, across shadow roots (Node.contains stops at them). */
  composedContains(ancestor: Node, node: Node): boolean;
  /** A computed colour in `rgb()`/`rgba()` form as [r, g, b, alpha]; null for any other form. */
  rgbaOf(value: string): [number, number, number, number] | null;
  idCounts: Map<string, number>;
  /** Forgets what axe-core remembered of these elements' styles and visibility (a slice was shown: slices.ts). */
  forgetStyles(elements: readonly Element[]): void;
}

/**
 * Runs IN THE PAGE (page.evaluate serialises it: it may use nothing from outside its own body),
 * after axe-core was injected. Leaves the helpers the page readers share in `globalThis.__a11y`:
 * an element's role (axe's getRole, with the presentational-role conflict rule: a focusable image
 * stays an image), its accessible name by accname/HTML-AAM (axe's accessibleTextVirtual), whether
 * it is exposed to assistive technology, its box in the laid-out document (however it is scrolled),
 * its CSS selector (`#id` when unique, else a child path from the nearest such ancestor, or from
 * body; across open shadow roots), the open shadow roots, the flat tree, and a computed colour's channels.
 */
export function installPageHelpers(): void {
  const axe = (globalThis as any).axe;
  axe.setup(document);
  const virtual = (element: Element): any => axe.utils.getNodeFromTree(element);
  const roleOf = (element: Element): string | null => axe.commons.aria.getRole(virtual(element)) ?? null;
  const nameOf = (element: Element): string =>
    String(axe.commons.text.accessibleTextVirtual(virtual(element)) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  const exposed = (element: Element): boolean => axe.commons.dom.isVisibleToScreenReaders(virtual(element));
  // axe-core remembers computed styles and visibility per node (its memoized functions; a virtual
  // node's `_cache`, `_isHidden`, `_isHiddenWithCSS`; a text node's value), as if the page never
  // changed. Showing a slice changes what is displayed: what was worked out while these were hidden
  // is forgotten (axe-core 4.14; the slicing tests fail if that changes).
  const forgetStyles = (elements: readonly Element[]): void => {
    for (const memoized of axe._memoizedFns as { clear(): void }[]) memoized.clear();
    for (const element of elements) {
      const node = virtual(element);
      if (!node) continue;
      node._cache = {};
      node._isHidden = null;
      node._isHiddenWithCSS = undefined;
      for (const child of node.children) if (child.actualNode?.nodeType === Node.TEXT_NODE) child._cache = {};
    }
  };
  const rectOf = (element: Element): RawRect | null => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 && box.height <= 0) return null;
    return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
  };

  // Open shadow roots: declarative ones (<template shadowrootmode="open">), attached by the parser.
  const shadowRoots: ShadowRoot[] = [];
  const findShadowRoots = (root: Document | ShadowRoot): void => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      shadowRoots.push(element.shadowRoot);
      findShadowRoots(element.shadowRoot);
    }
  };
  findShadowRoots(document);
  const flatParent = (element: Element): Element | null =>
    element.assignedSlot ?? element.parentElement ?? (element.parentNode as ShadowRoot | null)?.host ?? null;
  const composedContains = (ancestor: Node, node: Node): boolean => {
    for (let at: Node | null = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) {
      if (at === ancestor) return true;
    }
    return false;
  };

  // Ids are unique per tree: the document's, and each shadow root's own.
  const countIds = (root: Document | ShadowRoot): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const element of root.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return counts;
  };
  const idCounts = countIds(document);
  const idCountsOf = new Map<Node, Map<string, number>>([[document, idCounts]]);
  const selectors = new Map<Element, string>();
  const suffixes = new Map<ParentNode, Map<Element, string>>();
  const selectorOf = (element: Element): string => {
    const known = selectors.get(element);
    if (known !== undefined) return known;
    let selector: string;
    const root = element.getRootNode() as Document | ShadowRoot;
    const shadow = root instanceof ShadowRoot ? `${selectorOf(root.host)} >>> ` : '';
    let counts = idCountsOf.get(root);
    if (!counts) idCountsOf.set(root, (counts = countIds(root)));
    const parent: ParentNode | null = element.parentElement ?? (shadow ? root : null);
    if (element.id && counts.get(element.id) === 1) selector = `${shadow}#${CSS.escape(element.id)}`;
    else if (!parent || (!shadow && ['html', 'head', 'body'].includes(element.localName)))
      selector = CSS.escape(element.localName);
    else {
      let ofParent = suffixes.get(parent);
      if (!ofParent) {
        ofParent = new Map();
        const totals = new Map<string, number>();
        for (const child of parent.children) totals.set(child.localName, (totals.get(child.localName) ?? 0) + 1);
        const seen = new Map<string, number>();
        for (const child of parent.children) {
          const nth = (seen.get(child.localName) ?? 0) + 1;
          seen.set(child.localName, nth);
          if (totals.get(child.localName)! > 1) ofParent.set(child, `:nth-of-type(${nth})`);
        }
        suffixes.set(parent, ofParent);
      }
      const step = `${CSS.escape(element.localName)}${ofParent.get(element) ?? ''}`;
      selector = parent === root ? `${shadow}${step}` : `${selectorOf(parent as Element)} > ${step}`;
    }
    selectors.set(element, selector);
    return selector;
  };

  const rgbaOf = (value: string): [number, number, number, number] | null => {
    const rgb = /^rgba?\(([^)]*)\)$/.exec(value.trim());
    if (!rgb) return null;
    const parts = rgb[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return parts.length >= 3 && parts.every(Number.isFinite) ? [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1] : null;
  };

  const helpers: PageHelpers = {
    roleOf,
    nameOf,
    exposed,
    rectOf,
    selectorOf,
    shadowRoots,
    flatParent,
    composedContains,
    rgbaOf,
    idCounts,
    forgetStyles,
  };
  (globalThis as unknown as { __a11y: PageHelpers }).__a11y = helpers;
}
