import type { CheerioAPI } from 'cheerio';
import type { Rgb } from '../../../model/document-model.js';
import { isElement, type HtmlElement } from '../dom.js';
import type { Cascade } from './cascade.js';
import { blend, parseColour, WHITE, type Rgba } from './colour.js';
import { customProperties, CustomPropertyWork, substituteVariables } from './custom-properties.js';
import { DEFAULT_FONT_SIZE_PX, resolveFontSize, resolveFontWeight } from './font-size.js';
import { userAgentValue } from './ua-styles.js';

/** What the model needs of an element's computed style. */
export interface ComputedStyle {
  /** Neither it nor an ancestor is display:none (or `hidden`, content-visibility:hidden). */
  rendered: boolean;
  /** visibility is visible (inherited, so a visible child of a hidden parent shows). */
  visible: boolean;
  /** The text colour as painted (alpha blended over `background`); null if unknown. */
  colour: Rgb | null;
  fontSizePx: number;
  fontWeight: number;
  /**
   * The colour behind the element's content: its own background-color composited over its
   * ancestors' down from a white canvas. Null when unknown: a background image or gradient on the
   * element or on an ancestor below the nearest opaque background colour (it could be any colour),
   * or a colour value this cannot parse.
   */
  background: Rgb | null;
}

interface Inherited {
  rendered: boolean;
  visible: boolean;
  colour: Rgba | null;
  fontSizePx: number;
  fontWeight: number;
  background: Rgb | null;
  ownBackground: Rgba | null;
  custom: ReadonlyMap<string, string>;
}

const INITIAL: Inherited = {
  rendered: true,
  visible: true,
  colour: { r: 0, g: 0, b: 0, a: 1 },
  fontSizePx: DEFAULT_FONT_SIZE_PX,
  fontWeight: 400,
  background: WHITE,
  ownBackground: null,
  custom: new Map(),
};

/**
 * Computed styles for every element, top down: inheritance of color, font-size, font-weight,
 * visibility and custom properties; var() substitution; relative font sizes against the parent
 * (rem against the root). Not modelled: opacity, filters, blend modes, text shadows, positioned
 * or overlapping boxes, backgrounds painted by other elements, form control defaults.
 */
export function computeStyles($: CheerioAPI, cascade: Cascade): Map<HtmlElement, ComputedStyle> {
  const styles = new Map<HtmlElement, ComputedStyle>();
  const root = $.root()[0]!;
  let rootFontSizePx = DEFAULT_FONT_SIZE_PX;
  const work = new CustomPropertyWork();
  // An explicit stack: documents can nest deeper than the call stack allows.
  const stack: { element: HtmlElement; parent: Inherited }[] = [];
  for (const child of [...root.children].reverse())
    if (isElement(child)) stack.push({ element: child, parent: INITIAL });
  while (stack.length > 0) {
    const { element, parent } = stack.pop()!;
    const own = computeOne(element, parent, cascade.get(element), rootFontSizePx, work);
    if (element.name === 'html') rootFontSizePx = own.fontSizePx;
    styles.set(element, {
      rendered: own.rendered,
      visible: own.visible,
      colour: paintedColour(own.colour, own.background),
      fontSizePx: own.fontSizePx,
      fontWeight: own.fontWeight,
      background: own.background,
    });
    for (let i = element.children.length - 1; i >= 0; i--) {
      const child = element.children[i];
      if (isElement(child)) stack.push({ element: child, parent: own });
    }
  }
  return styles;
}

function computeOne(
  element: HtmlElement,
  parent: Inherited,
  declared: Map<string, string> | undefined,
  rootFontSizePx: number,
  work: CustomPropertyWork,
): Inherited {
  const custom = customProperties(declared, parent.custom, work);
  const value = (property: string): string | undefined => {
    const written = declared?.get(property);
    if (written === undefined) return userAgentValue(element, property);
    return substituteVariables(written, custom, work)?.trim().toLowerCase() ?? 'unset';
  };

  const display = value('display');
  const rendered = parent.rendered && display !== 'none' && value('content-visibility') !== 'hidden';
  const visibility = value('visibility');
  const visible =
    visibility === 'hidden' || visibility === 'collapse'
      ? false
      : visibility === 'visible' || visibility === 'initial'
        ? true
        : parent.visible;

  const fontSize = value('font-size');
  const fontSizePx =
    (fontSize === undefined ? null : resolveFontSize(fontSize, parent.fontSizePx, rootFontSizePx)) ?? parent.fontSizePx;
  const fontWeightValue = value('font-weight');
  const fontWeight =
    (fontWeightValue === undefined ? null : resolveFontWeight(fontWeightValue, parent.fontWeight)) ?? parent.fontWeight;

  const colour = resolveColour(value('color'), parent.colour, parent.colour, INITIAL.colour);
  const backgroundColour = value('background-color');
  // background-color does not inherit: unset is transparent, only `inherit` takes the parent's.
  const ownBackground =
    backgroundColour === 'inherit' ? parent.ownBackground : resolveColour(backgroundColour, null, colour, null);
  const image = value('background-image');
  const hasImage = image !== undefined && !['none', 'initial', 'unset', 'revert', 'revert-layer'].includes(image);
  return {
    rendered,
    visible,
    colour,
    fontSizePx,
    fontWeight,
    background: compositeBackground(ownBackground, hasImage, parent.background),
    ownBackground,
    custom,
  };
}

/**
 * A colour property's value: missing/unset/inherit → `inherited` (null: transparent),
 * `currentcolor` → `current`; UNKNOWN when it cannot be parsed.
 */
function resolveColour(
  value: string | undefined,
  inherited: Rgba | null,
  current: Rgba | null,
  initial: Rgba | null,
): Rgba | null {
  if (value === undefined || value === 'unset' || value === 'revert' || value === 'revert-layer') return inherited;
  if (value === 'inherit') return inherited;
  if (value === 'initial') return initial;
  const parsed = parseColour(value);
  if (parsed === 'currentcolor') return current;
  return parsed ?? UNKNOWN;
}

/** Marks a colour value that could not be parsed (a distinct object, compared by identity). */
const UNKNOWN: Rgba = { r: NaN, g: NaN, b: NaN, a: NaN };

function compositeBackground(own: Rgba | null, hasImage: boolean, behind: Rgb | null): Rgb | null {
  if (hasImage || own === UNKNOWN) return null;
  if (!own || own.a === 0) return behind;
  if (own.a >= 1) return { r: own.r, g: own.g, b: own.b };
  return behind && blend(own, behind);
}

function paintedColour(colour: Rgba | null, background: Rgb | null): Rgb | null {
  if (!colour || colour === UNKNOWN) return null;
  if (colour.a >= 1) return { r: colour.r, g: colour.g, b: colour.b };
  return background && blend(colour, background);
}
