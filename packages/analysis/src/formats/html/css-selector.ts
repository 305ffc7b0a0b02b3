import type { CheerioAPI } from 'cheerio';
import { isElement, parentElement, type HtmlElement, type HtmlNode } from './dom.js';
import { ElementIds } from './element-ids.js';

/**
 * Unique CSS selectors for a document's elements, for HTML snippets: `#id` when the id is unique,
 * else a child path such as `body > main > p:nth-of-type(2)`, from the nearest ancestor with a
 * unique id, or from body (or html). Each element's selector is made once, from its parent's, so
 * that naming every element costs no more than the document's size, however wide or deep.
 */
export class SelectorNamer {
  private readonly selectors = new Map<HtmlElement, string>();
  /** Per parent, its element children's `:nth-of-type()` suffixes (none for a child alone of its type). */
  private readonly suffixes = new Map<HtmlElement['parent'], Map<HtmlElement, string>>();

  constructor(
    $: CheerioAPI,
    private readonly ids = new ElementIds($),
  ) {}

  selectorOf(element: HtmlElement): string {
    // Up to the first element whose selector is known or starts a path, then down again.
    const below: HtmlElement[] = [];
    let selector: string | undefined;
    for (let node: HtmlElement | null = element; node; node = parentElement(node)) {
      selector = this.selectors.get(node) ?? this.start(node);
      if (selector !== undefined) {
        this.selectors.set(node, selector);
        break;
      }
      below.push(node);
    }
    for (let i = below.length - 1; i >= 0; i--) {
      const node = below[i]!;
      const step = cssEscape(node.name) + this.suffixOf(node);
      selector = selector === undefined ? step : `${selector} > ${step}`;
      this.selectors.set(node, selector);
    }
    return selector!;
  }

  /** `#id` for a unique id, the name for html, body, head or a root; undefined otherwise. */
  private start(node: HtmlElement): string | undefined {
    const id = node.attribs.id;
    if (id && this.ids.isUnique(id)) return `#${cssEscape(id)}`;
    if (node.name === 'html' || node.name === 'body' || node.name === 'head' || !parentElement(node)) {
      return cssEscape(node.name);
    }
    return undefined;
  }

  private suffixOf(element: HtmlElement): string {
    let suffixes = this.suffixes.get(element.parent);
    if (!suffixes) {
      suffixes = nthOfTypeSuffixes(element.parent?.children ?? []);
      this.suffixes.set(element.parent, suffixes);
    }
    return suffixes.get(element) ?? '';
  }
}

/** `:nth-of-type(n)` for each element among `siblings` that shares its name with another. */
function nthOfTypeSuffixes(siblings: readonly HtmlNode[]): Map<HtmlElement, string> {
  const elements = siblings.filter(isElement);
  const totals = new Map<string, number>();
  for (const element of elements) totals.set(element.name, (totals.get(element.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const suffixes = new Map<HtmlElement, string>();
  for (const element of elements) {
    const nth = (seen.get(element.name) ?? 0) + 1;
    seen.set(element.name, nth);
    if (totals.get(element.name)! > 1) suffixes.set(element, `:nth-of-type(${nth})`);
  }
  return suffixes;
}
/** CSSOM's CSS.escape (Node has no CSS global). */
export function cssEscape(value: string): string {
  let result = '';
  for (let i = 0; i < value.length; i++) {
    const character = value[i]!;
    const code = value.charCodeAt(i);
    if (code === 0) result += '\ufffd';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (i === 0 && code >= 0x30 && code <= 0x39) ||
      (i === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
    )
      result += `\\${code.toString(16)} `;
    else if (i === 0 && value.length === 1 && character === '-') result += `\\${character}`;
    else if (code >= 0x80 || character === '-' || character === '_' || /[0-9A-Za-z]/.test(character))
      result += character;
    else result += `\\${character}`;
  }
  return result;
}
