/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { BoxesAt } from './box-index.js';
import type { PageHelpers } from './page-helpers.js';
import type { Slices } from './slices.js';

/** A line of text and the element whose text it is, in the viewport's coordinates. */
export interface LineOfElement {
  element: Element;
  box: DOMRect;
}

/** What installPlainBackgrounds leaves in the page: per line, its one background colour, or null. */
export type PlainBackgrounds = (lines: LineOfElement[]) => ([number, number, number] | null)[];

/**
 * Runs IN THE PAGE (serialised by page.evaluate: self-contained), after installPageHelpers and
 * showSlice, for the slice shown. Leaves `__a11y.plainBackgrounds`, which says, for each line of
 * text, the one colour behind it when the page leaves no doubt, so that its pixels need not be
 * rendered and read (that took a third of a typical page's time). Every line is looked at: the
 * slice bounds the work (three hit tests a line), no clock.
 *
 * It is certain only in the plainest case, the one axe-core's color-contrast is sure of too: an
 * opaque background-color on the line's element or an ancestor (or the white canvas of a light
 * colour scheme), with nothing between them that paints or composites (no background image or
 * gradient, translucent colour, opacity, filter, blend mode, mask, border-image, inset shadow,
 * native appearance, table column, rounded corner at the line, pseudo-element that paints or is
 * positioned) and no group above them, that element's box holding the whole line, no other
 * element's shadow or outline reaching it, and, at three points of the line, no element but those
 * ancestors under or over the text (hit-testing with pointer-events on for every element, so an
 * overlay that lets clicks through is still found). Everything else — a value it cannot read as
 * sRGB, a line beyond the viewport, a page with a modal dialog — is null: the line's background is
 * read from pixels (sample-backgrounds.ts). A test compares both on every corpus file.
 */
export function installPlainBackgrounds(): void {
  type Rgba = [number, number, number, number];
  type Layer = { unsafe: true } | { unsafe: false; colour: Rgba | null };
  const WHITE: Rgba = [255, 255, 255, 1];
  const px = (value: string): number => Number.parseFloat(value) || 0;

  const { rgbaOf: rgba, slices } = (globalThis as unknown as { __a11y: PageHelpers & { slices: Slices } }).__a11y;
  const paints = (style: CSSStyleDeclaration): boolean =>
    style.backgroundImage !== 'none' || style.boxShadow !== 'none' || (rgba(style.backgroundColor)?.[3] ?? 1) > 0;
  /** Properties that make an element a group composited with what lies under it. */
  const composites = (style: CSSStyleDeclaration): boolean =>
    Number(style.opacity) < 1 ||
    style.filter !== 'none' ||
    style.backdropFilter !== 'none' ||
    style.mixBlendMode !== 'normal' ||
    (style.maskImage || 'none') !== 'none' ||
    ((style as unknown as { webkitMaskImage?: string }).webkitMaskImage || 'none') !== 'none';

  /** A table's columns paint under its cells, and are not in a hit-test's list. */
  const columnsPaint = (element: Element): boolean =>
    element.localName === 'table' &&
    [...element.querySelectorAll(':scope > col, :scope > colgroup, :scope > colgroup > col')].some((column) =>
      paints(getComputedStyle(column)),
    );

  const layers = new Map<Element, Layer>();
  const layerOf = (element: Element): Layer => {
    const known = layers.get(element);
    if (known) return known;
    const style = getComputedStyle(element);
    let layer: Layer;
    const colour = rgba(style.backgroundColor);
    const pseudoPaints = ['::before', '::after', '::first-line', '::first-letter'].some((pseudo) => {
      const own = getComputedStyle(element, pseudo);
      const generated = own.content !== 'none' && own.content !== 'normal';
      return (
        ((generated || pseudo.startsWith('::first')) && paints(own)) ||
        (generated && (own.position === 'absolute' || own.position === 'fixed'))
      );
    });
    if (
      !colour ||
      (colour[3] > 0 && colour[3] < 1) ||
      style.backgroundImage !== 'none' ||
      style.boxShadow.includes('inset') ||
      style.borderImageSource !== 'none' ||
      !['border-box', 'padding-box', 'content-box'].includes(style.backgroundClip) ||
      (style.appearance || 'none') !== 'none' ||
      composites(style) ||
      pseudoPaints ||
      columnsPaint(element)
    ) {
      layer = { unsafe: true };
    } else layer = { unsafe: false, colour: colour[3] === 1 ? colour : null };
    layers.set(element, layer);
    return layer;
  };

  /** Whether the element or an ancestor composites its contents as a group. */
  const groups = new Map<Element, boolean>();
  const inGroup = (element: Element): boolean => {
    let known = groups.get(element);
    if (known === undefined) {
      known = composites(getComputedStyle(element)) || (!!element.parentElement && inGroup(element.parentElement));
      groups.set(element, known);
    }
    return known;
  };

  /** The element painting the opaque colour behind `element` (null: the canvas) and the colour; undefined: unsure. */
  type Provider = { element: Element | null; colour: Rgba };
  const providers = new Map<Element, Provider | undefined>();
  const darkCanvas =
    /dark/.test(getComputedStyle(document.documentElement).colorScheme) ||
    [...document.querySelectorAll('meta[name="color-scheme" i]')].some((meta) =>
      /dark/i.test(meta.getAttribute('content') ?? ''),
    );
  const providerOf = (element: Element): Provider | undefined => {
    if (providers.has(element)) return providers.get(element);
    let provider: Provider | undefined;
    for (let at: Element | null = element; ; at = at.parentElement) {
      if (!at) {
        provider = darkCanvas ? undefined : { element: null, colour: WHITE };
        break;
      }
      const layer = layerOf(at);
      if (layer.unsafe) break;
      if (layer.colour) {
        provider = { element: at, colour: layer.colour };
        break;
      }
    }
    // Above the painting element, a group (opacity, filter...) would still change its pixels.
    const above = provider?.element?.parentElement;
    if (above && inGroup(above)) provider = undefined;
    providers.set(element, provider);
    return provider;
  };

  /** The line lies where its painting element's colour is drawn: inside its clip box, off rounded corners. */
  const holds = (painter: Element, box: DOMRect): boolean => {
    const style = getComputedStyle(painter);
    if (style.display === 'inline' || style.display === 'contents') return false;
    const outer = painter.getBoundingClientRect();
    let left = outer.left + px(style.borderLeftWidth);
    let right = outer.right - px(style.borderRightWidth);
    let top = outer.top + px(style.borderTopWidth);
    let bottom = outer.bottom - px(style.borderBottomWidth);
    if (style.backgroundClip === 'content-box') {
      left += px(style.paddingLeft);
      right -= px(style.paddingRight);
      top += px(style.paddingTop);
      bottom -= px(style.paddingBottom);
    }
    if (box.left < left || box.right > right || box.top < top || box.bottom > bottom) return false;
    const radius = Math.max(
      ...[
        style.borderTopLeftRadius,
        style.borderTopRightRadius,
        style.borderBottomLeftRadius,
        style.borderBottomRightRadius,
      ]
        .flatMap((value) => value.split(/\s+/))
        .map((value) => (value.endsWith('%') ? (px(value) / 100) * Math.max(outer.width, outer.height) : px(value))),
    );
    return (
      radius <= 0 ||
      (box.top >= outer.top + radius && box.bottom <= outer.bottom - radius) ||
      (box.left >= outer.left + radius && box.right <= outer.right - radius)
    );
  };

  /**
   * Shadows and outlines paint outside their element's box, where hit-testing does not see them
   * (an outline with a negative offset, inside it too). Their boxes are kept in document
   * coordinates: the lines are looked at a band of the page at a time (read-band.ts).
   */
  const halos: { outer: DOMRect; reach: number; inward: boolean }[] = [];
  for (const element of slices.elements()) {
    const style = getComputedStyle(element);
    let reach = 0;
    let inward = false;
    if (style.boxShadow !== 'none') {
      reach += (style.boxShadow.match(/-?[\d.]+px/g) ?? []).reduce((sum, length) => sum + Math.abs(px(length)), 0);
    }
    if (style.outlineStyle !== 'none' && px(style.outlineWidth) > 0) {
      reach += px(style.outlineWidth) + Math.abs(px(style.outlineOffset));
      inward = px(style.outlineOffset) < 0;
    }
    if (reach > 0) {
      const { x, y, width, height } = element.getBoundingClientRect();
      halos.push({ outer: new DOMRect(x + window.scrollX, y + window.scrollY, width, height), reach, inward });
    }
  }
  const inHalo = (inViewport: DOMRect): boolean => {
    const box = new DOMRect(
      inViewport.x + window.scrollX,
      inViewport.y + window.scrollY,
      inViewport.width,
      inViewport.height,
    );
    return halos.some(({ outer, reach, inward }) => {
      const touches =
        box.right > outer.left - reach &&
        box.left < outer.right + reach &&
        box.bottom > outer.top - reach &&
        box.top < outer.bottom + reach;
      const inside =
        box.left >= outer.left && box.right <= outer.right && box.top >= outer.top && box.bottom <= outer.bottom;
      return touches && (inward || !inside);
    });
  };

  /**
   * Whether hit-testing may be spared (box-index.ts): where the boxes at a point are only the line's
   * ancestors, hit-testing finds them in the order they nest, down to the painting element — unless
   * one of them is hit apart from its box (a transform, a clip-path), sits under its parent (a
   * negative z-index), or the painting element is not painted (visibility).
   */
  const { boxesAt } = (globalThis as unknown as { __a11y: { boxesAt: BoxesAt } }).__a11y;
  const nests = new Map<Element, boolean>();
  const nestsPlainly = (element: Element | null): boolean => {
    if (!element) return true;
    let known = nests.get(element);
    if (known === undefined) {
      const style = getComputedStyle(element);
      known =
        [style.transform, style.translate, style.rotate, style.scale, style.clipPath].every(
          (value) => value === 'none',
        ) &&
        !(style.position !== 'static' && Number.parseInt(style.zIndex, 10) < 0) &&
        nestsPlainly(element.parentElement);
      nests.set(element, known);
    }
    return known;
  };
  const sparesHitTesting = (element: Element, painter: Element | null, x: number, y: number): boolean => {
    const there = boxesAt?.(x, y);
    if (!there || !nestsPlainly(element)) return false;
    if (painter && getComputedStyle(painter).visibility !== 'visible') return false;
    return there.every((box) => box.contains(element));
  };

  /** Under and over the line, at `x, y`, only the line's own ancestors down to the painting element. */
  const onlyAncestors = (element: Element, painter: Element | null, x: number, y: number): boolean => {
    if (sparesHitTesting(element, painter, x, y)) return true;
    everyElementHit();
    for (const hit of document.elementsFromPoint(x, y)) {
      if (hit === painter) return true;
      if (!hit.contains(element) || (painter && !painter.contains(hit))) return false;
    }
    return painter === null;
  };

  // Modal dialogs and inert subtrees are skipped by hit-testing whatever their pointer-events.
  const hitTestable = !document.querySelector('[inert], dialog[open]');

  // Hit-testing with pointer-events on for every element, from the first hit test of a call to its end.
  const everyElementHitStyle = document.createElement('style');
  everyElementHitStyle.textContent = '*, *::before, *::after { pointer-events: auto !important; }';
  const everyElementHit = () => {
    if (!everyElementHitStyle.isConnected) document.documentElement.append(everyElementHitStyle);
  };

  const plainBackgrounds: PlainBackgrounds = (lines) => {
    if (!hitTestable) return lines.map(() => null);
    try {
      return lines.map(({ element, box }) => {
        // Beyond the viewport nothing is hit-tested: such a line is photographed.
        if (box.width * box.height < 4 || box.left < 0 || box.top < 0) return null;
        if (box.right > window.innerWidth || box.bottom > window.innerHeight) return null;
        const provider = providerOf(element);
        if (!provider || inHalo(box)) return null;
        if (provider.element && !holds(provider.element, box)) return null;
        const y = box.top + box.height / 2;
        const xs =
          box.width >= 6 ? [box.left + 2, box.left + box.width / 2, box.right - 2] : [box.left + box.width / 2];
        if (!xs.every((x) => onlyAncestors(element, provider.element, x, y))) return null;
        const [r, g, b] = provider.colour;
        return [r, g, b];
      });
    } finally {
      everyElementHitStyle.remove();
    }
  };
  (globalThis as unknown as { __a11y: { plainBackgrounds: PlainBackgrounds } }).__a11y.plainBackgrounds =
    plainBackgrounds;
}
