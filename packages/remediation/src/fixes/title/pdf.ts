import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { titleFrom } from './title-text.js';

/** The title a PDF should be given (Info Title, shown in the window's title bar), logged; null if none. */
export function pdfTitle(context: FixContext, log: FixLog): string | null {
  if (!fails(context, 'Title')) return null;
  const location = { part: 'Info', element: 'Title' };
  const title = titleFrom(context.document);
  if (!title) {
    log.leave({ check: 'Title', location, reason: 'The file has no heading or text to take a title from' });
    return null;
  }
  const before = context.document.metadata.title;
  log.change({
    check: 'Title',
    action: 'set the title (shown in the title bar)',
    location,
    before,
    after: title,
    needsReview: true,
  });
  return title;
}
