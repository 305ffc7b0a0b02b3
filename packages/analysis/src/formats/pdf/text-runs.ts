import type { TextRun } from '../../model/document-model.js';
import type { GlyphPaint } from './content-walk.js';
import type { SharedColours } from '../../model/shared-colours.js';
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
  /** The marked-content /Lang most of its characters are painted in ('' for unknown), else null. */
  markedLanguage: string | null;
}

/**
 * One run per non-blank text item. Colour and visibility come from the glyphs the operator list
 * painted: both sequences follow the content stream, so walking their non-whitespace characters
 * side by side pairs each item with its glyphs. An item painted in several colours takes the colour
 * of most of its characters, and likewise its marked-content language.
 */
export function buildTextRuns(
  items: TextItem[],
  glyphs: GlyphPaint[],
  fonts: BoldFonts,
  colours: SharedColours,
): PageRun[] {
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
    const painted = invisibleCount < matched.length ? matched.filter((glyph) => !glyph.invisible) : matched;
    const colour = majority(painted.map((glyph) => glyph.colour));
    const run: TextRun = {
      text: pdfjs.normalizeUnicode(item.str).trim(),
      box: item.box,
      fontSize: item.fontSize,
      bold: fonts.isBold(item.fontName),
      colour: colour === null ? null : colours.shared(parseHex(colour)),
      background: null,
      invisible: matched.length > 0 && invisibleCount * 2 > matched.length,
      artifact: item.artifact,
      tagged: item.contentId !== null,
      // Set by the caller, from the marked content and the structure.
      language: null,
    };
    return { run, item, markedLanguage: majority(matched.map((glyph) => glyph.language)) };
  });
}

/** The value most glyphs have (the first of equals), null when there are none. */
function majority(values: (string | null)[]): string | null {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}
