import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { TextEdits } from '../text/text-edits.js';

/**
 * One XML part of a package, parsed with the offsets of its elements so that it is edited in place:
 * what the fixers do not touch stays exactly as written (namespaces, white space, entities).
 * No DOCTYPE is accepted at all (Office parts have none), so no entity is ever declared, expanded or
 * fetched; the analysis has already refused a package whose parts declare any.
 */
export class XmlPart {
  readonly root: Element;
  readonly edits: TextEdits;

  constructor(
    readonly name: string,
    readonly source: string,
  ) {
    if (/<!DOCTYPE/i.test(source)) throw new Error(`${name} has a DOCTYPE`);
    const document = load(source, { xml: { withStartIndices: true, withEndIndices: true } }).root()[0]!;
    const root = document.children.find(isElement);
    if (!root) throw new Error(`${name} has no root element`);
    this.root = root;
    this.edits = new TextEdits(source);
  }

  get changed(): boolean {
    return this.edits.size > 0;
  }

  text(): string {
    return this.edits.apply();
  }

  /** Some edit already touches the element (its tags or its content): another fixer changed it. */
  isEdited(element: Element): boolean {
    return this.edits.touches(element.startIndex!, element.endIndex! + 1);
  }

  /** Sets (or replaces) an attribute of `element`'s start tag. */
  setAttribute(element: Element, name: string, value: string): void {
    const tag = this.startTag(element);
    const existing = new RegExp(`\\s${escapeRegExp(name)}\\s*=\\s*("[^"]*"|'[^']*')`).exec(tag.text);
    if (existing) {
      const start = tag.start + existing.index;
      this.edits.replace(start, start + existing[0].length, ` ${name}="${escapeXml(value)}"`);
    } else {
      this.edits.insert(tag.start + tag.nameEnd, ` ${name}="${escapeXml(value)}"`);
    }
  }

  /** Removes an attribute from `element`'s start tag, if it has it. */
  removeAttribute(element: Element, name: string): void {
    const tag = this.startTag(element);
    const existing = new RegExp(`\\s${escapeRegExp(name)}\\s*=\\s*("[^"]*"|'[^']*')`).exec(tag.text);
    if (existing) this.edits.replace(tag.start + existing.index, tag.start + existing.index + existing[0].length, '');
  }

  /** Replaces everything between `element`'s tags (a self-closing element gets an end tag). */
  setContent(element: Element, xml: string): void {
    const tag = this.startTag(element);
    if (tag.selfClosing) {
      this.edits.replace(tag.end - 2, tag.end, `>${xml}</${element.name}>`);
    } else {
      this.edits.replace(tag.end, this.endTagStart(element), xml);
    }
  }

  /** Inserts `xml` as the first (or last) child of `element`. */
  insertChild(element: Element, xml: string, where: 'first' | 'last' = 'last'): void {
    const tag = this.startTag(element);
    if (tag.selfClosing) this.edits.replace(tag.end - 2, tag.end, `>${xml}</${element.name}>`);
    else this.edits.insert(where === 'first' ? tag.end : this.endTagStart(element), xml);
  }

  insertBefore(element: Element, xml: string): void {
    this.edits.insert(element.startIndex!, xml);
  }

  insertAfter(element: Element, xml: string): void {
    this.edits.insert(element.endIndex! + 1, xml);
  }

  /** Replaces the whole element, tags included. */
  replace(element: Element, xml: string): void {
    this.edits.replace(element.startIndex!, element.endIndex! + 1, xml);
  }

  private startTag(element: Element): {
    start: number;
    end: number;
    nameEnd: number;
    text: string;
    selfClosing: boolean;
  } {
    const start = element.startIndex!;
    let quote: string | null = null;
    let at = start + 1;
    for (; at < this.source.length; at++) {
      const char = this.source[at]!;
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '>') break;
    }
    const end = at + 1;
    const selfClosing = this.source[at - 1] === '/';
    const text = this.source.slice(start, end);
    // Attributes go right after the name, so that they are never written after a "/" or inside another.
    return { start, end, nameEnd: 1 + element.name.length, text, selfClosing };
  }

  private endTagStart(element: Element): number {
    return this.source.lastIndexOf('</', element.endIndex!);
  }
}

export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag';
}

/** Every element named `name` below `parent` (or `parent` itself), in document order. */
export function elementsNamed(parent: Element, name: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Element) => {
    if (node.name === name) found.push(node);
    for (const child of node.children) if (isElement(child)) visit(child);
  };
  visit(parent);
  return found;
}

export function childNamed(parent: Element | undefined, name: string): Element | undefined {
  return parent?.children.find((node): node is Element => isElement(node) && node.name === name);
}

export function childrenNamed(parent: Element | undefined, name: string): Element[] {
  return (parent?.children ?? []).filter((node): node is Element => isElement(node) && node.name === name);
}

/** The text of every text node below `node`, joined. */
export function textOf(node: AnyNode): string {
  if (node.type === 'text' || node.type === 'cdata') return 'data' in node ? String(node.data) : '';
  return 'children' in node ? (node.children as AnyNode[]).map(textOf).join('') : '';
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
