import { contrastRatio, requiredContrast, runLocation } from '@app/analysis';
import { toHex } from '../../colour/nearest-contrast.js';
import type { HtmlSource } from '../../formats/html/html-source.js';
import { fails, snippetLocation, type FixContext, type FixLog, type ModelLocation } from '../fix-context.js';
import { fixedColour, type ColouredText } from './text-colour.js';

/**
 * Each element whose text fails Contrast gets an inline `color` of the same hue that passes over
 * the background the engine measured behind it (after what its own `style` says, so it wins).
 */
export function fixHtmlContrast(html: HtmlSource, context: FixContext, log: FixLog): void {
  if (!fails(context, 'Contrast')) return;
  const failing = new Map<string, { texts: ColouredText[]; location: ModelLocation }>();
  for (const page of context.document.pages) {
    for (const run of page.textRuns) {
      const location = runLocation(page, run);
      const selector = location.selector;
      if (!selector || run.invisible || run.artifact || !run.colour || !run.background || run.recognised) continue;
      if (contrastRatio(run.colour, run.background) >= requiredContrast(run.fontSize, run.bold)) continue;
      const entry = failing.get(selector) ?? { texts: [], location };
      entry.texts.push({ colour: run.colour, background: run.background, fontSize: run.fontSize, bold: run.bold });
      failing.set(selector, entry);
    }
  }
  for (const [selector, { texts, location }] of failing) {
    const element = html.find(selector);
    const colour = fixedColour(texts);
    const where = snippetLocation(location);
    if (!element || !colour) {
      log.leave({
        check: 'Contrast',
        location: where,
        reason: 'No colour of the same hue reaches the contrast asked for over this background',
      });
      continue;
    }
    const style = element.attribs.style?.trim() ?? '';
    const separator = style === '' || style.endsWith(';') ? '' : ';';
    html.setAttribute(element, 'style', `${style}${separator}${style === '' ? '' : ' '}color: #${toHex(colour)}`);
    log.change({
      check: 'Contrast',
      action: 'changed the text colour',
      location: where,
      before: `#${toHex(texts[0]!.colour)} on #${toHex(texts[0]!.background)}`,
      after: `#${toHex(colour)}`,
      needsReview: false,
    });
  }
}
