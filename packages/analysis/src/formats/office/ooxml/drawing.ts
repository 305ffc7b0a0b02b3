import type { Rgb } from '../../../model/document-model.js';
import { parseHexColour } from '../colours.js';
import type { OfficeZip } from '../office-zip.js';
import {
  attr,
  child,
  childElements,
  descendants,
  localName,
  path,
  readXmlPart,
  type XmlElement,
} from '../office-xml.js';

/**
 * A drawing's text alternative and decorative flag, from its non-visual properties (wp:docPr,
 * p:cNvPr, xdr:cNvPr). `descr` is the alternative; the older `title` counts when there is no
 * descr. The name ("Picture 1") is not an alternative. Decorative: Office's adec:decorative ext.
 */
export function drawingFigure(properties: XmlElement | undefined): {
  alternativeText: string | null;
  decorative: boolean;
} {
  const alternativeText = (attr(properties, 'descr') || attr(properties, 'title'))?.trim() || null;
  const flag = properties ? descendants(properties, 'adec:decorative')[0] : undefined;
  const decorative = flag !== undefined && ['1', 'true'].includes(attr(flag, 'val') ?? '');
  return { alternativeText, decorative };
}

/** A theme's colour scheme: dk1, lt1, accent1… → colour; tx1/bg1/tx2/bg2 map to dk1/lt1/dk2/lt2. */
export type ThemeColours = Map<string, Rgb>;

export function readThemeColours(zip: OfficeZip, part: string | undefined): ThemeColours {
  const colours: ThemeColours = new Map();
  const theme = part ? readXmlPart(zip, part) : null;
  const scheme = path(theme, 'a:themeElements', 'a:clrScheme');
  for (const entry of scheme ? childElements(scheme) : []) {
    const value = childElements(entry)[0];
    const rgb = value && parseHexColour(attr(value, localName(value) === 'sysClr' ? 'lastClr' : 'val'));
    if (rgb) colours.set(localName(entry), rgb);
  }
  return withThemeAliases(colours);
}

/** `colours` with DrawingML's text and background aliases: tx1/bg1/tx2/bg2 are dk1/lt1/dk2/lt2. */
export function withThemeAliases(colours: ThemeColours): ThemeColours {
  for (const [alias, name] of [
    ['tx1', 'dk1'],
    ['bg1', 'lt1'],
    ['tx2', 'dk2'],
    ['bg2', 'lt2'],
  ] as const) {
    const rgb = colours.get(name);
    if (rgb) colours.set(alias, rgb);
  }
  return colours;
}

/** The colour of a DrawingML colour choice's parent (a:solidFill, a:fontRef…): srgbClr, schemeClr, sysClr. */
export function drawingColour(parent: XmlElement | undefined, theme: ThemeColours): Rgb | null {
  const srgb = child(parent, 'a:srgbClr');
  if (srgb) return parseHexColour(attr(srgb, 'val'));
  const scheme = child(parent, 'a:schemeClr');
  if (scheme) return theme.get(attr(scheme, 'val') ?? '') ?? null;
  const sys = child(parent, 'a:sysClr');
  if (sys) return parseHexColour(attr(sys, 'lastClr'));
  return null;
}
