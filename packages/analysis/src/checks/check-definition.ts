import type { CheckName } from '../feedback.js';
import type { FileType } from '../model/file-type.js';
import type { DocumentModel } from '../model/document-model.js';
import type { Location } from '../model/geometry.js';

/**
 * How much a failing check weighs in the overall score (the hosted service's three levels).
 * The weights themselves live in scoring/severity-weights.ts.
 */
export type Severity = 'severe' | 'major' | 'minor';

/** What a check found: a score 0..1 and the elements that fail it (turned into snippets). */
export interface CheckOutcome {
  score: number;
  failures: Location[];
  /** Only LanguageCorrect: the detected language (BCP 47 primary subtag). */
  detectedLanguage?: string;
}

/**
 * A check that applies to the document but whose evidence holds no verdict (LanguageCorrect on a
 * few words the detector is unsure of): absent from the results, listed in `report.notJudged`
 * with the reason, never guessed.
 */
export interface NotJudged {
  notJudged: string;
}

/**
 * One check, declared as data beside one small pure function (the axe-core way): the name the API
 * reports, its severity, the file types it applies to, the standards it follows, and `evaluate`,
 * which returns null when the check does not apply to this particular document (no tables, no
 * text...), so that the check is absent from the results rather than scored 1, or NotJudged.
 */
export interface CheckDefinition {
  name: Exclude<CheckName, 'LibraryReference'>;
  severity: Severity;
  appliesTo: readonly FileType[];
  /** What it looks for, in a sentence (shown by the CLI and the docs). */
  description: string;
  /** WCAG 2.2 success criteria and PDF/UA-1 (ISO 14289-1) clauses, e.g. 'WCAG 1.1.1', 'PDF/UA 7.3'. */
  references: readonly string[];
  evaluate(document: DocumentModel): CheckOutcome | NotJudged | null;
}
