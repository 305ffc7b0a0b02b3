import { isRealAlternativeText } from '@app/analysis';
import type { Element } from 'domhandler';
import type { Slide, Slides } from '../../formats/pptx/slides.js';
import { childNamed, elementsNamed, isElement, textOf } from '../../xml/xml-part.js';
import { fails, snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { CAPTION_REACH_CM, captionsBeside, type ShapeBox, type TextShape } from './beside.js';
import { drawingAlternative, isDecorativeDrawing } from './drawing-properties.js';
import { evidenceFrom, leaveWithoutEvidence, logAlternative } from './evidence.js';
import { alignedFigures, figureText } from './picture-text.js';

const EMU_PER_CM = 360000;

/** A figure of a slide as the analysis counts them (read-pptx.ts): a picture, or a chart or diagram frame. */
interface SlideFigure {
  slide: Slide;
  /** Its p:cNvPr, where its text alternative is written (descr). */
  properties: Element | undefined;
  picture: boolean;
  caption: string | null;
}

/**
 * A PowerPoint picture (p:pic) or chart without a text alternative gets p:cNvPr's descr from the
 * evidence on its slide: a "Figure n: ..." text box right next to it, else, for a picture of text,
 * the text the analysis' OCR read in it (a chart is no picture of text). Always for review;
 * otherwise left for a person.
 */
export function fixPptxAlternativeText(slides: Slides, context: FixContext, log: FixLog): void {
  if (!fails(context, 'AlternativeText')) return;
  const figures = slides.slides.flatMap(slideFigures);
  const model = alignedFigures(
    context.document,
    figures.map(({ properties }) => drawingAlternative(properties)),
  );
  for (const [i, { slide, properties, picture, caption }] of figures.entries()) {
    const current = drawingAlternative(properties);
    if (!properties || isDecorativeDrawing(properties) || isRealAlternativeText(current)) continue;
    const location = snippetLocation(model?.[i]?.location, {
      part: slide.part.name,
      element: `p:cNvPr[@id=${properties.attribs.id ?? ''}]`,
    });
    const read = picture && model?.[i] ? figureText(context.document, model[i]) : null;
    const evidence = evidenceFrom(caption, read);
    if (!evidence) {
      leaveWithoutEvidence(log, location);
      continue;
    }
    slide.part.setAttribute(properties, 'descr', evidence.text);
    logAlternative(log, location, current, evidence);
  }
}

/** The slide's figures in the analysis' order: its shape tree depth first, mc:Choice (else mc:Fallback) only. */
function slideFigures(slide: Slide): SlideFigure[] {
  const figures: SlideFigure[] = [];
  const visit = (container: Element) => {
    const own: { element: Element; figure: SlideFigure }[] = [];
    const texts: TextShape[] = [];
    for (const shape of container.children.filter(isElement)) {
      const picture = shape.name === 'p:pic';
      if (picture || (shape.name === 'p:graphicFrame' && elementsNamed(shape, 'a:tbl').length === 0)) {
        const figure: SlideFigure = { slide, properties: nonVisual(shape), picture, caption: null };
        figures.push(figure);
        own.push({ element: shape, figure });
      } else if (shape.name === 'p:sp') texts.push({ box: shapeBox(shape), paragraphs: paragraphs(shape) });
      else if (shape.name === 'p:grpSp') visit(shape);
      else if (shape.name === 'mc:AlternateContent') {
        const choice = childNamed(shape, 'mc:Choice') ?? childNamed(shape, 'mc:Fallback');
        if (choice) visit(choice);
      }
    }
    // Captions are matched among the shapes of one container: a group's boxes are in its own coordinates.
    const captions = captionsBeside(
      own.map(({ element }) => shapeBox(element)),
      texts,
      CAPTION_REACH_CM * EMU_PER_CM,
    );
    own.forEach(({ figure }, i) => (figure.caption = captions[i] ?? null));
  };
  const tree = childNamed(childNamed(slide.part.root, 'p:cSld'), 'p:spTree');
  if (tree) visit(tree);
  return figures;
}

function nonVisual(shape: Element): Element | undefined {
  const properties = childNamed(shape, shape.name === 'p:pic' ? 'p:nvPicPr' : 'p:nvGraphicFramePr');
  return childNamed(properties, 'p:cNvPr');
}

/** The shape's box on the slide (a:off, a:ext of its a:xfrm or p:xfrm); null when it inherits it (a placeholder). */
function shapeBox(shape: Element): ShapeBox | null {
  const xfrm = childNamed(childNamed(shape, 'p:spPr'), 'a:xfrm') ?? childNamed(shape, 'p:xfrm');
  const off = childNamed(xfrm, 'a:off');
  const ext = childNamed(xfrm, 'a:ext');
  const [x, y, cx, cy] = [off?.attribs.x, off?.attribs.y, ext?.attribs.cx, ext?.attribs.cy].map(Number);
  if (![x, y, cx, cy].every((value) => Number.isFinite(value))) return null;
  return { x0: x!, y0: y!, x1: x! + cx!, y1: y! + cy! };
}

function paragraphs(shape: Element): string[] {
  return elementsNamed(shape, 'a:p').map((paragraph) =>
    paragraph.children
      .filter(isElement)
      .filter((run) => run.name === 'a:r' || run.name === 'a:fld')
      .map((run) => textOf(childNamed(run, 'a:t') ?? run))
      .join(''),
  );
}
