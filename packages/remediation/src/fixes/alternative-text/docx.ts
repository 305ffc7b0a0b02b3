import { isRealAlternativeText } from '@app/analysis';
import type { Element } from 'domhandler';
import type { WordBody } from '../../formats/docx/word-body.js';
import { wordFigures } from '../../formats/docx/word-figures.js';
import { elementsNamed } from '../../xml/xml-part.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { captionText } from './caption.js';
import { leaveWithoutEvidence, logAlternative, type Evidence } from './evidence.js';
import { alignedFigures, figureText } from './picture-text.js';

/**
 * A Word picture without a text alternative gets wp:docPr's descr from the evidence in the file:
 * the caption next to it (the paragraph after or before its own: "Figure 2: ..."), else, for a
 * picture of text, the text the analysis' OCR read in it. Always for review; otherwise left for a
 * person.
 */
export function fixDocxAlternativeText(body: WordBody, context: FixContext, log: FixLog): void {
  if (!fails(context, 'AlternativeText')) return;
  const paragraphs = body.paragraphs;
  const figures = wordFigures(body.part);
  const model = alignedFigures(
    context.document,
    figures.map((figure) => figure.alternative),
  );
  for (const [i, { docPr, element }] of figures.entries()) {
    if (!docPr || !isPicture(element) || isDecorative(docPr)) continue;
    const current = docPr.attribs.descr || docPr.attribs.title || '';
    if (isRealAlternativeText(current)) continue;
    const paragraph = paragraphs.find((candidate) => contains(candidate.element, element));
    const location = {
      part: body.part.name,
      element: `${paragraph ? `w:p[${paragraph.index + 1}]/` : ''}wp:docPr[@id=${docPr.attribs.id ?? ''}]`,
    };
    const caption = paragraph
      ? (captionText(paragraphs[paragraph.index + 1]?.text) ??
        captionText(paragraphs[paragraph.index - 1]?.text) ??
        captionText(paragraph.text))
      : null;
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
    body.part.setAttribute(docPr, 'descr', evidence.text);
    logAlternative(log, location, current, evidence);
  }
}

function isPicture(drawing: Element): boolean {
  return elementsNamed(drawing, 'pic:pic').length > 0;
}

function isDecorative(docPr: Element): boolean {
  return elementsNamed(docPr, 'adec:decorative').some((element) => ['1', 'true'].includes(element.attribs.val ?? ''));
}

function contains(ancestor: Element, node: Element): boolean {
  for (let at: Element | null = node; at; at = at.parent as Element | null) if (at === ancestor) return true;
  return false;
}
