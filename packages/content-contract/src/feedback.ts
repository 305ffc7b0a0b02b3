/** The checks the hosted service reports (LibraryReference is deprecated there, always null). */
export const CHECK_NAMES = [
  'Scanned',
  'Tagged',
  'AlternativeText',
  'Contrast',
  'HeadingsPresence',
  'TableHeaders',
  'HeadingsSequential',
  'HeadingsStartAtOne',
  'HeadingsHigherLevel',
  'Title',
  'LanguagePresence',
  'LanguageCorrect',
  'LibraryReference',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** The band a score falls in, as the hosted service words it. */
export const VISIBILITIES = ['low', 'medium', 'high', 'perfect'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * An area of the document that holds an issue: `page` is zero-based; x0, y0, x1, y1 are PDF
 * points on that page of the file's PDF preview, origin at the top left.
 */
export interface Snippet {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /**
   * HTML only: the CSS selector of the element, whose box on the file's PDF preview the numbers
   * give. Where HTML has no preview (no browser on the server), the box is empty (page 0, all
   * coordinates 0), so the numeric fields are always there.
   */
  selector?: string;
  /**
   * HTML only, where the check says more than the place: Contrast names the text colour, the
   * background it was judged against (a text shadow's halo when that is it) and the ratio.
   */
  message?: string;
}

export interface CheckResult {
  /** 0..1 (0 or 1 for pass/fail checks). */
  score: number;
  snippets?: Snippet[];
  /** Only on LanguageCorrect. */
  detectedLanguage?: string;
}

/**
 * Something the file refers to that was not looked at: a link to a file or address outside it
 * (the converter is never let near those), named by the part that links and the target as written.
 */
export interface NotAnalysed {
  reason: 'externalReference';
  part: string;
  target: string;
}

/** A check that applies but was not judged, and why. */
export interface UnjudgedCheck {
  check: CheckName;
  reason: string;
  /**
   * Only some elements of the check were left unjudged (HTML: their CSS selectors, at most 20): the
   * check is judged on the rest and stays in the results. Absent: the whole check was left out.
   */
  elements?: string[];
}

/** Pages, 1-based, both ends included. */
export interface PageRange {
  from: number;
  to: number;
}

/** Pages the analysis did not read: the results are those of the pages before. */
export interface UnjudgedPages {
  pages: PageRange;
  reason: string;
}

export type Unjudged = UnjudgedCheck | UnjudgedPages;

/** What the API returns as `feedback`. */
export interface Feedback {
  /** 0..1 */
  score: number;
  visibility: Visibility;
  report: FeedbackReport;
}

export interface FeedbackReport {
  results: Partial<Record<CheckName, CheckResult>>;
  /** The whole document's score if that one check were fixed; only some checks appear. */
  suggestions: Partial<Record<CheckName, number>>;
  /** Our addition (absent when empty): what the file refers to that was left out of the analysis. */
  notAnalysed?: NotAnalysed[];
  /**
   * Our addition (absent when empty): checks that apply but could not be finished within their
   * stage's work ceiling, with the reason (they are not in `results` and do not count in
   * `score`); and pages past the page limit (`pages`, 1-based), which no result covers.
   */
  notJudged?: Unjudged[];
}
