import type { Fixed } from '../../change.js';
import { fixHtmlAlternativeText } from '../../fixes/alternative-text/html.js';
import { fixHtmlContrast } from '../../fixes/contrast/html.js';
import { FixLog, type FixContext } from '../../fixes/fix-context.js';
import { fixHtmlHeadings } from '../../fixes/headings-sequential/html.js';
import { fixHtmlPassageLanguages } from '../../fixes/language-correct/html.js';
import { fixHtmlLanguage } from '../../fixes/language-presence/html.js';
import { fixHtmlTableHeaders } from '../../fixes/table-headers/html.js';
import { fixHtmlTitle } from '../../fixes/title/html.js';
import { HtmlSource } from './html-source.js';

/** An HTML file with every fixer applied to its source, in place. */
export async function fixHtml(bytes: Buffer, context: FixContext): Promise<Fixed> {
  const html = new HtmlSource(bytes);
  const log = new FixLog();
  fixHtmlTitle(html, context, log);
  fixHtmlLanguage(html, context, log);
  fixHtmlPassageLanguages(html, context, log);
  fixHtmlHeadings(html, context, log);
  fixHtmlTableHeaders(html, context, log);
  fixHtmlContrast(html, context, log);
  await fixHtmlAlternativeText(html, context, log);
  return { file: html.bytes(), changes: log.changes, leftForPerson: log.leftForPerson };
}
