import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Block, EmbeddedImage, TableCell } from './content-document.js';

const HEADING = /^h([1-6])$/;
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'nav',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'button',
  'select',
  'input',
  'textarea',
]);
const BLOCKS = new Set([
  'p',
  'ul',
  'ol',
  'table',
  'figure',
  'img',
  'blockquote',
  'pre',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'dl',
  'address',
  'li',
  'hr',
  'details',
  'form',
  'fieldset',
]);
const IMAGE_DATA = /^data:(image\/(?:png|jpeg|gif));base64,([A-Za-z0-9+/=\s]+)$/;

/**
 * Blocks from HTML markup: an uploaded HTML file's body, or the HTML mammoth makes of a Word file.
 * Headings, paragraphs, lists, tables (th/td, scope), images with their alt (embedded when the
 * markup carries them as data: URLs: nothing is ever fetched), in document order; what is hidden
 * from everyone (`hidden`, aria-hidden) and scripts, forms and navigation are left out.
 */
export function fromMarkup(html: string): { title: string | null; language: string | null; blocks: Block[] } {
  const $ = cheerio.load(html);
  const blocks: Block[] = [];
  const text = (node: AnyNode): string => $(node).text();

  const visit = (nodes: AnyNode[], language: string | null) => {
    let inline = '';
    const flush = () => {
      if (inline.trim()) push({ kind: 'paragraph', text: inline }, language);
      inline = '';
    };
    for (const node of nodes) {
      if (node.type === 'text') {
        inline += (node as unknown as { data: string }).data;
        continue;
      }
      if (node.type !== 'tag') continue;
      const element = node as Element;
      const name = element.name.toLowerCase();
      if (SKIPPED.has(name) || isHidden(element)) continue;
      if (!BLOCKS.has(name) && !HEADING.test(name) && !containsBlock(element)) {
        inline += name === 'br' ? ' ' : text(element);
        continue;
      }
      flush();
      block(element, name, element.attribs.lang || language);
    }
    flush();
  };

  const push = (block: Block, language: string | null) =>
    blocks.push(language && block.kind !== 'pageBreak' ? { ...block, language } : block);

  const block = (element: Element, name: string, language: string | null) => {
    const heading = HEADING.exec(name);
    if (heading) return push({ kind: 'heading', level: Number(heading[1]), text: text(element) }, language);
    const ariaLevel = element.attribs.role === 'heading' ? Number(element.attribs['aria-level'] ?? 2) : 0;
    if (ariaLevel > 0) return push({ kind: 'heading', level: ariaLevel, text: text(element) }, language);
    if (name === 'ul' || name === 'ol') {
      const items = $(element).children('li').toArray();
      return push({ kind: 'list', ordered: name === 'ol', items: items.map(text) }, language);
    }
    if (name === 'table') return push(table(element), language);
    if (name === 'img') return push(figure(element, null), language);
    if (name === 'figure') {
      const img = $(element).find('img').first().get(0) as Element | undefined;
      const caption = $(element).children('figcaption').text() || undefined;
      if (img) return push(figure(img, caption ?? null), language);
    }
    if (name === 'p' || name === 'pre' || name === 'blockquote' || name === 'address' || !containsBlock(element)) {
      // Images inside a paragraph (mammoth puts them there) are figures of their own.
      for (const img of $(element).find('img').toArray()) push(figure(img as Element, null), language);
      return push({ kind: 'paragraph', text: text(element) }, language);
    }
    visit(element.children, language);
  };

  const table = (element: Element): Block => {
    const rows: TableCell[][] = $(element)
      .find('tr')
      .filter((_, tr) => $(tr).closest('table').get(0) === element)
      .toArray()
      .map((tr) =>
        $(tr)
          .children('th, td')
          .toArray()
          .map((cell) => {
            const header = (cell as Element).name === 'th';
            const scope = (cell as Element).attribs.scope;
            return {
              text: text(cell),
              header,
              ...(header && (scope === 'col' || scope === 'row') ? { scope } : {}),
            } as TableCell;
          }),
      );
    const caption = $(element).children('caption').text() || undefined;
    return { kind: 'table', caption, rows };
  };

  const figure = (img: Element, caption: string | null): Block => {
    const alt = img.attribs.alt;
    const decorative = alt === '' || img.attribs.role === 'presentation' || img.attribs.role === 'none';
    return {
      kind: 'figure',
      alt: decorative ? '' : (alt ?? null),
      image: embedded(img.attribs.src),
      ...(caption ? { caption } : {}),
    };
  };

  const root = $('html');
  const language = root.attr('lang') ?? root.attr('xml:lang') ?? null;
  visit($('body').length ? $('body').get(0)!.children : $.root().get(0)!.children, null);
  return { title: $('head > title').first().text() || null, language, blocks };
}

function isHidden(element: Element): boolean {
  return element.attribs.hidden !== undefined || element.attribs['aria-hidden'] === 'true';
}

function containsBlock(element: Element): boolean {
  return element.children.some(
    (child) =>
      child.type === 'tag' &&
      (BLOCKS.has((child as Element).name) || HEADING.test((child as Element).name) || containsBlock(child as Element)),
  );
}

function embedded(src: string | undefined): EmbeddedImage | null {
  const match = src ? IMAGE_DATA.exec(src) : null;
  if (!match) return null;
  return { mediaType: match[1] as EmbeddedImage['mediaType'], data: Buffer.from(match[2]!, 'base64') };
}
