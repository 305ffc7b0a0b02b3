import type { OfficeZip } from '../office-zip.js';
import { attr, child, childElements, path, readXmlPart, type XmlElement } from '../office-xml.js';

interface WordStyle {
  name: string;
  basedOn: string | null;
  outlineLevel: number | null;
  rPr: XmlElement | undefined;
  pPr: XmlElement | undefined;
}

/** word/styles.xml: the styles by id, the default run properties, the default language. */
export class WordStyles {
  private readonly styles = new Map<string, WordStyle>();
  readonly defaultRunProperties: XmlElement | undefined;
  defaultParagraphStyle: string | null = null;

  constructor(root: XmlElement | null) {
    this.defaultRunProperties = path(root, 'w:docDefaults', 'w:rPrDefault', 'w:rPr');
    for (const style of root ? childElements(root, 'w:style') : []) {
      const id = attr(style, 'w:styleId');
      if (!id) continue;
      const pPr = child(style, 'w:pPr');
      const outline = attr(child(pPr, 'w:outlineLvl'), 'w:val');
      this.styles.set(id, {
        name: attr(child(style, 'w:name'), 'w:val') ?? id,
        basedOn: attr(child(style, 'w:basedOn'), 'w:val'),
        outlineLevel: outline === null ? null : Number(outline),
        rPr: child(style, 'w:rPr'),
        pPr,
      });
      if (attr(style, 'w:type') === 'paragraph' && ['1', 'true'].includes(attr(style, 'w:default') ?? '')) {
        this.defaultParagraphStyle = id;
      }
    }
  }

  static read(zip: OfficeZip): WordStyles {
    return new WordStyles(readXmlPart(zip, 'word/styles.xml'));
  }

  chain(id: string | null): WordStyle[] {
    return styleChain(this.styles, id);
  }

  headingLevel(id: string | null): number | null {
    return chainHeadingLevel(this.chain(id));
  }
}

/**
 * The style `id` and the styles it is based on, the base first (at most 20: loops are possible).
 * Exported for remediation, which reads the same styles.xml in its own tree and must agree.
 */
export function styleChain<S extends { basedOn: string | null }>(
  styles: ReadonlyMap<string, S>,
  id: string | null | undefined,
): S[] {
  const chain: S[] = [];
  for (let at = id; at && chain.length < 20;) {
    const style = styles.get(at);
    if (!style) break;
    chain.unshift(style);
    at = style.basedOn;
  }
  return chain;
}

/**
 * The heading level (1..9) a paragraph style's chain gives: its outline level (w:outlineLvl 0..8),
 * inherited, or else a built-in name "heading N". Outline level 9 is body text. "Title" is not a heading.
 */
export function chainHeadingLevel(chain: readonly { outlineLevel: number | null; name: string }[]): number | null {
  for (let i = chain.length - 1; i >= 0; i--) {
    const { outlineLevel, name } = chain[i]!;
    if (outlineLevel !== null) return outlineLevel >= 0 && outlineLevel <= 8 ? outlineLevel + 1 : null;
    const named = /^heading\s*([1-9])$/i.exec(name);
    if (named) return Number(named[1]);
  }
  return null;
}

/** The document language: docDefaults w:lang, else w:settings/w:themeFontLang. */
export function wordLanguage(zip: OfficeZip, styles: WordStyles): string | null {
  const declared = attr(child(styles.defaultRunProperties, 'w:lang'), 'w:val');
  if (declared) return declared;
  const settings = readXmlPart(zip, 'word/settings.xml');
  return attr(child(settings, 'w:themeFontLang'), 'w:val') || null;
}
