import { runLocation } from '@app/analysis';
import type { AnyNode, Element } from 'domhandler';
import type { ChangeLocation } from '../../change.js';
import type { HtmlSource } from '../../formats/html/html-source.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { fixPassageLanguages, type Passage } from './passage-language.js';

/** Elements that hold a passage of text of their own: the innermost of them are the passages. */
const PASSAGES = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'caption',
  'figcaption',
  'blockquote',
  'pre',
  'address',
  'summary',
  'legend',
  'div',
]);
/** Elements whose text is no passage a reader meets. */
const NO_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math']);

/** `lang` on each passage (the innermost block element) whose text is confidently in another language. */
export function fixHtmlPassageLanguages(html: HtmlSource, context: FixContext, log: FixLog): void {
  fixPassageLanguages(context, () => passages(html, context), log);
}

function passages(html: HtmlSource, context: FixContext): Passage[] {
  const body = html.$('body')[0];
  if (!body) return [];
  const found: Passage[] = [];
  const visit = (element: Element) => {
    if (NO_TEXT.has(element.name)) return;
    const children = element.children.filter((node): node is Element => node.type === 'tag');
    if (PASSAGES.has(element.name) && !children.some(holdsPassage) && html.written(element)) {
      const text = ownText(element);
      if (text !== null && text.trim()) found.push(passage(html, context, element, text));
      return;
    }
    children.forEach(visit);
  };
  visit(body);
  return found;
}

function passage(html: HtmlSource, context: FixContext, element: Element, text: string): Passage {
  const declaring = html.$(element).closest('[lang]')[0] as Element | undefined;
  const selector = html.selectorOf(element);
  return {
    text,
    language: declaring && declaring.name !== 'html' ? declaring.attribs.lang?.trim() || null : null,
    location: { ...placeOf(context, selector), selector },
    mark: (language) => {
      html.setAttribute(element, 'lang', language);
      return true;
    },
  };
}

function holdsPassage(element: Element): boolean {
  if (PASSAGES.has(element.name)) return true;
  return element.children.some((node) => node.type === 'tag' && holdsPassage(node as Element));
}

/** The element's text; null when a part of it declares a language of its own (the author marked it). */
function ownText(element: Element): string | null {
  let text = '';
  const walk = (node: AnyNode): boolean => {
    if (node.type === 'text') text += (node as { data: string }).data;
    if (node.type !== 'tag') return true;
    const child = node as Element;
    if (NO_TEXT.has(child.name)) return true;
    if (child !== element && child.attribs.lang !== undefined) return false;
    if (['br', 'img'].includes(child.name)) text += ' ';
    return child.children.every(walk);
  };
  return walk(element) ? text.replace(/\s+/g, ' ') : null;
}

/** The page and box of the passage on the preview: the runs the analysis placed in it. */
function placeOf(context: FixContext, selector: string): ChangeLocation {
  for (const page of context.document.pages) {
    for (const run of page.textRuns) {
      const { selector: at, areas } = runLocation(page, run);
      const area = areas[0];
      if (area && at && (at === selector || at.startsWith(`${selector} > `))) return { page: area.page, ...area.box };
    }
  }
  return {};
}
