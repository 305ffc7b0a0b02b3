/** A rectangle in PDF points, origin at the top left of its page (y grows downwards). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where on the (preview) document something is: a zero-based page and a box on it. */
export interface Area {
  page: number;
  box: Box;
}

/**
 * Where a document element is, for snippets: its areas on the pages (empty when the format has no
 * pages to point at), and for HTML the CSS selector of the element.
 */
export interface Location {
  areas: Area[];
  selector?: string;
  /** What is wrong there, for a person (HTML Contrast: the colours judged and their ratio). */
  message?: string;
}

export const NOWHERE: Location = { areas: [] };
