import { contrastRatio, requiredContrast } from '../commons/colour/contrast-ratio.js';
import { runLocation } from '../commons/locations.js';
import { nonSpaceLength } from '../commons/text.js';
import type { DocumentModel, Rgb, TextRun } from '../model/document-model.js';
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
      const ratio = contrastRatio(run.colour, run.background);
      const required = requiredContrast(run.fontSize, run.bold);
      if (ratio >= required) passing += characters;
      else failures.push({ ...runLocation(page, run), message: contrastMessage(run, ratio, required) });
    }
  }
  return judged === 0 ? null : { score: passing / judged, failures };
}

/**
 * "Text #767676 on #999999 (its text-shadow halo): 1.61:1, needs 4.5:1": the colours judged, as
 * painted, and the ratio cut (not rounded) to two decimals, so that a failing 4.499 reads 4.49.
 */
function contrastMessage(run: TextRun, ratio: number, required: number): string {
  const source = run.backgroundSource ? ` (${run.backgroundSource})` : '';
  const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
  return `Text ${hex(run.colour!)} on ${hex(run.background!)}${source}: ${shown}:1, needs ${required}:1`;
}

function hex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
