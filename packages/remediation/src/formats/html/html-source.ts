import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { RemediationRefused } from '../../refusal.js';
import { TextEdits } from '../../text/text-edits.js';

/**
 * An HTML file parsed as a browser parses it (parse5, through cheerio), so that the analysis' CSS
 * selectors find the same elements, with the offsets of its tags in the source: the file is edited
 * in place, and what no fixer touches stays byte for byte. Elements the parser implied (a missing
 * `<head>`, `<tbody>`) have no offsets, and are not edited.
 */
export class HtmlSource {
  readonly $: CheerioAPI;
  readonly edits: TextEdits;

  constructor(bytes: Buffer) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new RemediationRefused('unsupportedType', 'The HTML file is not UTF-8: it cannot be rewritten safely');
    }
    this.$ = load(text, { sourceCodeLocationInfo: true });
    this.edits = new TextEdits(text);
  }

  get source(): string {
    return this.edits.source;
  }

  bytes(): Buffer {
    return Buffer.from(this.edits.apply(), 'utf8');
  }

  /** The first element the selector finds, if it was written in the source. */
  find(selector: string): Element | null {
    const element = this.$(selector)[0];
    return element && element.type === 'tag' && element.sourceCodeLocation ? element : null;
  }

  written(element: Element | undefined): element is Element {
    return element !== undefined && Boolean(element.sourceCodeLocation?.startTag);
  }

  setAttribute(element: Element, name: string, value: string): void {
    const location = element.sourceCodeLocation!;
    // parse5 gives each attribute's offsets; domhandler's type does not declare them.
    const attrs = (location as { attrs?: Record<string, { startOffset: number; endOffset: number }> }).attrs;
    const attribute = attrs?.[name];
    const text = `${name}="${escapeAttribute(value)}"`;
    if (attribute) this.edits.replace(attribute.startOffset, attribute.endOffset, text);
    else this.edits.insert(location.startTag!.startOffset + 1 + element.name.length, ` ${text}`);
  }

  /** Replaces the element's content (between its start and end tags). */
  setContent(element: Element, html: string): void {
    const location = element.sourceCodeLocation!;
    this.edits.replace(location.startTag!.endOffset, location.endTag?.startOffset ?? location.endOffset, html);
  }

  /** Renames the element's start tag and, if it was written, its end tag. */
  rename(element: Element, name: string): void {
    const location = element.sourceCodeLocation!;
    const start = location.startTag!.startOffset + 1;
    this.edits.replace(start, start + element.name.length, name);
    if (location.endTag) {
      const end = location.endTag.startOffset + 2;
      this.edits.replace(end, end + element.name.length, name);
    }
  }

  /**
   * The element's CSS selector as the analysis writes it (page-helpers.ts' selectorOf): `#id` when
   * the id is unique, else the path of `tag:nth-of-type(n)` steps from `html`, `head` or `body`.
   */
  selectorOf(element: Element): string {
    const id = element.attribs.id;
    if (id && /^[A-Za-z_][\w-]*$/.test(id) && this.$(`[id="${id}"]`).length === 1) return `#${id}`;
    const parent = element.parent?.type === 'tag' ? (element.parent as Element) : null;
    if (!parent || ['html', 'head', 'body'].includes(element.name)) return element.name;
    const siblings = parent.children.filter(
      (node): node is Element => node.type === 'tag' && node.name === element.name,
    );
    const step = siblings.length > 1 ? `${element.name}:nth-of-type(${siblings.indexOf(element) + 1})` : element.name;
    return `${this.selectorOf(parent)} > ${step}`;
  }

  insertAfterStartTag(element: Element, html: string): void {
    this.edits.insert(element.sourceCodeLocation!.startTag!.endOffset, html);
  }

  insert(at: number, html: string): void {
    this.edits.insert(at, html);
  }
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
