import type { Element } from 'domhandler';
import type { HtmlSource } from '../../formats/html/html-source.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { captionText } from './caption.js';
import { leaveWithoutEvidence, logAlternative, type Evidence } from './evidence.js';
import { embeddedPictureText, PictureBudget } from './html-picture-text.js';

/**
 * An `<img>` that fails AlternativeText gets `alt` from the evidence in the file: a caption that
 * names it (the `<figcaption>` of its `<figure>`, or a "Figure n: ..." line right after or before
 * it), else, for a picture of text embedded in the page (a data: URL), the text OCR reads in it.
 * Always for review; a picture without such evidence is left for a person.
 */
export async function fixHtmlAlternativeText(html: HtmlSource, context: FixContext, log: FixLog): Promise<void> {
  if (!fails(context, 'AlternativeText')) return;
  const budget = new PictureBudget();
  for (const snippet of context.feedback.report.results.AlternativeText?.snippets ?? []) {
    const location = { ...snippet };
    const element = snippet.selector ? html.find(snippet.selector) : null;
    const image = element?.name === 'img' ? element : null;
    const caption = image ? captionOf(html, image) : null;
    const read =
      image && !caption && context.ocr
        ? await embeddedPictureText(context.ocr, image.attribs.src, context.document.metadata.language, budget)
        : null;
    const evidence: Evidence | null = caption
      ? { text: caption, from: 'caption' }
      : read
        ? { text: read, from: 'picture' }
        : null;
    if (!image || !evidence) {
      leaveWithoutEvidence(log, location);
      continue;
    }
    const before = image.attribs.alt ?? null;
    html.setAttribute(image, 'alt', evidence.text);
    logAlternative(log, location, before, evidence);
  }
}

function captionOf(html: HtmlSource, image: Element): string | null {
  const $ = html.$;
  const figure = $(image).closest('figure');
  const figcaption = figure.children('figcaption').first().text();
  if (figcaption.trim()) return captionText(figcaption) ?? figcaption.replace(/\s+/g, ' ').trim();
  // The image alone in its paragraph (or on its own), the caption in the block next to it.
  const block =
    $(image).parent().children().length === 1 && $(image).parent().text().trim() === '' ? $(image).parent() : $(image);
  return captionText(block.next().text()) ?? captionText(block.prev().text());
}
