import type { Element } from 'domhandler';
import type { WordBody } from '../../formats/docx/word-body.js';
import { elementsNamed } from '../../xml/xml-part.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { captionText } from './caption.js';

/** A file name or nothing: no text alternative (what the analysis also fails). */
const NO_ALTERNATIVE = /^\s*$|^[^\s/\\]+\.(png|jpe?g|gif|bmp|tiff?|svg|emf|wmf|webp)$/i;

/**
 * A Word picture without a text alternative gets wp:docPr's descr from the caption next to it (the
 * paragraph after or before its own: "Figure 2: ..."). Always for review; otherwise left for a person.
 */
export function fixDocxAlternativeText(body: WordBody, context: FixContext, log: FixLog): void {
  if (!fails(context, 'AlternativeText')) return;
  const paragraphs = body.paragraphs;
  for (const paragraph of paragraphs) {
    for (const drawing of elementsNamed(paragraph.element, 'w:drawing')) {
      const docPr = elementsNamed(drawing, 'wp:docPr')[0];
      if (!docPr || !isPicture(drawing) || isDecorative(docPr)) continue;
      const current = docPr.attribs.descr || docPr.attribs.title || '';
      if (!NO_ALTERNATIVE.test(current)) continue;
      const location = {
        part: body.part.name,
        element: `w:p[${paragraph.index + 1}]/wp:docPr[@id=${docPr.attribs.id ?? ''}]`,
      };
      const caption =
        captionText(paragraphs[paragraph.index + 1]?.text) ??
        captionText(paragraphs[paragraph.index - 1]?.text) ??
        captionText(paragraph.text);
      if (!caption) {
        log.leave({
          check: 'AlternativeText',
          location,
          reason: 'No caption in the file describes this picture: its text alternative must be written by a person',
        });
        continue;
      }
      body.part.setAttribute(docPr, 'descr', caption);
      log.change({
        check: 'AlternativeText',
        action: 'set the text alternative from its caption',
        location,
        before: current || null,
        after: caption,
        needsReview: true,
      });
    }
  }
}

function isPicture(drawing: Element): boolean {
  return elementsNamed(drawing, 'pic:pic').length > 0;
}

function isDecorative(docPr: Element): boolean {
  return elementsNamed(docPr, 'adec:decorative').some((element) => ['1', 'true'].includes(element.attribs.val ?? ''));
}
