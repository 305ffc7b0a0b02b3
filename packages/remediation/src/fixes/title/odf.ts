import { childNamed, escapeXml } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { fails, type FixContext, type FixLog } from '../fix-context.js';
import { titleFrom } from './title-text.js';

const DC = 'http://purl.org/dc/elements/1.1/';

/** meta.xml's dc:title (Writer, Impress, Calc). */
export function fixOdfTitle(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  if (!fails(context, 'Title')) return;
  const location = { part: 'meta.xml', element: 'office:meta/dc:title' };
  const title = titleFrom(context.document);
  const meta = pkg.has('meta.xml') ? pkg.part('meta.xml') : null;
  const officeMeta = childNamed(meta?.root, 'office:meta');
  if (!title || !meta || !officeMeta) {
    const reason = title
      ? 'The file has no meta.xml to hold a title'
      : 'The file has no heading or text to take a title from';
    log.leave({ check: 'Title', location, reason });
    return;
  }
  const existing = childNamed(officeMeta, 'dc:title');
  if (existing) meta.setContent(existing, escapeXml(title));
  else {
    if (!Object.values(meta.root.attribs).includes(DC)) meta.setAttribute(meta.root, 'xmlns:dc', DC);
    meta.insertChild(officeMeta, `<dc:title>${escapeXml(title)}</dc:title>`, 'first');
  }
  const before = context.document.metadata.title;
  log.change({ check: 'Title', action: 'set the title', location, before, after: title, needsReview: true });
}
