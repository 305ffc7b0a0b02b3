import type { Element } from 'domhandler';
import { childNamed, elementsNamed, isElement, type XmlPart } from '../../xml/xml-part.js';

/** A figure of a Word body as the analysis counts them (read-docx.ts): a DrawingML picture, chart or diagram, or a VML image. */
export interface WordFigure {
  /** The w:drawing's wp:docPr (a DrawingML figure), where its text alternative is written. */
  docPr: Element | null;
  /** The w:drawing or the VML shape. */
  element: Element;
  /** Its text alternative as the analysis reads it (descr, else title; a VML shape's alt). */
  alternative: string | null;
}

/** Where the analysis does not look for figures: deleted text and comments' ranges hold none it reads. */
const NOT_READ = new Set(['w:del', 'w:moveFrom', 'mc:Fallback']);

/**
 * The body's figures in the order the analysis reads them, so that the i-th is the model's i-th
 * figure: paragraphs, runs and text boxes in document order, a drawing before the text boxes it
 * holds, only mc:Choice of an mc:AlternateContent (mc:Fallback when it has no Choice).
 */
export function wordFigures(part: XmlPart): WordFigure[] {
  const body = childNamed(part.root, 'w:body');
  const figures: WordFigure[] = [];
  const visit = (element: Element) => {
    if (
      NOT_READ.has(element.name) &&
      !(element.name === 'mc:Fallback' && !childNamed(element.parent as Element, 'mc:Choice'))
    )
      return;
    if (element.name === 'w:drawing') {
      const frame = element.children.find(isElement);
      const data = childNamed(childNamed(frame, 'a:graphic'), 'a:graphicData');
      const uri = data?.attribs.uri ?? '';
      if (/\/(picture|chart|diagram)$/.test(uri) || (data && elementsNamed(data, 'pic:pic').length > 0)) {
        const docPr = childNamed(frame, 'wp:docPr') ?? null;
        const alternative = (docPr?.attribs.descr || docPr?.attribs.title)?.trim() || null;
        figures.push({ docPr, element, alternative });
      }
    } else if (element.name === 'w:pict') {
      for (const shape of [...elementsNamed(element, 'v:shape'), ...elementsNamed(element, 'v:rect')]) {
        if (elementsNamed(shape, 'v:imagedata').length > 0)
          figures.push({ docPr: null, element: shape, alternative: shape.attribs.alt?.trim() || null });
      }
    }
    for (const child of element.children) if (isElement(child)) visit(child);
  };
  if (body) visit(body);
  return figures;
}
