import { confidentLanguage } from '../../language/confident-language.js';
import { insertInSequence } from '../../xml/schema-order.js';
import { childNamed } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { documentLanguageFix } from './document-language.js';

const DRAWINGML = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** CT_Presentation's sequence (ECMA-376 Part 1, 19.2.1.26). */
const PRESENTATION = [
  'p:sldMasterIdLst',
  'p:notesMasterIdLst',
  'p:handoutMasterIdLst',
  'p:sldIdLst',
  'p:sldSz',
  'p:notesSz',
  'p:smartTags',
  'p:embeddedFontLst',
  'p:custShowLst',
  'p:photoAlbum',
  'p:custDataLst',
  'p:kinsoku',
  'p:defaultTextStyle',
  'p:modifyVerifier',
  'p:extLst',
];

/** PowerPoint's default language: `lang` of p:defaultTextStyle's a:defPPr/a:defRPr in the presentation part. */
export function fixPptxLanguage(pkg: OfficePackage, presentation: string, context: FixContext, log: FixLog): void {
  const location = { part: presentation, element: 'p:defaultTextStyle/a:defPPr/a:defRPr' };
  // Passages in another language are marked by the passage fixer (language-correct/pptx.ts).
  const fix = documentLanguageFix(context, confidentLanguage(context.document), { passages: true });
  if (!fix) return;
  const part = pkg.part(presentation);
  const defaults = childNamed(part?.root, 'p:defaultTextStyle');
  const defPPr = childNamed(defaults, 'a:defPPr');
  const defRPr = childNamed(defPPr, 'a:defRPr');
  if ('reason' in fix || !part) {
    log.leave({
      check: fix.check,
      location,
      reason: 'reason' in fix ? fix.reason : 'The presentation part is missing',
    });
    return;
  }
  const defRPrXml = `<a:defRPr lang="${fix.language}"/>`;
  if (defRPr) part.setAttribute(defRPr, 'lang', fix.language);
  else if (defPPr) part.insertChild(defPPr, defRPrXml, 'first');
  else if (defaults) part.insertChild(defaults, `<a:defPPr>${defRPrXml}</a:defPPr>`, 'first');
  else {
    if (!Object.values(part.root.attribs).includes(DRAWINGML)) part.setAttribute(part.root, 'xmlns:a', DRAWINGML);
    const xml = `<p:defaultTextStyle><a:defPPr>${defRPrXml}</a:defPPr></p:defaultTextStyle>`;
    insertInSequence(part, part.root, 'p:defaultTextStyle', xml, PRESENTATION);
  }
  log.change({ ...fix.change, location });
}
