import type { ChangeLocation } from '../../change.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { headingChanges, type Renumbered } from './heading-changes.js';

/** A heading of an Office file (DOCX, ODT) as its fixer reads it. */
export interface OfficeHeading {
  level: number;
  /** Its text as compared with the model's heading and shown in the change. */
  text: string;
  /** Its part and element, where the model gives no place. */
  place: ChangeLocation;
}

/**
 * An Office file's headings renumbered: `write` gives a heading its new level in the file, and the
 * change is listed. The file's headings must be the model's, one for one, each with the same text
 * (`sameText(model, file)`): otherwise nothing is written and every change is left for a person.
 */
export function renumberOfficeHeadings<H extends OfficeHeading>(
  headings: readonly H[],
  sameText: (model: string, file: string) => boolean,
  write: (heading: H, change: Renumbered) => void,
  context: FixContext,
  log: FixLog,
): void {
  const changes = headingChanges(
    context,
    headings.map((heading) => heading.level),
  );
  const model = context.document.headings;
  const same =
    model.length === headings.length && model.every((heading, i) => sameText(heading.text, headings[i]!.text));
  for (const change of changes) {
    const heading = headings[change.index]!;
    const location = snippetLocation(same ? model[change.index]!.location : undefined, heading.place);
    if (!same) {
      log.leave({
        check: change.check,
        location,
        reason: 'The headings could not be matched with the ones the analysis read',
      });
      continue;
    }
    write(heading, change);
    log.change({
      check: change.check,
      action: `heading level ${change.from} → ${change.to}`,
      location,
      before: `level ${change.from}: ${heading.text}`,
      after: `level ${change.to}: ${heading.text}`,
      needsReview: false,
    });
  }
}
