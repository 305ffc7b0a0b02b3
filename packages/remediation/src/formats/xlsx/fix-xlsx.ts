import type { Fixed } from '../../change.js';
import { fixXlsxAlternativeText } from '../../fixes/alternative-text/xlsx.js';
import { fixXlsxContrast } from '../../fixes/contrast/xlsx.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixXlsxTableHeaders } from '../../fixes/table-headers/xlsx.js';
import { fixOoxmlTitle } from '../../fixes/title/ooxml.js';
import { OfficePackage } from '../../zip/office-package.js';
import { mainPart } from '../ooxml-main-part.js';
import { themeColours } from '../ooxml-theme.js';
import { Workbook } from './workbook.js';

/**
 * An Excel workbook: its title (from the first sheet's first text), its tables' header rows, its
 * cell fonts' colours and its pictures' text alternatives (from evidence). An xlsx file has no document language the analysis could read, so
 * LanguagePresence is left for a person; its heading order is not judged.
 */
export async function fixXlsx(file: string, context: FixContext): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  fixOoxmlTitle(pkg, context, log);
  const workbook = new Workbook(pkg, mainPart(pkg) ?? 'xl/workbook.xml');
  fixXlsxTableHeaders(workbook, context, log);
  fixXlsxContrast(workbook, themeColours(pkg, workbook.theme), context, log);
  fixXlsxAlternativeText(pkg, workbook, context, log);
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
