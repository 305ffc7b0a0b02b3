import { isRealAlternativeText } from '@app/analysis';
import type { Element } from 'domhandler';
import { documentBody, isParagraph, paragraphText, readElements } from '../../formats/odf/odf-text.js';
import { childNamed, escapeXml, isElement, textOf, type XmlPart } from '../../xml/xml-part.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { CAPTION_REACH_CM, captionsBeside, type ShapeBox } from './beside.js';
import { captionText } from './caption.js';
import { evidenceFrom, leaveWithoutEvidence, logAlternative } from './evidence.js';
import { alignedFigures, figureText } from './picture-text.js';

/** What makes a frame a figure for the analysis (odf-walker.ts). */
const FIGURE_CONTENT = ['draw:image', 'draw:object', 'draw:object-ole'];
/** Sequences that number other things than pictures. */
const NOT_PICTURES = new Set(['table', 'text']);
/** draw:frame's children after svg:title (ODF 1.3, draw:frame): svg:title goes before the first of them. */
const AFTER_TITLE = ['svg:desc', 'draw:contour-polygon', 'draw:contour-path'];

/**
 * An OpenDocument picture (a draw:frame of an image or object) without a text alternative gets
 * svg:title, what the analysis and LibreOffice read first as its alternative ("Text Alternative"),
 * from the evidence in the file: its caption (in a text: LibreOffice's numbered caption, a
 * text:sequence beside it in its paragraph, or a "Figure n: ..." paragraph, its own or the one after
 * or before; on a slide or a sheet, a "Figure n: ..." text frame right next to it), else, for a
 * picture of text, the text the analysis' OCR read in it. Always for review; otherwise left for a
 * person. A sheet's pictures are those anchored to its cells: the analysis reads no others.
 */
export function fixOdfAlternativeText(
  content: XmlPart,
  kind: 'odt' | 'odp' | 'ods',
  context: FixContext,
  log: FixLog,
): void {
  if (!fails(context, 'AlternativeText')) return;
  const body = documentBody(content, kind);
  if (!body) return;
  const frames = readElements(body, isFigure);
  const model = alignedFigures(context.document, frames.map(alternative));
  const paragraphs = readElements(body, isParagraph);
  const beside = kind === 'odt' ? new Map<Element, string | null>() : framesBeside(frames);
  for (const [i, frame] of frames.entries()) {
    const current = alternative(frame);
    if (frame.attribs['loext:decorative'] === 'true' || isRealAlternativeText(current)) continue;
    const element = `draw:frame[@draw:name="${frame.attribs['draw:name'] ?? ''}"]`;
    // A slide's or sheet's picture is placed where the analysis placed it (a text's by its part only, as before).
    const location = snippetLocation(kind === 'odt' ? undefined : model?.[i]?.location, {
      part: content.name,
      element,
    });
    const caption = beside.get(frame) ?? captionOf(frame, paragraphs);
    const read = model?.[i] ? figureText(context.document, model[i]) : null;
    const evidence = evidenceFrom(caption, read);
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

/**
 * Each picture frame's caption among the text shapes beside it in the same page, group or cell: a
 * text frame, or a shape holding text (Impress writes a PowerPoint text box as draw:custom-shape).
 */
function framesBeside(frames: Element[]): Map<Element, string | null> {
  const captions = new Map<Element, string | null>();
  for (const parent of new Set(frames.map((frame) => frame.parent as Element))) {
    const pictures = frames.filter((frame) => frame.parent === parent);
    const texts = parent.children
      .filter(isElement)
      .filter((shape) => shape.name.startsWith('draw:') && !frames.includes(shape))
      .map((shape) => ({
        box: frameBox(shape),
        paragraphs: readElements(shape, isParagraph).map((paragraph) => paragraphText(paragraph) ?? ''),
      }));
    const found = captionsBeside(pictures.map(frameBox), texts, CAPTION_REACH_CM);
    pictures.forEach((frame, i) => captions.set(frame, found[i] ?? null));
  }
  return captions;
}

const CM_PER_UNIT: Record<string, number> = { cm: 1, mm: 0.1, in: 2.54, pt: 2.54 / 72, pc: 2.54 / 6, px: 2.54 / 96 };

/** A frame's box in cm, from svg:x, svg:y, svg:width and svg:height; null without them. */
function frameBox(frame: Element): ShapeBox | null {
  const [x, y, width, height] = ['svg:x', 'svg:y', 'svg:width', 'svg:height'].map((name) => {
    const match = /^(-?[\d.]+)(cm|mm|in|pt|pc|px)$/.exec(frame.attribs[name] ?? '');
    return match ? Number(match[1]) * CM_PER_UNIT[match[2]!]! : NaN;
  });
  if (![x, y, width, height].every((value) => Number.isFinite(value))) return null;
  return { x0: x!, y0: y!, x1: x! + width!, y1: y! + height! };
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
