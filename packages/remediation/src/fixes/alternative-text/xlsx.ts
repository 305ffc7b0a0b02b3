import { isRealAlternativeText } from '@app/analysis';
import type { Element } from 'domhandler';
import { targetsOfType } from '../../formats/ooxml-relationships.js';
import type { Workbook } from '../../formats/xlsx/workbook.js';
import { childNamed, elementsNamed, isElement, textOf, type XmlPart } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { captionsBeside, type ShapeBox } from './beside.js';
import { drawingAlternative, isDecorativeDrawing } from './drawing-properties.js';
import { evidenceFrom, leaveWithoutEvidence, logAlternative } from './evidence.js';
import { alignedFigures, figureText } from './picture-text.js';

/** A caption shape is beside a picture when it starts in the row or column next to the picture's cells. */
const CAPTION_REACH_CELLS = 1;

interface SheetFigure {
  drawing: XmlPart;
  properties: Element | undefined;
  picture: boolean;
  caption: string | null;
}

/**
 * An Excel picture (xdr:pic) or chart without a text alternative gets xdr:cNvPr's descr from the
 * evidence in its drawing: a "Figure n: ..." text box anchored in the cells right next to it, else,
 * for a picture of text, the text the analysis' OCR read in it. Always for review; otherwise left
 * for a person.
 */
export function fixXlsxAlternativeText(pkg: OfficePackage, workbook: Workbook, context: FixContext, log: FixLog): void {
  if (!fails(context, 'AlternativeText')) return;
  const figures = workbook.sheets.flatMap((sheet) =>
    targetsOfType(pkg, sheet, 'drawing')
      .map((name) => (pkg.has(name) ? pkg.part(name) : null))
      .filter((drawing): drawing is XmlPart => drawing !== null)
      .flatMap(drawingFigures),
  );
  const model = alignedFigures(
    context.document,
    figures.map(({ properties }) => drawingAlternative(properties)),
  );
  for (const [i, { drawing, properties, picture, caption }] of figures.entries()) {
    const current = drawingAlternative(properties);
    if (!properties || isDecorativeDrawing(properties) || isRealAlternativeText(current)) continue;
    const location = snippetLocation(model?.[i]?.location, {
      part: drawing.name,
      element: `xdr:cNvPr[@id=${properties.attribs.id ?? ''}]`,
    });
    const read = picture && model?.[i] ? figureText(context.document, model[i]) : null;
    const evidence = evidenceFrom(caption, read);
    if (!evidence) {
      leaveWithoutEvidence(log, location);
      continue;
    }
    drawing.setAttribute(properties, 'descr', evidence.text);
    logAlternative(log, location, current, evidence);
  }
}

/** The drawing's figures in the analysis' order (read-xlsx.ts): every picture, then every chart frame. */
function drawingFigures(drawing: XmlPart): SheetFigure[] {
  const anchors = drawing.root.children.filter(isElement);
  const texts = anchors.flatMap((anchor) =>
    anchor.children
      .filter(isElement)
      .filter((shape) => shape.name === 'xdr:sp')
      .map((shape) => ({ box: anchorBox(anchor), paragraphs: paragraphs(shape) })),
  );
  const figures = [
    ...elementsNamed(drawing.root, 'xdr:pic').map((shape) => ({ shape, picture: true })),
    ...elementsNamed(drawing.root, 'xdr:graphicFrame').map((shape) => ({ shape, picture: false })),
  ];
  // A shape in a group has the group's anchor: only an anchor's own shape is placed by it.
  const boxes = figures.map(({ shape }) =>
    anchors.includes(shape.parent as Element) ? anchorBox(shape.parent as Element) : null,
  );
  const captions = captionsBeside(boxes, texts, CAPTION_REACH_CELLS);
  return figures.map(({ shape, picture }, i) => ({
    drawing,
    properties: childNamed(childNamed(shape, picture ? 'xdr:nvPicPr' : 'xdr:nvGraphicFramePr'), 'xdr:cNvPr'),
    picture,
    caption: captions[i] ?? null,
  }));
}

/** A two-cell anchor's cells (columns and rows); null for an anchor sized in EMU (one-cell, absolute). */
function anchorBox(anchor: Element): ShapeBox | null {
  if (anchor.name !== 'xdr:twoCellAnchor') return null;
  const cell = (name: string, axis: string) => {
    const element = childNamed(childNamed(anchor, name), axis);
    return element ? Number(textOf(element)) : NaN;
  };
  const box = {
    x0: cell('xdr:from', 'xdr:col'),
    y0: cell('xdr:from', 'xdr:row'),
    x1: cell('xdr:to', 'xdr:col'),
    y1: cell('xdr:to', 'xdr:row'),
  };
  return Object.values(box).every((value) => Number.isFinite(value)) ? box : null;
}

function paragraphs(shape: Element): string[] {
  return elementsNamed(shape, 'a:p').map((paragraph) =>
    elementsNamed(paragraph, 'a:t')
      .map((text) => textOf(text))
      .join(''),
  );
}
