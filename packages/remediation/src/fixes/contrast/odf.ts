import { contrastRatio, parseHexColour, requiredContrast, WHITE } from '@app/analysis';
import { toHex } from '../../colour/nearest-contrast.js';
import { elementsNamed } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { fixedColour } from './text-colour.js';

/**
 * OpenDocument text colours are properties of styles (automatic ones in content.xml, named ones in
 * styles.xml): a style whose fo:color fails over its own fo:background-color (else the page's white)
 * at its size and weight gets the nearest colour of the same hue that passes.
 */
export function fixOdfContrast(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  if (!fails(context, 'Contrast')) return;
  for (const name of ['content.xml', 'styles.xml']) {
    const part = pkg.has(name) ? pkg.part(name) : null;
    if (!part) continue;
    for (const properties of elementsNamed(part.root, 'style:text-properties')) {
      const colour = parseHexColour(properties.attribs['fo:color']);
      if (!colour) continue;
      const background = parseHexColour(properties.attribs['fo:background-color']) ?? WHITE;
      const size = Number(/^([\d.]+)pt$/.exec(properties.attribs['fo:font-size'] ?? '')?.[1] ?? 12);
      const weight = properties.attribs['fo:font-weight'] ?? 'normal';
      const bold = weight === 'bold' || Number(weight) >= 600;
      if (contrastRatio(colour, background) >= requiredContrast(size, bold)) continue;
      const style = (properties.parent as { attribs?: Record<string, string> } | null)?.attribs?.['style:name'] ?? '';
      const location = { part: name, element: `style:style[${style}]/style:text-properties` };
      const fixed = fixedColour([{ colour, background, fontSize: size, bold }]);
      if (!fixed) {
        log.leave({
          check: 'Contrast',
          location,
          reason: 'No colour of the same hue reaches the contrast asked for over this background',
        });
        continue;
      }
      part.setAttribute(properties, 'fo:color', `#${toHex(fixed).toLowerCase()}`);
      log.change({
        check: 'Contrast',
        action: 'changed the text colour of a style',
        location,
        before: `#${toHex(colour)} on #${toHex(background)}`,
        after: `#${toHex(fixed)}`,
        needsReview: false,
      });
    }
  }
}
