import type { Fixed } from '../../change.js';
import { fixPptxContrast } from '../../fixes/contrast/pptx.js';
import { fails, FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixPptxLanguage } from '../../fixes/language-presence/pptx.js';
import { fixPptxTableHeaders } from '../../fixes/table-headers/pptx.js';
import { fixOoxmlTitle } from '../../fixes/title/ooxml.js';
import { OfficePackage } from '../../zip/office-package.js';
import { mainPart } from '../ooxml-main-part.js';
import { Slides } from './slides.js';

/**
 * A PowerPoint file: its title (from the first slide's title), its default language, its tables'
 * header rows and its text colours. The analysis does not judge a presentation's heading order
 * (HeadingsSequential and HeadingsStartAtOne apply to documents), so there is nothing to renumber.
 */
export async function fixPptx(file: string, context: FixContext): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  const presentation = mainPart(pkg) ?? 'ppt/presentation.xml';
  fixOoxmlTitle(pkg, context, log);
  fixPptxLanguage(pkg, presentation, context, log);
  if (fails(context, 'TableHeaders') || fails(context, 'Contrast')) {
    const slides = new Slides(pkg, presentation);
    fixPptxTableHeaders(slides, context, log);
    fixPptxContrast(slides, context, log);
  }
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
