import { parseHexColour, type Rgb } from '@app/analysis';
import type { Element } from 'domhandler';
import { toHex } from '../../colour/nearest-contrast.js';
import type { ThemeColours } from '../../formats/ooxml-theme.js';
import type { Workbook } from '../../formats/xlsx/workbook.js';
import { childNamed, childrenNamed } from '../../xml/xml-part.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { ColourFixes } from './failing-colours.js';

/** Excel's theme colour indexes (`<color theme="1"/>`) in clrScheme order, as the analysis reads them. */
const THEME_ORDER = ['lt1', 'dk1', 'lt2', 'dk2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'];
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * A cell's text colour is its style's font's: each font that cell styles use whose colour fails
 * Contrast on the preview gets, in place, the colour of the same hue that passes over every
 * background that colour is painted on (a theme colour becomes a direct rgb one).
 */
export function fixXlsxContrast(workbook: Workbook, theme: ThemeColours, context: FixContext, log: FixLog): void {
  const colours = new ColourFixes(context);
  const styles = workbook.styles;
  if (colours.failing.length === 0 || !styles) return;
  const used = new Set(
    ['cellXfs', 'cellStyleXfs'].flatMap((group) =>
      childrenNamed(childNamed(styles.root, group), 'xf').map((xf) => Number(xf.attribs.fontId ?? 0)),
    ),
  );
  childrenNamed(childNamed(styles.root, 'fonts'), 'font').forEach((font, index) => {
    if (!used.has(index)) return;
    const element = childNamed(font, 'color');
    const { colour, written } = fontColour(element, theme);
    const found = colours.find(colour);
    if (!found) return;
    const { entry, fixed } = found;
    const location = { ...entry.location, part: styles.name, element: `font[${index + 1}]` };
    const xml = `<color rgb="FF${toHex(fixed)}"/>`;
    if (element) styles.replace(element, xml);
    else styles.insertChild(font, xml, 'first');
    log.change({
      check: 'Contrast',
      action: 'changed the text colour of a cell font',
      location,
      before: written,
      after: `#${toHex(fixed)}`,
      needsReview: false,
    });
  });
  colours.leaveTheRest(log);
}

/** A font's colour as the analysis reads it (rgb, theme index; else black) and as the file writes it. */
function fontColour(element: Element | undefined, theme: ThemeColours): { colour: Rgb; written: string } {
  const index = element?.attribs.theme;
  if (index !== undefined) {
    const name = THEME_ORDER[Number(index)] ?? '';
    const colour = theme.get(name) ?? BLACK;
    return { colour, written: `theme ${name} #${toHex(colour)}` };
  }
  const colour = parseHexColour(element?.attribs.rgb) ?? BLACK;
  return { colour, written: `#${toHex(colour)}` };
}
