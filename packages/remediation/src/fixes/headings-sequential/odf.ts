import { textOf } from '../../xml/xml-part.js';
import type { OdfBody } from '../../formats/odf/odf-body.js';
import type { OfficePackage } from '../../zip/office-package.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { renumberOfficeHeadings } from './office-headings.js';

/**
 * text:h renumbered: text:outline-level set to the new level, and its paragraph style to the
 * document's "Heading N" of that level when there is one (as Writer does when a level is chosen).
 */
export function fixOdfHeadings(pkg: OfficePackage, body: OdfBody, context: FixContext, log: FixLog): void {
  const headings = body.headings.map((element, index) => ({
    element,
    level: Number(element.attribs['text:outline-level'] ?? 1) || 1,
    text: textOf(element).replace(/\s+/g, ' ').trim(),
    place: { part: body.part.name, element: `text:h[${index + 1}]` },
  }));
  const styleNames = new Set(
    (pkg.part('styles.xml')?.source.match(/style:name="Heading_20_\d"/g) ?? []).map((m) => m.slice(12, -1)),
  );
  renumberOfficeHeadings(
    headings,
    (model, file) => model.replace(/\s+/g, ' ').trim() === file,
    ({ element }, change) => {
      body.part.setAttribute(element, 'text:outline-level', String(change.to));
      const style = `Heading_20_${change.to}`;
      if (/^Heading_20_\d$/.test(element.attribs['text:style-name'] ?? '') && styleNames.has(style)) {
        body.part.setAttribute(element, 'text:style-name', style);
      }
    },
    context,
    log,
  );
}
