import { chainHeadingLevel, styleChain } from '@app/analysis';
import type { Element } from 'domhandler';
import { childNamed, childrenNamed, type XmlPart } from '../../xml/xml-part.js';

export interface WordStyle {
  id: string;
  name: string;
  type: string;
  basedOn: string | null;
  outlineLevel: number | null;
  element: Element;
}

/** word/styles.xml read as the analysis reads it (word-styles.ts there): ids, bases, outline levels. */
export class WordStyles {
  readonly byId = new Map<string, WordStyle>();
  defaultParagraphStyle: string | null = null;

  constructor(readonly part: XmlPart | null) {
    for (const element of part ? childrenNamed(part.root, 'w:style') : []) {
      const id = element.attribs['w:styleId'];
      if (!id) continue;
      const outline = childNamed(childNamed(element, 'w:pPr'), 'w:outlineLvl')?.attribs['w:val'];
      const type = element.attribs['w:type'] ?? 'paragraph';
      this.byId.set(id, {
        id,
        name: childNamed(element, 'w:name')?.attribs['w:val'] ?? id,
        type,
        basedOn: childNamed(element, 'w:basedOn')?.attribs['w:val'] ?? null,
        outlineLevel: outline === undefined ? null : Number(outline),
        element,
      });
      if (type === 'paragraph' && ['1', 'true'].includes(element.attribs['w:default'] ?? ''))
        this.defaultParagraphStyle = id;
    }
  }

  /** The style and its bases, the base first. */
  chain(id: string | null | undefined): WordStyle[] {
    return styleChain(this.byId, id);
  }

  /** Outline level (1..9) of a paragraph style, inherited, else a built-in "heading N" name. */
  headingLevel(id: string | null | undefined): number | null {
    return chainHeadingLevel(this.chain(id));
  }

  /** The paragraph style of heading level `level`: `HeadingN` if it is one, else the first that is. */
  headingStyle(level: number): string | null {
    if (this.byId.get(`Heading${level}`) && this.headingLevel(`Heading${level}`) === level) return `Heading${level}`;
    for (const style of this.byId.values()) {
      if (style.type === 'paragraph' && this.headingLevel(style.id) === level) return style.id;
    }
    return null;
  }
}
