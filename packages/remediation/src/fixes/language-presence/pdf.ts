import { confidentLanguage } from '../../language/confident-language.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { documentLanguageFix } from './document-language.js';

/** The catalog's /Lang a PDF should be given, logged; null when it passes or the detector is not sure. */
export function pdfLanguage(context: FixContext, log: FixLog): string | null {
  const location = { part: 'Catalog', element: 'Lang' };
  const fix = documentLanguageFix(context, confidentLanguage(context.document));
  if (!fix) return null;
  if ('reason' in fix) {
    log.leave({ check: fix.check, location, reason: fix.reason });
    return null;
  }
  log.change({ ...fix.change, location });
  return fix.language;
}
