import { contrastRatio, requiredContrast } from '@app/analysis';
import { toHex } from '../../colour/nearest-contrast.js';
import type { WordBody, WordRun } from '../../formats/docx/word-body.js';
import { WORD_RUN_PROPERTIES, insertInSequence } from '../../xml/schema-order.js';
import { childNamed } from '../../xml/xml-part.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { fixedColour } from './text-colour.js';

/**
 * Word runs whose colour fails over what is behind them (highlight, shading, cell, page) get a
 * direct w:color of the same hue that passes: only the runs that fail, never their style, which
 * other runs may use over other backgrounds. Theme colour attributes go with the old colour.
 */
export function fixDocxContrast(body: WordBody, context: FixContext, log: FixLog): void {
  if (!fails(context, 'Contrast')) return;
  const byParagraph = new Map<number, WordRun[]>();
  for (const run of body.runs) {
    if (!run.colour || contrastRatio(run.colour, run.background) >= requiredContrast(run.fontSize, run.bold)) continue;
    byParagraph.set(run.paragraph.index, [...(byParagraph.get(run.paragraph.index) ?? []), run]);
  }
  for (const [index, runs] of byParagraph) {
    const location = { part: body.part.name, element: `w:p[${index + 1}]` };
    const colour = fixedColour(runs.map((run) => ({ ...run, colour: run.colour! })));
    if (!colour) {
      log.leave({
        check: 'Contrast',
        location,
        reason: 'No colour of the same hue reaches the contrast asked for over this background',
      });
      continue;
    }
    const element = `<w:color w:val="${toHex(colour)}"/>`;
    for (const run of runs) {
      const rPr = childNamed(run.element, 'w:rPr');
      const existing = childNamed(rPr, 'w:color');
      if (existing) body.part.replace(existing, element);
      else if (rPr) insertInSequence(body.part, rPr, 'w:color', element, WORD_RUN_PROPERTIES);
      else body.part.insertChild(run.element, `<w:rPr>${element}</w:rPr>`, 'first');
    }
    const text = runs.map((run) => run.text).join('');
    log.change({
      check: 'Contrast',
      action: 'changed the text colour',
      location,
      before: `#${toHex(runs[0]!.colour!)} on #${toHex(runs[0]!.background)}: ${text.slice(0, 60)}`,
      after: `#${toHex(colour)}`,
      needsReview: false,
    });
  }
}
