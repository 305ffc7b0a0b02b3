import type { HtmlSource } from '../../formats/html/html-source.js';
import { confidentLanguage } from '../../language/confident-language.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { afterDoctype } from '../title/html.js';
import { documentLanguageFix } from './document-language.js';

/** `lang` on `<html>`: the detected language, when the detector is confident. */
export function fixHtmlLanguage(html: HtmlSource, context: FixContext, log: FixLog): void {
  const location = { page: 0, x0: 0, y0: 0, x1: 0, y1: 0, selector: 'html' };
  const fix = documentLanguageFix(context, confidentLanguage(context.document), { passages: true });
  if (!fix) return;
  if ('reason' in fix) {
    log.leave({ check: fix.check, location, reason: fix.reason });
    return;
  }
  const root = html.$('html')[0];
  if (html.written(root)) html.setAttribute(root, 'lang', fix.language);
  else html.insert(afterDoctype(html.source), `<html lang="${fix.language}">`);
  log.change({ ...fix.change, location });
}
