import type { CheerioAPI } from 'cheerio';
import type { Table } from '../../model/document-model.js';
import type { SelectorNamer } from './css-selector.js';
import { isElement, type HtmlElement } from './dom.js';
import type { ElementIds } from './element-ids.js';
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
  ids: ElementIds,
): Table[] {
  const tables: Table[] = [];
  $('table').each((_, table) => {
    const role = roleOf(table);
    if (role === 'presentation' || role === 'none') return;
    if (!isRendered(table, styles) || isAriaHidden(table)) return;
    const hasHeaders = ownCells(table).some((cell) => {
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

/** The `th` and `td` below the table but not inside a table nested in it: each element is seen once in all. */
function ownCells(table: HtmlElement): HtmlElement[] {
  const cells: HtmlElement[] = [];
  const stack = table.children.filter(isElement);
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (element.name === 'table') continue;
    if (element.name === 'th' || element.name === 'td') cells.push(element);
    for (const child of element.children) if (isElement(child)) stack.push(child);
  }
  return cells;
}
