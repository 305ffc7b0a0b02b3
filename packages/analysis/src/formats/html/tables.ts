import type { CheerioAPI } from 'cheerio';
import type { Table } from '../../model/document-model.js';
import type { SelectorNamer } from './css-selector.js';
import type { HtmlElement } from './dom.js';
import { isAriaHidden, isRendered, roleOf } from './exposure.js';
import type { ComputedStyle } from './styles/computed-style.js';

/**
 * Data tables (not role=presentation/none, rendered, not aria-hidden). A table has headers when
 * one of its own cells (not a nested table's) is a `th` or has role columnheader/rowheader, a `td`
 * has `scope`, or a cell's `headers` names an id that exists.
 */
export function readTables(
  $: CheerioAPI,
  styles: ReadonlyMap<HtmlElement, ComputedStyle>,
  names: SelectorNamer,
): Table[] {
  const tables: Table[] = [];
  const ids = new Set(
    $('[id]')
      .map((_, element) => element.attribs.id)
      .get(),
  );
  $('table').each((_, table) => {
    const role = roleOf(table);
    if (role === 'presentation' || role === 'none') return;
    if (!isRendered(table, styles) || isAriaHidden(table)) return;
    const cells = $(table)
      .find('th, td')
      .filter((_, cell) => $(cell).closest('table')[0] === table)
      .get();
    const hasHeaders = cells.some((cell) => {
      const cellRole = roleOf(cell);
      if (cell.name === 'th' || cellRole === 'columnheader' || cellRole === 'rowheader') return true;
      if (cell.attribs.scope?.trim()) return true;
      const headers = cell.attribs.headers?.trim().split(/\s+/).filter(Boolean) ?? [];
      return headers.some((id) => ids.has(id));
    });
    tables.push({ hasHeaders, location: { areas: [], selector: names.selectorOf(table) } });
  });
  return tables;
}
