import type { Element } from 'domhandler';
import type { HtmlSource } from '../../formats/html/html-source.js';
import { snippetLocation, type FixContext, type FixLog } from '../fix-context.js';
import { looksLikeHeaderRow, NOT_A_HEADER_ROW } from './header-row.js';

/** A table without headers whose first row names its columns: its cells become `<th scope="col">`. */
export function fixHtmlTableHeaders(html: HtmlSource, context: FixContext, log: FixLog): void {
  for (const table of context.document.tables) {
    if (table.hasHeaders) continue;
    const location = snippetLocation(table.location);
    const element = table.location.selector ? html.find(table.location.selector) : null;
    const rows = element ? ownRows(html, element) : [];
    const cells = rows[0] ? html.$(rows[0]).children('td, th').toArray() : [];
    const texts = cells.map((cell) => html.$(cell).text());
    if (!element || !looksLikeHeaderRow(texts, rows.length) || !cells.every((cell) => html.written(cell))) {
      log.leave({ check: 'TableHeaders', location, reason: NOT_A_HEADER_ROW });
      continue;
    }
    for (const cell of cells) {
      if (cell.name === 'td') html.rename(cell, 'th');
      html.setAttribute(cell, 'scope', 'col');
    }
    log.change({
      check: 'TableHeaders',
      action: 'marked the first row as column headers',
      location,
      before: `<td> ${texts.join(' | ')}`,
      after: `<th scope="col"> ${texts.join(' | ')}`,
      needsReview: false,
    });
  }
}

/** The table's rows, not those of tables nested in it. */
function ownRows(html: HtmlSource, table: Element): Element[] {
  return html
    .$(table)
    .find('tr')
    .toArray()
    .filter((row) => html.$(row).closest('table')[0] === table);
}
