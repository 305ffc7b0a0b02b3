import type { Fixed } from '../../change.js';
import { fixOdfAlternativeText } from '../../fixes/alternative-text/odf.js';
import { fixOdfContrast } from '../../fixes/contrast/odf.js';
import { fixOdfColourStyles } from '../../fixes/contrast/odf-colour-styles.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixOdfHeadings } from '../../fixes/headings-sequential/odf.js';
import { fixOdfPassageLanguages } from '../../fixes/language-correct/odf.js';
import { fixOdfLanguage } from '../../fixes/language-presence/odf.js';
import { fixOdfTableHeaders } from '../../fixes/table-headers/odf.js';
import { fixOdpTableHeaders } from '../../fixes/table-headers/odp.js';
import { fixOdsTableHeaders } from '../../fixes/table-headers/ods.js';
import { fixOdfTitle } from '../../fixes/title/odf.js';
import { OfficePackage } from '../../zip/office-package.js';
import { OdfBody } from './odf-body.js';

/**
 * An OpenDocument file with its fixers applied in place: title and language for every kind; for a
 * text (ODT), headings, table header rows, text colours and passage languages too; for a
 * presentation (ODP) or a spreadsheet (ODS), table header rows (tables, database ranges) and the
 * colours of the styles its failing text is painted with, and a presentation's passage languages
 * (the analysis does not judge their heading order: HeadingsSequential and HeadingsStartAtOne apply
 * to documents); text alternatives from evidence in every kind.
 */
export async function fixOdf(file: string, context: FixContext, kind: 'odt' | 'odp' | 'ods'): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  fixOdfTitle(pkg, context, log);
  fixOdfLanguage(pkg, context, log, kind !== 'ods');
  const content = kind === 'odt' ? pkg.part('content.xml') : null;
  if (content) {
    const body = new OdfBody(content);
    fixOdfHeadings(pkg, body, context, log);
    fixOdfTableHeaders(body, context, log);
    fixOdfContrast(pkg, context, log);
    fixOdfPassageLanguages(pkg, content, 'odt', context, log);
  }
  if (kind !== 'odt') {
    if (kind === 'odp') fixOdpTableHeaders(pkg, context, log);
    else fixOdsTableHeaders(pkg, context, log);
    fixOdfColourStyles(pkg, context, log);
    // A sheet's cells declare no language the analysis reads apart from their styles': not marked.
    if (kind === 'odp') fixOdfPassageLanguages(pkg, pkg.part('content.xml')!, 'odp', context, log);
  }
  if (pkg.has('content.xml')) fixOdfAlternativeText(pkg.part('content.xml')!, kind, context, log);
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
