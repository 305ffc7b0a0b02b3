/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { RawLine, RawRect, RawTextRun } from '../raw-page.js';
import type { PageHelpers } from './page-helpers.js';
import type { ReadLines } from './read-band.js';
import type { Slices } from './slices.js';

/**
 * Runs IN THE PAGE, after installPageHelpers and showSlice, scrolled to the top: every text node of
 * the shown slice that the browser renders, in open shadow roots too, line by line (the boxes of
 * its Range), with what Contrast needs from the browser's computed style: fill colour (converted to
 * sRGB by the browser), opacity up the flat tree, size, weight, text-shadow, whether a reader sees
 * it (clipped away, transparent), whether it belongs to an inactive (disabled) component. Whether something covers a line, and its background where the page leaves no doubt
 * of it, need the line in the viewport: the lines are left in `__a11y.lines` for readBand
 * (read-band.ts), and are `covered: false, plain: null` until then.
 */
export function readTextRuns(): RawTextRun[] {
  const a11y = (globalThis as unknown as { __a11y: PageHelpers & { slices: Slices; lines: ReadLines } }).__a11y;
  const { selectorOf, rgbaOf, slices, shadowRoots, flatParent } = a11y;
  const placed: ReadLines['all'] = [];
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const colourOf = (value: string): [number, number, number, number] | null => {
    const rgba = rgbaOf(value);
    if (rgba) return rgba;
    if (!canvas) return null;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = value; // lab(), oklch(), color(): the browser converts to sRGB
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const opacities = new Map<Element, number>();
  const opacityOf = (element: Element | null): number => {
    if (!element) return 1;
    const known = opacities.get(element);
    if (known !== undefined) return known;
    const value = Number(getComputedStyle(element).opacity) * opacityOf(flatParent(element));
    opacities.set(element, value);
    return value;
  };
  // The part of the viewport an element's content can show in: clipped by every ancestor whose
  // overflow is not visible (the "visually hidden" pattern: 1px and overflow hidden, or clip).
  const clips = new Map<Element, RawRect | null>();
  const clipOf = (element: Element | null): RawRect | null => {
    if (!element) return null;
    if (clips.has(element)) return clips.get(element)!;
    const style = getComputedStyle(element);
    let clip = clipOf(flatParent(element));
    const clipping =
      (style.overflowX !== 'visible' || style.overflowY !== 'visible') &&
      element !== document.documentElement &&
      element !== document.body;
    const clipRect = style.position === 'absolute' || style.position === 'fixed' ? style.clip : 'auto';
    if (clipping || (clipRect && clipRect !== 'auto')) {
      const box = element.getBoundingClientRect();
      const own = { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
      if (
        clipRect &&
        clipRect !== 'auto' &&
        /rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)/.test(clipRect)
      ) {
        own.width = 0;
        own.height = 0;
      }
      clip = clip ? intersect(clip, own) : own;
    }
    clips.set(element, clip);
    return clip;
  };
  function intersect(a: RawRect, b: RawRect): RawRect {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x);
    const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y);
    return { x, y, width, height };
  }
  // Icon fonts draw pictures with characters from the Private Use Areas.
  const PRIVATE_USE = /^[\s\u{e000}-\u{f8ff}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]+$/u;
  const SKIPPED = new Set([
    'script',
    'style',
    'noscript',
    'template',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
  ]);
  const runs: RawTextRun[] = [];
  const range = document.createRange();
  // A shadow host's shadow tree is walked after its own subtree (whose slotted children it shows).
  const show = shadowRoots.length > 0 ? NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT : NodeFilter.SHOW_TEXT;
  const textNodesIn = function* (root: Node): Generator<Node> {
    const walker = document.createTreeWalker(root, show);
    const hosts: ShadowRoot[] = [];
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) yield node;
      else if ((node as Element).shadowRoot) hosts.push((node as Element).shadowRoot!);
    }
    for (const shadowRoot of hosts) yield* textNodesIn(shadowRoot);
  };
  const textNodes = function* () {
    for (const root of slices.roots()) yield* textNodesIn(root);
  };
  // The nearest `lang` up the tree, a shadow tree's host included.
  const languageOf = (element: Element): string | null => {
    for (
      let at: Element | null = element;
      at;
      at = at.parentElement ?? (at.parentNode as ShadowRoot | null)?.host ?? null
    )
      if (at.hasAttribute('lang')) return at.getAttribute('lang')!.trim();
    return null;
  };
  for (const node of textNodes()) {
    const text = node.nodeValue ?? '';
    const element = node.parentElement;
    if (!element || !/\S/.test(text) || SKIPPED.has(element.localName) || element.closest('svg')) continue;
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true } as CheckVisibilityOptions))
      continue;
    const style = getComputedStyle(element);
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    if (boxes.length === 0) continue;
    const clip = clipOf(element);
    const totalWidth = boxes.reduce((sum, box) => sum + box.width, 0);
    const characters = [...text];
    let taken = 0;
    let widthSoFar = 0;
    let seen = 0;
    const lines: RawLine[] = boxes.map((box, index) => {
      widthSoFar += box.width;
      const end =
        index === boxes.length - 1 ? characters.length : Math.round((characters.length * widthSoFar) / totalWidth);
      const part = characters.slice(taken, end).join('');
      taken = Math.max(taken, end);
      const rect = { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
      const shown = clip ? intersect(rect, clip) : rect;
      if (shown.width * shown.height >= 4 && shown.height >= 2) seen++;
      placed.push({ element, rect, shown });
      return { ...shown, width: shown.width, height: shown.height, text: part, covered: false, plain: null };
    });
    const colour = colourOf(style.webkitTextFillColor || style.color);
    const opacity = opacityOf(element);
    const fontSizePx = Number.parseFloat(style.fontSize) || 0;
    // Icon fonts' glyphs are pictures, not text. Any other character is text a reader must read,
    // however short (the "X" of a button named "Close" included: WCAG 1.4.3 and the ACT rule
    // afw4f7 apply to every visible character).
    const icon = PRIVATE_USE.test(text);
    const inactive = !!element.closest(':disabled, [aria-disabled="true" i]');
    runs.push({
      selector: selectorOf(element),
      lines,
      colour,
      opacity,
      fontSizePx,
      fontWeight: Number.parseInt(style.fontWeight, 10) || 400,
      textShadow: style.textShadow,
      language: languageOf(element),
      invisible: seen === 0 || fontSizePx < 1 || opacity <= 0 || (colour !== null && colour[3] <= 0),
      icon,
      inactive,
    });
  }
  a11y.lines = { all: placed, left: null };
  return runs;
}
