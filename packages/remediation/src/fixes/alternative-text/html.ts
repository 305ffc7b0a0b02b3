import type { Element } from 'domhandler';
import type { HtmlSource } from '../../formats/html/html-source.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { captionText } from './caption.js';

/**
 * An `<img>` that fails AlternativeText gets `alt` from a caption that names it: the `<figcaption>`
 * of its `<figure>`, or a "Figure n: ..." line right after (or before) it. Always for review; a
 * picture without such evidence is left for a person.
 */
export function fixHtmlAlternativeText(html: HtmlSource, context: FixContext, log: FixLog): void {
  if (!fails(context, 'AlternativeText')) return;
  for (const snippet of context.feedback.report.results.AlternativeText?.snippets ?? []) {
    const location = { ...snippet };
    const element = snippet.selector ? html.find(snippet.selector) : null;
    const caption = element?.name === 'img' ? evidence(html, element) : null;
    if (!element || !caption) {
      log.leave({
        check: 'AlternativeText',
        location,
        reason: 'No caption in the file describes this picture: its text alternative must be written by a person',
      });
      continue;
    }
    const before = element.attribs.alt ?? null;
    html.setAttribute(element, 'alt', caption);
    log.change({
      check: 'AlternativeText',
      action: 'set the text alternative from its caption',
      location,
      before,
      after: caption,
      needsReview: true,
    });
  }
}

function evidence(html: HtmlSource, image: Element): string | null {
  const $ = html.$;
  const figure = $(image).closest('figure');
  const figcaption = figure.children('figcaption').first().text();
  if (figcaption.trim()) return captionText(figcaption) ?? figcaption.replace(/\s+/g, ' ').trim();
  // The image alone in its paragraph (or on its own), the caption in the block next to it.
  const block =
    $(image).parent().children().length === 1 && $(image).parent().text().trim() === '' ? $(image).parent() : $(image);
  return captionText(block.next().text()) ?? captionText(block.prev().text());
}
