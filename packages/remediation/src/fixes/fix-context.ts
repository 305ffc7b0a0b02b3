import type { CheckName, DocumentModel, Feedback, OcrEngine } from '@app/analysis';
import type { Change, ChangeLocation, LeftForPerson } from '../change.js';

/** Where the model places an element (the analysis' Location). */
export type ModelLocation = DocumentModel['headings'][number]['location'];

/** What the fixers of a file know: the engine's model of it and its feedback, before any change. */
export interface FixContext {
  document: DocumentModel;
  feedback: Feedback;
  /** The analysis' OCR, for the pictures of text whose words the model does not carry (HTML's). */
  ocr?: OcrEngine;
}

/** The check applies to the file and does not pass. */
export function fails(context: FixContext, check: CheckName): boolean {
  const result = context.feedback.report.results[check];
  return result !== undefined && result.score < 1;
}

/** The changes made to one file and what was left, as the fixers go. */
export class FixLog {
  readonly changes: Change[] = [];
  readonly leftForPerson: LeftForPerson[] = [];

  change(change: Change): void {
    this.changes.push(change);
  }

  leave(left: LeftForPerson): void {
    this.leftForPerson.push(left);
  }
}

/** A model location as a snippet gives it: the first area's page and box, and the selector. */
export function snippetLocation(location: ModelLocation | undefined, extra: ChangeLocation = {}): ChangeLocation {
  const area = location?.areas[0];
  return {
    ...(area ? { page: area.page, ...area.box } : {}),
    ...(location?.selector ? { selector: location.selector } : {}),
    ...extra,
  };
}
