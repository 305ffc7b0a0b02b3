import type { Element } from 'domhandler';
import { childNamed, childrenNamed, elementsNamed, textOf, type XmlPart } from '../../xml/xml-part.js';

/** content.xml's text body: its headings and tables in document order. */
export class OdfBody {
  readonly headings: Element[];
  readonly tables: Element[];

  constructor(readonly part: XmlPart) {
    const body = childNamed(childNamed(part.root, 'office:body'), 'office:text');
    this.headings = body ? elementsNamed(body, 'text:h').filter((h) => textOf(h).trim() !== '') : [];
    this.tables = body ? elementsNamed(body, 'table:table') : [];
  }
}

/** A table's header rows are declared (table:table-header-rows) or its first row styled as one. */
export function odfTableHasHeaders(table: Element): boolean {
  return (
    childNamed(table, 'table:table-header-rows') !== undefined || table.attribs['table:use-first-row-styles'] === 'true'
  );
}

/** The table's own rows, header rows and row groups included (not a nested table's). */
export function odfRows(table: Element): Element[] {
  return table.children.flatMap((node) => {
    if (node.type !== 'tag') return [];
    const element = node as Element;
    if (element.name === 'table:table-row') return [element];
    if (['table:table-rows', 'table:table-row-group', 'table:table-header-rows'].includes(element.name)) {
      return childrenNamed(element, 'table:table-row');
    }
    return [];
  });
}

export function odfCells(row: Element): string[] {
  return childrenNamed(row, 'table:table-cell').map((cell) => textOf(cell));
}
