import { escapeText, type HtmlSource } from '../../formats/html/html-source.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { titleFrom } from './title-text.js';

/** `<title>` from the first heading: its content replaced, or a new one at the top of the head. */
export function fixHtmlTitle(html: HtmlSource, context: FixContext, log: FixLog): void {
  if (!fails(context, 'Title')) return;
  const title = titleFrom(context.document);
  const location = { page: 0, x0: 0, y0: 0, x1: 0, y1: 0, selector: 'head > title' };
  if (!title) {
    log.leave({ check: 'Title', location, reason: 'The page has no heading or text to take a title from' });
    return;
  }
  const existing = html.find('head > title');
  if (existing) {
    html.setContent(existing, escapeText(title));
  } else {
    const element = `<title>${escapeText(title)}</title>`;
    const head = html.$('head')[0];
    const root = html.$('html')[0];
    if (html.written(head)) html.insertAfterStartTag(head, element);
    else if (html.written(root)) html.insertAfterStartTag(root, element);
    else html.insert(afterDoctype(html.source), element);
  }
  const before = context.document.metadata.title;
  log.change({ check: 'Title', action: 'set the title', location, before, after: title, needsReview: true });
}

/** Where a new first element goes: after the DOCTYPE (and anything before it), else at the start. */
export function afterDoctype(source: string): number {
  const doctype = /<!doctype[^>]*>/i.exec(source);
  return doctype ? doctype.index + doctype[0].length : 0;
}
