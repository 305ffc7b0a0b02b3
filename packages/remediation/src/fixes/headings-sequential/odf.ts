import { textOf } from '../../xml/xml-part.js';
import type { OdfBody } from '../../formats/odf/odf-body.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { headingAction, headingChanges } from './heading-changes.js';

/**
 * text:h renumbered: text:outline-level set to the new level, and its paragraph style to the
 * document's "Heading N" of that level when there is one (as Writer does when a level is chosen).
 */
export function fixOdfHeadings(pkg: OfficePackage, body: OdfBody, context: FixContext, log: FixLog): void {
  const levels = body.headings.map((h) => Number(h.attribs['text:outline-level'] ?? 1) || 1);
  const changes = headingChanges(context, levels);
  if (changes.length === 0) return;
  const model = context.document.headings;
  const texts = body.headings.map((h) => textOf(h).replace(/\s+/g, ' ').trim());
  const same =
    model.length === texts.length && model.every((heading, i) => heading.text.replace(/\s+/g, ' ').trim() === texts[i]);
  const styleNames = new Set(
    (pkg.part('styles.xml')?.source.match(/style:name="Heading_20_\d"/g) ?? []).map((m) => m.slice(12, -1)),
  );
  for (const change of changes) {
    const element = body.headings[change.index]!;
    const location = snippetLocation(same ? model[change.index]!.location : undefined, {
      part: body.part.name,
      element: `text:h[${change.index + 1}]`,
    });
    if (!same) {
      log.leave({
        check: change.check,
        location,
        reason: 'The headings could not be matched with the ones the analysis read',
      });
      continue;
    }
    body.part.setAttribute(element, 'text:outline-level', String(change.to));
    const style = `Heading_20_${change.to}`;
    if (/^Heading_20_\d$/.test(element.attribs['text:style-name'] ?? '') && styleNames.has(style)) {
      body.part.setAttribute(element, 'text:style-name', style);
    }
    log.change({
      check: change.check,
      action: headingAction(change),
      location,
      before: `level ${change.from}: ${texts[change.index]}`,
      after: `level ${change.to}: ${texts[change.index]}`,
      needsReview: false,
    });
  }
}
