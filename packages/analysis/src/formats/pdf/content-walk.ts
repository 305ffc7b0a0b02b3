import type { Box } from '../../model/geometry.js';
import { IDENTITY, isFiniteBox, multiply, transformRect, unionBox, type Matrix } from './matrix.js';
import { hexColour } from './colours.js';
import { pdfjs } from './pdfjs.js';

const OPS = pdfjs.OPS;

/** How one non-whitespace character was painted: what pdf.js's text content does not say. */
export interface GlyphPaint {
  char: string;
  /** '#rrggbb', or null for a pattern or an unknown colour space. */
  colour: string | null;
  /** Render mode 3/7, fully transparent fill, or hidden optional content. */
  invisible: boolean;
  /** The /Lang of the innermost marked content around it that declares one ('' for unknown), else null. */
  language: string | null;
}

export interface PaintedImage {
  /** Top-left page coordinates, in points. */
  box: Box;
  pixelWidth: number;
  pixelHeight: number;
  artifact: boolean;
  /** The structure content id ('p12R_mc3') of the marked content around it, if any. */
  contentId: string | null;
}

export interface ContentPaint {
  /** One entry per non-whitespace character shown, in content order (annotations left out, as in text content). */
  glyphs: GlyphPaint[];
  images: PaintedImage[];
  /** Union of the boxes of the paths and images painted in each marked content, by content id (vector figures). */
  markedBoxes: Map<string, Box>;
}

export interface WalkContext {
  /** From PDF user space to top-left page points (the viewport at scale 1). */
  viewportTransform: Matrix;
  /** Turns an MCID of this page's content stream into the content id used by the structure tree. */
  contentId(mcid: number): string;
  /** Whether optional content (the argument of an 'OC' marked content) is shown. */
  isVisible(optionalContent: unknown): boolean;
  /** Pixel size of an image XObject pdf.js already decoded, if it is cheap to know. */
  imageSize(objectId: string): { width: number; height: number } | null;
}

interface GraphicsState {
  ctm: Matrix;
  fill: string | null;
  stroke: string | null;
  renderMode: number;
  fillAlpha: number;
}

interface MarkedContent {
  artifact: boolean;
  contentId: string | null;
  hidden: boolean;
  language: string | null;
}

/**
 * Walks a page's operator list once, in paint order, keeping the graphics state (save/restore, CTM,
 * colours, text render mode) and the marked-content stack, and records per character how it was
 * painted and where each image and tagged path went.
 */
export function walkContent(
  operatorList: { fnArray: number[]; argsArray: unknown[] },
  context: WalkContext,
): ContentPaint {
  const result: ContentPaint = { glyphs: [], images: [], markedBoxes: new Map() };
  const stack: GraphicsState[] = [];
  let state: GraphicsState = { ctm: IDENTITY, fill: '#000000', stroke: '#000000', renderMode: 0, fillAlpha: 1 };
  const marked: MarkedContent[] = [];
  let annotationDepth = 0;

  const save = () => stack.push({ ...state });
  const restore = () => {
    state = stack.pop() ?? state;
  };
  const current = (): MarkedContent => ({
    artifact: marked.some((entry) => entry.artifact),
    contentId: marked.findLast((entry) => entry.contentId !== null)?.contentId ?? null,
    hidden: marked.some((entry) => entry.hidden),
    language: marked.findLast((entry) => entry.language !== null)?.language ?? null,
  });
  const recordMarkedBox = (box: Box) => {
    const { contentId } = current();
    if (contentId === null || !isFiniteBox(box)) return;
    const previous = result.markedBoxes.get(contentId);
    result.markedBoxes.set(contentId, previous ? unionBox(previous, box) : box);
  };
  const paintImage = (matrix: Matrix, pixelWidth: number, pixelHeight: number) => {
    const box = transformRect(multiply(context.viewportTransform, matrix), 0, 0, 1, 1);
    const { artifact, contentId, hidden } = current();
    // An image in hidden optional content is never seen: no picture to describe, no scan.
    if (hidden || !isFiniteBox(box)) return;
    result.images.push({ box, pixelWidth, pixelHeight, artifact, contentId });
    recordMarkedBox(box);
  };

  const { fnArray, argsArray } = operatorList;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = (argsArray[i] ?? []) as any[];
    // Annotation appearances are not page content, and text content leaves them out too.
    if (fn === OPS.beginAnnotation) annotationDepth++;
    else if (fn === OPS.endAnnotation) annotationDepth = Math.max(0, annotationDepth - 1);
    if (annotationDepth > 0) continue;

    switch (fn) {
      case OPS.save:
      case OPS.beginGroup:
        save();
        break;
      case OPS.restore:
      case OPS.endGroup:
      case OPS.paintFormXObjectEnd:
        restore();
        break;
      case OPS.paintFormXObjectBegin:
        save();
        if (args[0]) state.ctm = multiply(state.ctm, args[0]);
        break;
      case OPS.transform:
        state.ctm = multiply(state.ctm, args);
        break;
      case OPS.setFillRGBColor:
      case OPS.setFillGray:
      case OPS.setFillCMYKColor:
      case OPS.setFillColor:
        state.fill = hexColour(fn, args);
        break;
      case OPS.setFillColorN:
      case OPS.setFillTransparent:
        state.fill = null;
        break;
      case OPS.setStrokeRGBColor:
      case OPS.setStrokeGray:
      case OPS.setStrokeCMYKColor:
      case OPS.setStrokeColor:
        state.stroke = hexColour(fn, args);
        break;
      case OPS.setStrokeColorN:
      case OPS.setStrokeTransparent:
        state.stroke = null;
        break;
      case OPS.setTextRenderingMode:
        state.renderMode = typeof args[0] === 'number' ? args[0] : 0;
        break;
      case OPS.setGState:
        for (const [key, value] of (args[0] ?? []) as [string, unknown][]) {
          if (key === 'ca' && typeof value === 'number') state.fillAlpha = value;
        }
        break;
      case OPS.beginMarkedContent: {
        const tag = nameOf(args[0]);
        marked.push({ artifact: tag === 'Artifact', contentId: null, hidden: false, language: null });
        break;
      }
      case OPS.beginMarkedContentProps: {
        const tag = nameOf(args[0]);
        if (tag === 'OC') {
          marked.push({ artifact: false, contentId: null, hidden: !context.isVisible(args[1]), language: null });
        } else {
          // [tag, MCID, Lang]: the Lang from patches/pdfjs-dist@6.5.438.patch (pdf.js itself drops it).
          // A blank Lang is a declared unknown language: it overrides an outer one.
          const mcid = typeof args[1] === 'number' ? args[1] : null;
          marked.push({
            artifact: tag === 'Artifact',
            contentId: mcid === null ? null : context.contentId(mcid),
            hidden: false,
            language: typeof args[2] === 'string' ? args[2].trim() : null,
          });
        }
        break;
      }
      case OPS.endMarkedContent:
        marked.pop();
        break;
      case OPS.showText:
      case OPS.showSpacedText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText: {
        const glyphs = args.findLast((arg) => Array.isArray(arg)) as unknown[] | undefined;
        if (glyphs) recordGlyphs(glyphs, state, current(), result.glyphs);
        break;
      }
      case OPS.constructPath:
        // args: [paint operator, [path data], [minX, minY, maxX, maxY] in user space]; endPath only clips.
        if (args[0] !== OPS.endPath && args[2]) {
          const [x0, y0, x1, y1] = args[2] as number[];
          recordMarkedBox(transformRect(multiply(context.viewportTransform, state.ctm), x0, y0, x1, y1));
        }
        break;
      case OPS.paintImageXObject: {
        const size = typeof args[1] === 'number' ? { width: args[1], height: args[2] } : context.imageSize(args[0]);
        paintImage(state.ctm, size?.width ?? 0, size?.height ?? 0);
        break;
      }
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        paintImage(state.ctm, args[0]?.width ?? 0, args[0]?.height ?? 0);
        break;
      case OPS.paintImageXObjectRepeat: {
        // [objId, scaleX, scaleY, positions]: the same image drawn at several places.
        const [objectId, scaleX, scaleY, positions] = args as [string, number, number, ArrayLike<number>];
        const size = context.imageSize(objectId);
        for (let p = 0; p + 1 < positions.length; p += 2) {
          const matrix = multiply(state.ctm, [scaleX, 0, 0, scaleY, positions[p], positions[p + 1]]);
          paintImage(matrix, size?.width ?? 0, size?.height ?? 0);
        }
        break;
      }
      case OPS.paintImageMaskXObjectRepeat: {
        // [image, a, b, c, d, positions]: one mask under [a b c d x y] for each position.
        const [image, a, b, c, d, positions] = args as [any, number, number, number, number, ArrayLike<number>];
        for (let p = 0; p + 1 < positions.length; p += 2) {
          paintImage(
            multiply(state.ctm, [a, b, c, d, positions[p], positions[p + 1]]),
            image?.width ?? 0,
            image?.height ?? 0,
          );
        }
        break;
      }
      case OPS.paintImageMaskXObjectGroup:
        for (const image of (args[0] ?? []) as { width: number; height: number; transform: number[] }[]) {
          paintImage(multiply(state.ctm, image.transform), image.width, image.height);
        }
        break;
      case OPS.paintInlineImageXObjectGroup:
        // [atlas, map]: small inline images packed into one atlas, each drawn under its own transform.
        for (const entry of (args[1] ?? []) as { transform: number[]; w: number; h: number }[]) {
          paintImage(multiply(state.ctm, entry.transform), entry.w, entry.h);
        }
        break;
    }
  }
  return result;
}

function recordGlyphs(glyphs: unknown[], state: GraphicsState, marked: MarkedContent, out: GlyphPaint[]): void {
  const mode = state.renderMode;
  const strokeOnly = mode === 1 || mode === 5;
  const colour = strokeOnly ? state.stroke : state.fill;
  const invisible = marked.hidden || mode === 3 || mode === 7 || (!strokeOnly && state.fillAlpha === 0);
  const { language } = marked;
  for (const glyph of glyphs) {
    // Numbers are kerning adjustments; glyphs are objects with the character they stand for.
    const unicode = (glyph as { unicode?: unknown } | null)?.unicode;
    if (typeof unicode !== 'string') continue;
    for (const char of unicode) {
      if (!/\s/u.test(char)) out.push({ char, colour, invisible, language });
    }
  }
}

/** Marked-content tags arrive as pdf.js Name objects from the content stream, or as plain strings. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
}
