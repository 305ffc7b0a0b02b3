import type { Fixed } from '../../change.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixOoxmlTitle } from '../../fixes/title/ooxml.js';
import { OfficePackage } from '../../zip/office-package.js';

/**
 * An Excel workbook: its title (from the first sheet's first text). An xlsx file has no document
 * language the analysis could read, so LanguagePresence is left for a person.
 */
export async function fixXlsx(file: string, context: FixContext): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  fixOoxmlTitle(pkg, context, log);
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
