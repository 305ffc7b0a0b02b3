import type { Fixed } from '../../change.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixPptxLanguage } from '../../fixes/language-presence/pptx.js';
import { fixOoxmlTitle } from '../../fixes/title/ooxml.js';
import { OfficePackage } from '../../zip/office-package.js';
import { mainPart } from '../ooxml-main-part.js';

/** A PowerPoint file: its title (from the first slide's title) and its default language. */
export async function fixPptx(file: string, context: FixContext): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  fixOoxmlTitle(pkg, context, log);
  fixPptxLanguage(pkg, mainPart(pkg) ?? 'ppt/presentation.xml', context, log);
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
