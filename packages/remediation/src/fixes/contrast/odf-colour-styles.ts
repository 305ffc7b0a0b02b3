import { parseHexColour } from '@app/analysis';
import { toHex } from '../../colour/nearest-contrast.js';
import { elementsNamed, type XmlPart } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { ColourFixes } from './failing-colours.js';

/** LibreOffice's theme colour of a text (Impress, Calc): it would paint the theme's colour again. */
const THEME_COLOUR = ['loext:theme-color', 'loext:color-lum-mod', 'loext:color-lum-off'];

/**
 * In a presentation or a spreadsheet, text takes its colour from styles (a span's, a paragraph's, a
 * shape's, a cell's) over backgrounds that styles, pages and masters give it: each style in use
 * whose fo:color is a colour that fails Contrast on the preview gets the colour of the same hue
 * that passes over every background that colour is painted on, its theme colour reference dropped.
 */
export function fixOdfColourStyles(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  const colours = new ColourFixes(context);
  if (colours.failing.length === 0) return;
  const parts = ['content.xml', 'styles.xml']
    .map((name) => (pkg.has(name) ? pkg.part(name) : null))
    .filter((part): part is XmlPart => part !== null);
  const used = stylesInUse(parts);
  for (const part of parts) {
    for (const properties of elementsNamed(part.root, 'style:text-properties')) {
      const colour = parseHexColour(properties.attribs['fo:color']);
      const style = properties.parent as { name?: string; attribs?: Record<string, string> } | null;
      const name = style?.attribs?.['style:name'];
      const inUse = style?.name === 'style:default-style' || (name !== undefined && used.has(name));
      const found = colour && inUse ? colours.find(colour) : null;
      if (!colour || !found) continue;
      const { entry, fixed } = found;
      const location = {
        ...entry.location,
        part: part.name,
        element: `${style?.name ?? 'style:style'}[${name ?? style?.attribs?.['style:family'] ?? ''}]/style:text-properties`,
      };
      part.setAttribute(properties, 'fo:color', `#${toHex(fixed).toLowerCase()}`);
      const theme = properties.attribs['loext:theme-color'];
      for (const attribute of THEME_COLOUR) part.removeAttribute(properties, attribute);
      log.change({
        check: 'Contrast',
        action: 'changed the text colour of a style',
        location,
        before: `${theme ? `${theme} ` : ''}#${toHex(colour)}`,
        after: `#${toHex(fixed)}`,
        needsReview: false,
      });
    }
  }
  colours.leaveTheRest(log);
}

/** The names of the styles any element refers to (text:style-name, table:style-name, parents...). */
function stylesInUse(parts: XmlPart[]): Set<string> {
  const used = new Set<string>();
  for (const part of parts) {
    for (const match of part.source.matchAll(/[\w-]+:[\w-]*style-name="([^"]+)"/g)) used.add(match[1]!);
  }
  return used;
}
