import { isRealAlternativeText } from '@app/analysis';
import type { Element } from 'domhandler';
import { isParagraph, paragraphText, readElements, textBody } from '../../formats/odf/odf-text.js';
import { childNamed, escapeXml, isElement, textOf, type XmlPart } from '../../xml/xml-part.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { captionText } from './caption.js';
import { leaveWithoutEvidence, logAlternative, type Evidence } from './evidence.js';
import { alignedFigures, figureText } from './picture-text.js';

/** What makes a frame a figure for the analysis (odf-walker.ts). */
const FIGURE_CONTENT = ['draw:image', 'draw:object', 'draw:object-ole'];
/** Sequences that number other things than pictures. */
const NOT_PICTURES = new Set(['table', 'text']);
/** draw:frame's children after svg:title (ODF 1.3, draw:frame): svg:title goes before the first of them. */
const AFTER_TITLE = ['svg:desc', 'draw:contour-polygon', 'draw:contour-path'];

/**
 * An ODT picture (a draw:frame of an image or object) without a text alternative gets svg:title,
 * what the analysis and LibreOffice read first as its alternative ("Text Alternative" in Writer),
 * from the evidence in the file: its caption (LibreOffice's numbered caption, a text:sequence
 * beside it in its paragraph; or a "Figure n: ..." paragraph, its own or the one after or before),
 * else, for a picture of text, the text the analysis' OCR read in it. Always for review; otherwise
 * left for a person.
 */
export function fixOdtAlternativeText(content: XmlPart, context: FixContext, log: FixLog): void {
  if (!fails(context, 'AlternativeText')) return;
  const body = textBody(content);
  if (!body) return;
  const frames = readElements(body, isFigure);
  const model = alignedFigures(context.document, frames.map(alternative));
  const paragraphs = readElements(body, isParagraph);
  for (const [i, frame] of frames.entries()) {
    const current = alternative(frame);
    if (frame.attribs['loext:decorative'] === 'true' || isRealAlternativeText(current)) continue;
    const location = { part: content.name, element: `draw:frame[@draw:name="${frame.attribs['draw:name'] ?? ''}"]` };
    const caption = captionOf(frame, paragraphs);
    const read = model?.[i] ? figureText(context.document, model[i]) : null;
    const evidence: Evidence | null = caption
      ? { text: caption, from: 'caption' }
      : read
        ? { text: read, from: 'picture' }
        : null;
    if (!evidence) {
      leaveWithoutEvidence(log, location);
      continue;
    }
    const title = childNamed(frame, 'svg:title');
    if (title) content.setContent(title, escapeXml(evidence.text));
    else {
      const xml = `<svg:title>${escapeXml(evidence.text)}</svg:title>`;
      const next = frame.children.find((node) => isElement(node) && AFTER_TITLE.includes(node.name));
      if (next) content.insertBefore(next as Element, xml);
      else content.insertChild(frame, xml, 'last');
    }
    logAlternative(log, location, current, evidence);
  }
}

function isFigure(element: Element): boolean {
  return (
    element.name === 'draw:frame' &&
    element.children.some((node) => isElement(node) && FIGURE_CONTENT.includes(node.name))
  );
}

/** The frame's text alternative as the analysis reads it: svg:title, else svg:desc. */
function alternative(frame: Element): string | null {
  const text = (name: string) => {
    const element = childNamed(frame, name);
    return element ? textOf(element).replace(/\s+/g, ' ').trim() : '';
  };
  return text('svg:title') || text('svg:desc') || null;
}

/** The caption that names the frame's picture: in its own paragraph, or the paragraph after or before it. */
function captionOf(frame: Element, paragraphs: Element[]): string | null {
  let own: Element | null = null;
  for (let at = frame.parent as Element | null; at && !own; at = at.parent as Element | null) {
    if (isParagraph(at)) own = at;
  }
  if (!own) return null;
  const index = paragraphs.indexOf(own);
  // The paragraphs of a frame's text box are its own: the caption frame's picture paragraph excepted.
  const outside = (paragraph: Element | undefined) =>
    paragraph && !contains(frame, paragraph) ? paragraph : undefined;
  return (
    sequenceCaption(own) ??
    captionText(paragraphText(own)) ??
    captionText(text(outside(paragraphs[index + 1]))) ??
    captionText(text(outside(paragraphs[index - 1])))
  );
}

/** LibreOffice's caption: "Figure <text:sequence>1</text:sequence>: Visits..." → "Visits...". */
function sequenceCaption(paragraph: Element): string | null {
  const children = paragraph.children;
  const at = children.findIndex(
    (node) =>
      isElement(node) &&
      node.name === 'text:sequence' &&
      !NOT_PICTURES.has((node.attribs['text:name'] ?? '').toLowerCase()),
  );
  if (at < 0) return null;
  const after = children
    .slice(at + 1)
    .map((node) => (isElement(node) && node.name.startsWith('draw:') ? '' : textOf(node)))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.–—-]+/u, '')
    .trim();
  return /\p{L}/u.test(after) ? after : null;
}

function text(paragraph: Element | undefined): string | null {
  return paragraph ? paragraphText(paragraph) : null;
}

function contains(ancestor: Element, node: Element): boolean {
  for (let at: Element | null = node; at; at = at.parent as Element | null) if (at === ancestor) return true;
  return false;
}
