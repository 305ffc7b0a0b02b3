import type { Element } from 'domhandler';
import { childNamed, childrenNamed, type XmlPart } from '../../xml/xml-part.js';

const GROUPS = ['office:styles', 'office:automatic-styles'];

/**
 * The named and automatic styles of content.xml and styles.xml by family and name, read as the
 * analysis reads them (odf-styles.ts there): a style's properties come from its parent chain.
 */
export class OdfStyleSheet {
  private readonly styles = new Map<string, Element>();

  constructor(parts: (XmlPart | null)[]) {
    for (const part of parts) {
      for (const group of GROUPS) {
        for (const style of childrenNamed(childNamed(part?.root, group), 'style:style')) {
          const family = style.attribs['style:family'];
          const name = style.attribs['style:name'];
          if (family && name) this.styles.set(`${family}:${name}`, style);
        }
      }
    }
  }

  has(family: string, name: string): boolean {
    return this.styles.has(`${family}:${name}`);
  }

  /**
   * The language a style declares (fo:language, with fo:country), its own or its parents', not
   * the default style's (the document's); null when none does or it says "no language" (zxx).
   */
  language(family: string, name: string | null | undefined): string | null {
    for (let at = name, depth = 0; at && depth < 20; depth++) {
      const style = this.styles.get(`${family}:${at}`);
      if (!style) return null;
      const properties = childNamed(style, 'style:text-properties');
      const language = properties?.attribs['fo:language'];
      if (language) {
        if (language === 'zxx' || language === 'none') return null;
        const country = properties.attribs['fo:country'];
        return country && country !== 'none' ? `${language}-${country}` : language;
      }
      at = style.attribs['style:parent-style-name'];
    }
    return null;
  }
}
