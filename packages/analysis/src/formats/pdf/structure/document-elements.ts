import type { Figure, Heading, Table } from '../../../model/document-model.js';
import type { Area } from '../../../model/geometry.js';
import type { PageElement } from './page-elements.js';

type TableElement = Extract<PageElement, { kind: 'table' }>;

/**
 * Gathers the headings, tables and figures of the pages' structure trees, in page order. pdf.js gives
 * one tree per page and no stable reference to an element, so an element spanning pages shows up on
 * each of them. Tables are joined back: a table that ends a page with cells empty there, followed at
 * the top of the next page by a table of the same shape (same rows and cells, same ancestors) with
 * empty cells too, is one table with an area on each page. Headings and figures that span pages (rare)
 * stay one per page.
 */
export class DocumentElements {
  readonly headings: Heading[] = [];
  readonly tables: Table[] = [];
  readonly figures: Figure[] = [];
  private lastTable: { element: TableElement; table: Table } | null = null;

  addPage(page: number, elements: PageElement[]): void {
    const previous = this.lastTable?.element.page === page - 1 ? this.lastTable : null;
    let firstTable = true;
    for (const element of elements) {
      const areas: Area[] = element.box ? [{ page: element.page, box: element.box }] : [];
      if (element.kind === 'heading') {
        this.headings.push({ level: element.level, text: element.text, location: { areas } });
      } else if (element.kind === 'figure') {
        this.figures.push({ alternativeText: element.alternativeText, decorative: false, location: { areas } });
      } else {
        const continued =
          firstTable &&
          previous &&
          previous.element.continues &&
          element.continues &&
          previous.element.shape === element.shape;
        firstTable = false;
        if (continued) {
          previous.table.location.areas.push(...areas);
          previous.table.hasHeaders ||= element.hasHeaders;
          this.lastTable = { element, table: previous.table };
        } else {
          const table: Table = { hasHeaders: element.hasHeaders, location: { areas } };
          this.tables.push(table);
          this.lastTable = { element, table };
        }
      }
    }
  }
}
