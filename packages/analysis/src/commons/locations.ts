import type { PageModel, TextRun } from '../model/document-model.js';
import type { Location } from '../model/geometry.js';

/**
 * Where a text run is, for snippets: its own location if the adapter set one, else its box on the
 * page (with its element's selector, for a line of HTML).
 */
export function runLocation(page: PageModel, run: TextRun): Location {
  if (run.location) return run.location;
  const areas = [{ page: page.index, box: run.box }];
  return run.selector === undefined ? { areas } : { areas, selector: run.selector };
}

/** The whole page, for page-level failures (a scanned page). */
export function pageLocation(page: PageModel): Location {
  return { areas: [{ page: page.index, box: { x0: 0, y0: 0, x1: page.width, y1: page.height } }] };
}
