import type { Rgb, TextRun } from '../../model/document-model.js';
import type { GlyphPaint } from './content-walk.js';
import { parseHex } from './colours.js';
import type { BoldFonts } from './fonts.js';
import { pdfjs } from './pdfjs.js';
import type { TextItem } from './text-items.js';

// How far ahead to look for an item's character among the painted glyphs: text content drops glyphs
// outside the page and invisible format marks, so the two sequences can drift apart by a little.
const LOOKAHEAD = 64;

/** A text run and the text item it came from (its content id ties it to the structure tree). */
export interface PageRun {
  run: TextRun;
  item: TextItem;
}

/**
 * One run per non-blank text item. Colour and visibility come from the glyphs the operator list
 * painted: both sequences follow the content stream, so walking their non-whitespace characters
 * side by side pairs each item with its glyphs. An item painted in several colours takes the colour
 * of most of its characters.
 */
export function buildTextRuns(items: TextItem[], glyphs: GlyphPaint[], fonts: BoldFonts): PageRun[] {
  let next = 0;
  return items.map((item) => {
    const matched: GlyphPaint[] = [];
    const chars = [...item.str].filter((char) => !/\s/u.test(char));
    // Text content puts right-to-left text in visual order; the content stream has it in logical order.
    if (item.dir === 'rtl') chars.reverse();
    for (const char of chars) {
      const end = Math.min(glyphs.length, next + LOOKAHEAD);
      for (let g = next; g < end; g++) {
        if (glyphs[g].char === char) {
          matched.push(glyphs[g]);
          next = g + 1;
          break;
        }
      }
    }
    const invisibleCount = matched.filter((glyph) => glyph.invisible).length;
    const run: TextRun = {
      text: pdfjs.normalizeUnicode(item.str).trim(),
      box: item.box,
      fontSize: item.fontSize,
      bold: fonts.isBold(item.fontName),
      colour: majorityColour(invisibleCount < matched.length ? matched.filter((glyph) => !glyph.invisible) : matched),
      background: null,
      invisible: matched.length > 0 && invisibleCount * 2 > matched.length,
      artifact: item.artifact,
      tagged: item.contentId !== null,
      // Set by the caller once the document's language is known.
      language: null,
    };
    return { run, item };
  });
}

function majorityColour(glyphs: GlyphPaint[]): Rgb | null {
  const counts = new Map<string | null, number>();
  for (const glyph of glyphs) counts.set(glyph.colour, (counts.get(glyph.colour) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [colour, count] of counts) {
    if (count > bestCount) [best, bestCount] = [colour, count];
  }
  return best === null ? null : parseHex(best);
}
