import type { Fixed } from '../../change.js';
import { fixOdfContrast } from '../../fixes/contrast/odf.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixOdfHeadings } from '../../fixes/headings-sequential/odf.js';
import { fixOdfLanguage } from '../../fixes/language-presence/odf.js';
import { fixOdfTableHeaders } from '../../fixes/table-headers/odf.js';
import { fixOdfTitle } from '../../fixes/title/odf.js';
import { OfficePackage } from '../../zip/office-package.js';
import { OdfBody } from './odf-body.js';

/**
 * An OpenDocument file with its fixers applied in place: title and language for every kind; for a
 * text (ODT), headings, table header rows and text colours too.
 */
export async function fixOdf(file: string, context: FixContext, kind: 'odt' | 'odp' | 'ods'): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  fixOdfTitle(pkg, context, log);
  fixOdfLanguage(pkg, context, log);
  const content = kind === 'odt' ? pkg.part('content.xml') : null;
  if (content) {
    const body = new OdfBody(content);
    fixOdfHeadings(pkg, body, context, log);
    fixOdfTableHeaders(body, context, log);
    fixOdfContrast(pkg, context, log);
  }
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
