import type { Fixed } from '../../change.js';
import { fixDocxAlternativeText } from '../../fixes/alternative-text/docx.js';
import { fixDocxContrast } from '../../fixes/contrast/docx.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixDocxHeadings } from '../../fixes/headings-sequential/docx.js';
import { fixDocxPassageLanguages } from '../../fixes/language-correct/docx.js';
import { fixDocxLanguage } from '../../fixes/language-presence/docx.js';
import { fixDocxTableHeaders } from '../../fixes/table-headers/docx.js';
import { fixOoxmlTitle } from '../../fixes/title/ooxml.js';
import { OfficePackage } from '../../zip/office-package.js';
import { mainPart } from '../ooxml-main-part.js';
import { WordBody } from './word-body.js';
import { WordStyles } from './word-styles.js';

/** A Word document with every fixer applied to its parts in place. */
export async function fixDocx(file: string, context: FixContext): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  const main = pkg.part(mainPart(pkg) ?? 'word/document.xml');
  fixOoxmlTitle(pkg, context, log);
  fixDocxLanguage(pkg, context, log);
  if (main) {
    const styles = new WordStyles(pkg.part('word/styles.xml'));
    const body = new WordBody(main, styles);
    fixDocxHeadings(body, styles, context, log);
    fixDocxTableHeaders(body, context, log);
    fixDocxContrast(body, context, log);
    // After Contrast: both may give a run its first w:rPr.
    fixDocxPassageLanguages(body, styles, context, log);
    fixDocxAlternativeText(body, context, log);
  }
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
