import type { HtmlElement } from '../dom.js';

/**
 * The part of the browsers' default stylesheet (HTML Living Standard, rendering section) that
 * matters for contrast and size: heading sizes, bold elements, link colour, <mark>, and elements
 * that are not displayed. Author rules override these whatever their specificity.
 */
const HEADING_SIZES: Record<string, string> = {
  h1: '2em',
  h2: '1.5em',
  h3: '1.17em',
  h4: '1em',
  h5: '0.83em',
  h6: '0.67em',
};
const BOLD = new Set(['b', 'strong', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const NOT_DISPLAYED = new Set([
  'head',
  'script',
  'style',
  'template',
  'title',
  'meta',
  'link',
  'base',
  'datalist',
  'noscript',
  'param',
  'rp',
]);

export function userAgentValue(element: HtmlElement, property: string): string | undefined {
  const name = element.name;
  switch (property) {
    case 'display':
      if (NOT_DISPLAYED.has(name) || 'hidden' in element.attribs) return 'none';
      if (name === 'input' && element.attribs.type?.toLowerCase() === 'hidden') return 'none';
      if (name === 'dialog' && !('open' in element.attribs)) return 'none';
      return undefined;
    case 'font-size':
      if (name in HEADING_SIZES) return HEADING_SIZES[name];
      if (name === 'small' || name === 'sub' || name === 'sup') return 'smaller';
      if (name === 'big') return 'larger';
      return undefined;
    case 'font-weight':
      return BOLD.has(name) ? 'bold' : undefined;
    case 'color':
      if (name === 'a' && 'href' in element.attribs) return '#0000ee';
      if (name === 'mark') return 'black';
      return undefined;
    case 'background-color':
      return name === 'mark' ? 'yellow' : undefined;
    default:
      return undefined;
  }
}
