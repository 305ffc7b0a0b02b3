import { parseHexColour, type Rgb } from '@app/analysis';
import type { Element } from 'domhandler';
import { toHex } from '../../colour/nearest-contrast.js';
import type { ThemeColours } from '../../formats/ooxml-theme.js';
import type { Slide, Slides } from '../../formats/pptx/slides.js';
import { insertInSequence } from '../../xml/schema-order.js';
import { childNamed, elementsNamed, textOf } from '../../xml/xml-part.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { ColourFixes, failureOn, type FailingColour } from './failing-colours.js';

/** CT_TextCharacterProperties' children up to the fills (ECMA-376 Part 1, 21.1.2.3.9). */
const DRAWING_RUN_PROPERTIES = [
  'a:ln',
  'a:noFill',
  'a:solidFill',
  'a:gradFill',
  'a:blipFill',
  'a:pattFill',
  'a:grpFill',
];
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

interface SlideRun {
  run: Element;
  /** The shape (p:sp, p:graphicFrame) whose text it is, as `p:sp[n]` in the slide. */
  shape: string;
  colour: Rgb;
  /** The theme colour it is written as (a:schemeClr), if it is one. */
  theme: string | null;
}

/**
 * PowerPoint text runs painted in a colour that fails Contrast on the preview get a direct
 * a:solidFill of the same hue that passes over every background that colour is painted on: the
 * run's own fill replaced (a theme colour reference becomes an srgbClr, as DOCX drops w:themeColor),
 * or a fill added to a run that inherits its colour from its text body's list style or the theme.
 */
export function fixPptxContrast(slides: Slides, context: FixContext, log: FixLog): void {
  const colours = new ColourFixes(context);
  if (colours.failing.length === 0) return;
  // The preview has a page per slide unless some are hidden: then a change is placed by its part only.
  const paged = context.document.pages.length === slides.slides.length;
  for (const slide of slides.slides) {
    const byShape = new Map<string, { runs: SlideRun[]; entry: FailingColour; colour: Rgb }>();
    for (const run of slideRuns(slide, slides.theme)) {
      const found = colours.find(run.colour);
      if (!found) continue;
      const { entry, fixed: colour } = found;
      const key = `${run.shape}:${toHex(entry.colour)}`;
      const group = byShape.get(key) ?? { runs: [], entry, colour };
      group.runs.push(run);
      byShape.set(key, group);
    }
    for (const { runs, entry, colour } of byShape.values()) {
      for (const { run } of runs) setRunColour(slide, run, colour);
      const first = runs[0]!;
      const text = runs.map(({ run }) => textOf(childNamed(run, 'a:t') ?? run)).join(' ');
      log.change({
        check: 'Contrast',
        action: 'changed the text colour',
        location: {
          ...(paged ? failureOn(entry, slide.index, text) : undefined),
          part: slide.part.name,
          element: first.shape,
        },
        before: `${first.theme ? `${first.theme} ` : ''}#${toHex(first.colour)}: ${text.slice(0, 60)}`,
        after: `#${toHex(colour)}`,
        needsReview: false,
      });
    }
  }
  colours.leaveTheRest(log);
}

/** The slide's text runs with their colour as the analysis reads it: the run's fill, its list style's, the theme's text colour. */
function slideRuns(slide: Slide, theme: ThemeColours): SlideRun[] {
  const runs: SlideRun[] = [];
  const shapes = new Map<Element, string>();
  for (const name of ['p:sp', 'p:graphicFrame']) {
    elementsNamed(slide.part.root, name).forEach((shape, index) => shapes.set(shape, `${name}[${index + 1}]`));
  }
  const shapeOf = (node: Element): string => {
    for (let at: Element | null = node; at; at = at.parent as Element | null) {
      const name = shapes.get(at);
      if (name) return name;
    }
    return 'p:spTree';
  };
  for (const paragraph of elementsNamed(slide.part.root, 'a:p')) {
    const body = paragraph.parent as Element | null;
    const listFill = childNamed(
      childNamed(childNamed(childNamed(body ?? undefined, 'a:lstStyle'), 'a:lvl1pPr'), 'a:defRPr'),
      'a:solidFill',
    );
    for (const run of paragraph.children.filter((node): node is Element => node.type === 'tag')) {
      if (run.name !== 'a:r' && run.name !== 'a:fld') continue;
      if (!textOf(childNamed(run, 'a:t') ?? run).trim()) continue;
      const rPr = childNamed(run, 'a:rPr');
      if (rPr && DRAWING_RUN_PROPERTIES.slice(1).some((fill) => fill !== 'a:solidFill' && childNamed(rPr, fill)))
        continue;
      const own = drawingColour(childNamed(rPr, 'a:solidFill'), theme);
      const inherited = drawingColour(listFill, theme);
      const colour = own?.colour ?? inherited?.colour ?? theme.get('tx1') ?? BLACK;
      runs.push({ run, shape: shapeOf(paragraph), colour, theme: (own ?? inherited)?.theme ?? null });
    }
  }
  return runs;
}

/** A DrawingML colour choice (srgbClr, schemeClr, sysClr) as the analysis reads it: modifiers aside. */
function drawingColour(fill: Element | undefined, theme: ThemeColours): { colour: Rgb; theme: string | null } | null {
  const srgb = childNamed(fill, 'a:srgbClr');
  const scheme = childNamed(fill, 'a:schemeClr');
  const sys = childNamed(fill, 'a:sysClr');
  const colour = srgb
    ? parseHexColour(srgb.attribs.val)
    : scheme
      ? theme.get(scheme.attribs.val ?? '')
      : parseHexColour(sys?.attribs.lastClr);
  return colour ? { colour, theme: scheme?.attribs.val ?? null } : null;
}

function setRunColour(slide: Slide, run: Element, colour: Rgb): void {
  const fill = `<a:solidFill><a:srgbClr val="${toHex(colour)}"/></a:solidFill>`;
  const rPr = childNamed(run, 'a:rPr');
  const existing = childNamed(rPr, 'a:solidFill');
  if (existing) slide.part.replace(existing, fill);
  else if (rPr) insertInSequence(slide.part, rPr, 'a:solidFill', fill, DRAWING_RUN_PROPERTIES);
  else slide.part.insertChild(run, `<a:rPr>${fill}</a:rPr>`, 'first');
}
