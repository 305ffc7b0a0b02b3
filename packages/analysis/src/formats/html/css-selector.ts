import type { CheerioAPI } from 'cheerio';
import { isElement, parentElement, type HtmlElement } from './dom.js';

/**
 * Unique CSS selectors for a document's elements, for HTML snippets: `#id` when the id is unique,
 * else a child path such as `body > main > p:nth-of-type(2)`, from the nearest ancestor with a
 * unique id, or from body (or html).
 */
export class SelectorNamer {
  private readonly idCounts = new Map<string, number>();

  constructor($: CheerioAPI) {
    $('[id]').each((_, element) => {
      const id = element.attribs.id!;
      this.idCounts.set(id, (this.idCounts.get(id) ?? 0) + 1);
    });
  }

  selectorOf(element: HtmlElement): string {
    const parts: string[] = [];
    for (let node: HtmlElement | null = element; node; node = parentElement(node)) {
      const id = node.attribs.id;
      if (id && this.idCounts.get(id) === 1) {
        parts.unshift(`#${cssEscape(id)}`);
        break;
      }
      if (node.name === 'html' || node.name === 'body' || node.name === 'head' || !parentElement(node)) {
        parts.unshift(cssEscape(node.name));
        break;
      }
      parts.unshift(cssEscape(node.name) + nthOfType(node));
    }
    return parts.join(' > ');
  }
}

function nthOfType(element: HtmlElement): string {
  const siblings = (element.parent?.children ?? []).filter(
    (sibling) => isElement(sibling) && sibling.name === element.name,
  );
  return siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(element) + 1})` : '';
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
