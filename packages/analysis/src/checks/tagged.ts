import { runLocation } from '../commons/locations.js';
import { nonSpaceLength } from '../commons/text.js';
import type { DocumentModel } from '../model/document-model.js';
import type { Location } from '../model/geometry.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

/** Share of the text that must be tagged: a few stray untagged runs do not make a PDF untagged. */
export const TAGGED_MIN_SHARE = 0.9;

export const tagged: CheckDefinition = {
  name: 'Tagged',
  severity: 'major',
  appliesTo: ['pdf'],
  description:
    'The PDF has a structure tree, is marked as tagged, and at least 90% of its text (artifacts ' +
    'aside) is tied to that structure.',
  references: ['WCAG 1.3.1', 'PDF/UA 7.1'],
  evaluate: evaluateTagged,
};

/**
 * 0/1. Characters are counted without white space, artifacts excluded, invisible text included
 * (an OCR layer is content too). A structure with no text at all passes. When it fails, the
 * failures are the untagged runs; when it passes, the few untagged ones are not reported.
 */
export function evaluateTagged(document: DocumentModel): CheckOutcome {
  let total = 0;
  let taggedCharacters = 0;
  const untagged: Location[] = [];
  for (const page of document.pages) {
    for (const run of page.textRuns) {
      const characters = run.artifact ? 0 : nonSpaceLength(run.text);
      if (characters === 0) continue;
      total += characters;
      if (run.tagged) taggedCharacters += characters;
      else untagged.push(runLocation(page, run));
    }
  }
  const structure = document.structure;
  const passes =
    structure !== null &&
    structure.present &&
    structure.marked &&
    (total === 0 || taggedCharacters / total >= TAGGED_MIN_SHARE);
  return passes ? { score: 1, failures: [] } : { score: 0, failures: untagged };
}
