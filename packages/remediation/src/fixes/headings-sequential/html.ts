import type { HtmlSource } from '../../formats/html/html-source.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { headingChanges } from './heading-changes.js';

/** `h1`–`h6` renamed (or `aria-level` set) so that levels step by one from 1, text and order kept. */
export function fixHtmlHeadings(html: HtmlSource, context: FixContext, log: FixLog): void {
  const headings = context.document.headings;
  if (headings.some((heading) => heading.level === null)) return;
  for (const change of headingChanges(
    context,
    headings.map((heading) => heading.level!),
  )) {
    const heading = headings[change.index]!;
    const element = heading.location.selector ? html.find(heading.location.selector) : null;
    const location = snippetLocation(heading.location);
    if (!element) {
      log.leave({ check: change.check, location, reason: 'The heading was not written in the file as an element' });
      continue;
    }
    if (element.attribs['aria-level'] !== undefined || !/^h[1-6]$/i.test(element.name)) {
      html.setAttribute(element, 'aria-level', String(change.to));
    } else {
      html.rename(element, `h${change.to}`);
    }
    log.change({
      check: change.check,
      action: 'renumbered the heading',
      location,
      before: `level ${change.from}: ${heading.text}`,
      after: `level ${change.to}: ${heading.text}`,
      needsReview: false,
    });
  }
}
