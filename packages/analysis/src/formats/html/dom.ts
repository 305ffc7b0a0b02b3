import type { Cheerio, CheerioAPI } from 'cheerio';

/** domhandler's element and node types, reached through cheerio (domhandler is not a direct dependency). */
type Elements = ReturnType<ReturnType<CheerioAPI['root']>['children']>;
export type HtmlElement = Elements extends Cheerio<infer T> ? T : never;
export type HtmlNode = HtmlElement['children'][number];

export function isElement(node: HtmlNode | null | undefined): node is HtmlElement {
  return !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');
}

/** The parent element, or null at the root. */
export function parentElement(element: HtmlElement): HtmlElement | null {
  const parent = element.parent as HtmlNode | null;
  return isElement(parent) ? parent : null;
}

/** The element's own text: its text children only, white space collapsed, trimmed. */
export function ownText(element: HtmlElement): string {
  let text = '';
  for (const child of element.children) if (child.type === 'text') text += child.data;
  return collapse(text);
}

export function collapse(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attribs[name];
}
