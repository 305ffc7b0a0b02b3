import type { Rgb } from '../../../model/document-model.js';
import { parseHexColour } from '../colours.js';
import type { TextProperties } from '../office-content.js';
import { attr, child, childElements, type XmlElement } from '../office-xml.js';

interface OdfStyle {
  parent: string | null;
  element: XmlElement;
}

/**
 * ODF text formatting as it builds up along a style chain (`colour` null: the window font colour;
 * `hidden`: text:display="none", which LibreOffice neither shows nor exports).
 */
export type OdfTextProperties = TextProperties;

export const ODF_DEFAULTS: OdfTextProperties = {
  fontSize: 12,
  bold: false,
  colour: null,
  background: null,
  language: null,
  hidden: false,
};

/** The styles of styles.xml and content.xml (common and automatic), by family and name. */
export class OdfStyles {
  private readonly styles = new Map<string, OdfStyle>();
  private readonly defaults = new Map<string, XmlElement>();

  constructor(roots: (XmlElement | null)[]) {
    for (const root of roots) {
      for (const group of ['office:styles', 'office:automatic-styles', 'office:master-styles']) {
        for (const style of childElements(child(root, group))) {
          const family = attr(style, 'style:family');
          if (style.name === 'style:default-style' && family) this.defaults.set(family, style);
          const name = attr(style, 'style:name');
          if (style.name === 'style:style' && family && name) {
            this.styles.set(`${family}:${name}`, { parent: attr(style, 'style:parent-style-name'), element: style });
          }
        }
      }
    }
  }

  /** The default style and the chain of named styles, the most general first. */
  chain(family: string, name: string | null): XmlElement[] {
    const chain: XmlElement[] = [];
    for (let at = name; at && chain.length < 20;) {
      const style = this.styles.get(`${family}:${at}`);
      if (!style) break;
      chain.unshift(style.element);
      at = style.parent;
    }
    const fallback = this.defaults.get(family);
    return fallback ? [fallback, ...chain] : chain;
  }

  textProperties(base: OdfTextProperties, family: string, name: string | null, withDefault = true): OdfTextProperties {
    const chain = this.chain(family, name).filter((style) => withDefault || style.name !== 'style:default-style');
    return chain.reduce(
      (properties, style) => applyTextProperties(properties, child(style, 'style:text-properties')),
      base,
    );
  }

  /** A background colour from the chain's paragraph, cell, graphic or drawing-page properties. */
  background(family: string, name: string | null): Rgb | null {
    let colour: Rgb | null = null;
    for (const style of this.chain(family, name)) {
      for (const properties of childElements(style)) {
        const fill = attr(properties, 'draw:fill');
        const drawn = fill === 'solid' ? parseHexColour(attr(properties, 'draw:fill-color')) : null;
        colour = parseHexColour(attr(properties, 'fo:background-color')) ?? drawn ?? (fill === 'none' ? null : colour);
      }
    }
    return colour;
  }

  /** The document language: the default paragraph (or graphic, or cell) style's fo:language and fo:country. */
  defaultLanguage(): string | null {
    for (const family of ['paragraph', 'graphic', 'table-cell']) {
      const language = applyTextProperties(
        ODF_DEFAULTS,
        child(this.defaults.get(family), 'style:text-properties'),
      ).language;
      if (language) return language;
    }
    return null;
  }
}

function applyTextProperties(base: OdfTextProperties, properties: XmlElement | undefined): OdfTextProperties {
  if (!properties) return base;
  const next = { ...base };
  const size = /^([\d.]+)pt$/.exec(attr(properties, 'fo:font-size') ?? '');
  if (size) next.fontSize = Number(size[1]);
  const weight = attr(properties, 'fo:font-weight');
  if (weight) next.bold = weight === 'bold' || Number(weight) >= 600;
  const colour = parseHexColour(attr(properties, 'fo:color'));
  if (colour) next.colour = colour;
  if (attr(properties, 'style:use-window-font-color') === 'true') next.colour = null;
  const background = attr(properties, 'fo:background-color');
  if (background) next.background = parseHexColour(background);
  const display = attr(properties, 'text:display');
  if (display) next.hidden = display === 'none';
  const language = attr(properties, 'fo:language');
  if (language) {
    const country = attr(properties, 'fo:country');
    next.language =
      language === 'zxx' || language === 'none'
        ? null
        : country && country !== 'none'
          ? `${language}-${country}`
          : language;
  }
  return next;
}
