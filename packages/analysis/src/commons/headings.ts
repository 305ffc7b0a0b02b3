import type { DocumentModel, Heading } from '../model/document-model.js';

/** A heading with a level (Hn, h1–h6, outline level); unnumbered PDF `H` headings have none. */
export type NumberedHeading = Heading & { level: number };

/** The numbered headings in reading order: the ones the heading-level checks judge. */
export function numberedHeadings(document: DocumentModel): NumberedHeading[] {
  return document.headings.filter((heading): heading is NumberedHeading => heading.level !== null);
}
