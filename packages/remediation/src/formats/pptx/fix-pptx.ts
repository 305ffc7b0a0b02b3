import type { Fixed } from '../../change.js';
import { fixPptxAlternativeText } from '../../fixes/alternative-text/pptx.js';
import { fixPptxContrast } from '../../fixes/contrast/pptx.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixPptxPassageLanguages } from '../../fixes/language-correct/pptx.js';
import { fixPptxLanguage } from '../../fixes/language-presence/pptx.js';
import { fixPptxTableHeaders } from '../../fixes/table-headers/pptx.js';
import { fixOoxmlTitle } from '../../fixes/title/ooxml.js';
import { OfficePackage } from '../../zip/office-package.js';
import { mainPart } from '../ooxml-main-part.js';
import { Slides } from './slides.js';

/**
 * A PowerPoint file: its title (from the first slide's title), its default language, its tables'
 * header rows, its text colours, its passages' languages and its pictures' text alternatives (from
 * evidence). The analysis does not judge a presentation's heading order
 * (HeadingsSequential and HeadingsStartAtOne apply to documents), so there is nothing to renumber.
 */
export async function fixPptx(file: string, context: FixContext): Promise<Fixed> {
  const pkg = await OfficePackage.open(file);
  const log = new FixLog();
  const presentation = mainPart(pkg) ?? 'ppt/presentation.xml';
  fixOoxmlTitle(pkg, context, log);
  fixPptxLanguage(pkg, presentation, context, log);
  const slides = new Slides(pkg, presentation);
  fixPptxTableHeaders(slides, context, log);
  fixPptxContrast(slides, context, log);
  fixPptxPassageLanguages(slides, context, log);
  fixPptxAlternativeText(slides, context, log);
  return { file: await pkg.write(), changes: log.changes, leftForPerson: log.leftForPerson };
}
