import type { Box } from '../../model/geometry.js';
import { applyToPoint, boxAround, multiply, type Matrix } from './matrix.js';
import type { PDFPageProxy } from './pdfjs.js';

/** One piece of text as pdf.js's text content gives it, placed on the page and tied to its marked content. */
export interface TextItem {
  /** As in the content stream (not normalised), so that it lines up with the painted glyphs. */
  str: string;
  dir: string;
  box: Box;
  fontSize: number;
  /** pdf.js's loaded font name ('g_d0_f2'), the key of the font in `page.commonObjs`. */
  fontName: string;
  /** The structure content id ('p12R_mc3') of the innermost marked content with an MCID. */
  contentId: string | null;
  artifact: boolean;
  /** A blank item or a line end came before it: words join with a space there. */
  spaceBefore: boolean;
}

interface RawTextItem {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

interface RawMarkedContent {
  type: 'beginMarkedContent' | 'beginMarkedContentProps' | 'endMarkedContent';
  id?: string | null;
  tag?: string | null;
}

interface FontStyle {
  ascent?: number;
  descent?: number;
  vertical?: boolean;
}

// Used when a font reports no metrics: typical Latin proportions of the em square.
const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;

/** Reads the page's text content with its marked content, every item boxed in top-left page points. */
export async function readTextItems(page: PDFPageProxy, viewportTransform: Matrix): Promise<TextItem[]> {
  const content = await page.getTextContent({ includeMarkedContent: true, disableNormalization: true });
  const styles = content.styles as Record<string, FontStyle>;
  const items: TextItem[] = [];
  const marked: { contentId: string | null; artifact: boolean }[] = [];
  let spaceBefore = false;
  for (const raw of content.items as (RawTextItem | RawMarkedContent)[]) {
    if ('type' in raw) {
      if (raw.type === 'endMarkedContent') marked.pop();
      else marked.push({ contentId: raw.id ?? null, artifact: raw.tag === 'Artifact' });
      continue;
    }
    if (raw.str.trim() === '') {
      spaceBefore = true;
      continue;
    }
    items.push({
      str: raw.str,
      dir: raw.dir,
      box: itemBox(raw, styles[raw.fontName] ?? {}, viewportTransform),
      fontSize: Math.hypot(raw.transform[2], raw.transform[3]),
      fontName: raw.fontName,
      contentId: marked.findLast((entry) => entry.contentId !== null)?.contentId ?? null,
      artifact: marked.some((entry) => entry.artifact),
      spaceBefore,
    });
    spaceBefore = raw.hasEOL || /\s$/u.test(raw.str);
  }
  return items;
}

/**
 * The item's box: from the baseline origin along the text direction for its width, and across it from
 * the font's descent to its ascent (vertical text: centred on the origin, going down for its height).
 */
function itemBox(item: RawTextItem, style: FontStyle, viewportTransform: Matrix): Box {
  const [a, b, c, d] = item.transform;
  const alongScale = Math.hypot(a, b) || 1;
  const acrossScale = Math.hypot(c, d) || 1;
  // Local axes of unit length, so that the box is in points whatever the text matrix.
  const local = multiply(viewportTransform, [
    a / alongScale,
    b / alongScale,
    c / acrossScale,
    d / acrossScale,
    item.transform[4],
    item.transform[5],
  ]);
  let u0: number, u1: number, v0: number, v1: number;
  if (style.vertical) {
    [u0, u1] = [-alongScale / 2, alongScale / 2];
    [v0, v1] = [-item.height, 0];
  } else {
    const ascent = style.ascent && style.ascent > 0 ? style.ascent : DEFAULT_ASCENT;
    const descent = style.descent && style.descent < 0 ? style.descent : DEFAULT_DESCENT;
    [u0, u1] = [0, item.width];
    [v0, v1] = [descent * acrossScale, ascent * acrossScale];
  }
  return boxAround([
    applyToPoint(local, u0, v0),
    applyToPoint(local, u1, v0),
    applyToPoint(local, u0, v1),
    applyToPoint(local, u1, v1),
  ]);
}
