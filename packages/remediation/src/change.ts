import type { CheckName, Snippet } from '@app/analysis';

/**
 * Where a change was made, as the feedback's snippets say where a problem is: a page and a box on
 * the file's preview (PDF points, origin top left) and, for HTML, the element's CSS selector; for a
 * package, the part and the element edited in it (`word/document.xml`, `w:p[3]`). A document-wide
 * change (a title) has a part and an element only.
 */
export interface ChangeLocation extends Partial<Snippet> {
  part?: string;
  element?: string;
}

/** One edit of the fixed copy: what was there before and what is there now. */
export interface Change {
  check: CheckName;
  /** What was done, in a few words: "set the title", "renumbered the heading". */
  action: string;
  location: ChangeLocation;
  before: string | null;
  after: string;
  /** A person should look at it: the service chose words (a title, a text alternative) for them. */
  needsReview: boolean;
}

/** A failure the remediation did not fix, and why: a person has to. */
export interface LeftForPerson {
  check: CheckName;
  location: ChangeLocation;
  reason: string;
}

/** What a format's fixers made of one file. */
export interface Fixed {
  file: Buffer;
  changes: Change[];
  leftForPerson: LeftForPerson[];
}
