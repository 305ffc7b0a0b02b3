import { contrastRatio, requiredContrast } from '../commons/colour/contrast-ratio.js';
import { runLocation } from '../commons/locations.js';
import { nonSpaceLength } from '../commons/text.js';
import type { DocumentModel } from '../model/document-model.js';
import type { Location } from '../model/geometry.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const contrast: CheckDefinition = {
  name: 'Contrast',
  severity: 'major',
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html', 'image'],
  description:
    'Text contrasts with its background by at least 4.5:1, or 3:1 for large text (18 pt, or 14 pt ' +
    'bold), as WCAG 2.x AA asks; ratios are not rounded, so 4.49:1 fails.',
  references: ['WCAG 1.4.3'],
  evaluate: evaluateContrast,
};

/**
 * Share of characters (white space aside) with enough contrast, over the visible text runs that
 * are not artifacts and whose colour and background are known. Failures: the failing runs. Null
 * when no run can be judged.
 */
export function evaluateContrast(document: DocumentModel): CheckOutcome | null {
  let judged = 0;
  let passing = 0;
  const failures: Location[] = [];
  for (const page of document.pages) {
    for (const run of page.textRuns) {
      if (run.invisible || run.artifact || !run.colour || !run.background) continue;
      const characters = nonSpaceLength(run.text);
      if (characters === 0) continue;
      judged += characters;
      if (contrastRatio(run.colour, run.background) >= requiredContrast(run.fontSize, run.bold)) passing += characters;
      else failures.push(runLocation(page, run));
    }
  }
  return judged === 0 ? null : { score: passing / judged, failures };
}
