import { confidentLanguage } from '../../language/confident-language.js';
import { WORD_RUN_PROPERTIES, insertInSequence } from '../../xml/schema-order.js';
import { childNamed } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { documentLanguageFix } from './document-language.js';

const STYLES = 'word/styles.xml';

/** The document language in Word: docDefaults' w:lang (what the analysis and Word read first). */
export function fixDocxLanguage(pkg: OfficePackage, context: FixContext, log: FixLog): void {
  const location = { part: STYLES, element: 'w:docDefaults/w:rPrDefault/w:rPr/w:lang' };
  const fix = documentLanguageFix(context, confidentLanguage(context.document), { passages: true });
  if (!fix) return;
  const styles = pkg.part(STYLES);
  if ('reason' in fix || !styles) {
    log.leave({ check: fix.check, location, reason: 'reason' in fix ? fix.reason : 'The file has no styles part' });
    return;
  }
  const lang = `<w:lang w:val="${fix.language}"/>`;
  const defaults = childNamed(styles.root, 'w:docDefaults');
  const rPrDefault = childNamed(defaults, 'w:rPrDefault');
  const rPr = childNamed(rPrDefault, 'w:rPr');
  const existing = childNamed(rPr, 'w:lang');
  if (existing) styles.setAttribute(existing, 'w:val', fix.language);
  else if (rPr) insertInSequence(styles, rPr, 'w:lang', lang, WORD_RUN_PROPERTIES);
  else if (rPrDefault) styles.insertChild(rPrDefault, `<w:rPr>${lang}</w:rPr>`, 'first');
  else if (defaults) styles.insertChild(defaults, `<w:rPrDefault><w:rPr>${lang}</w:rPr></w:rPrDefault>`, 'first');
  else
    styles.insertChild(
      styles.root,
      `<w:docDefaults><w:rPrDefault><w:rPr>${lang}</w:rPr></w:rPrDefault></w:docDefaults>`,
      'first',
    );
  log.change({ ...fix.change, location });
}
