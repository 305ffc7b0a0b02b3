import type { Rgb } from '../../../model/document-model.js';
import { normaliseText, visibleText, styledRun, type OfficeContent } from '../office-content.js';
import { attr, child, childElements, textContent, type XmlElement } from '../office-xml.js';
import { ODF_DEFAULTS, type OdfStyles, type OdfTextProperties } from './odf-styles.js';

export interface Context {
  text: OdfTextProperties;
  background: Rgb;
}

/**
 * Walks the elements of an OpenDocument body into `content`: headings, runs with the look their
 * styles give them, tables and figures. Spreadsheets are walked a row at a time (read-odf.ts).
 */
export class OdfWalker {
  constructor(
    private readonly styles: OdfStyles,
    private readonly content: OfficeContent,
    private readonly spreadsheet: boolean,
  ) {}

  blocks(container: XmlElement, context: Context): void {
    for (const element of childElements(container)) this.block(element, context);
  }

  block(element: XmlElement, context: Context): void {
    switch (element.name) {
      case 'text:h':
      case 'text:p':
        this.paragraph(element, context);
        break;
      case 'table:table':
        this.table(element, context);
        break;
      case 'draw:frame':
        this.frame(element, context);
        break;
      case 'draw:page': {
        const background = this.styles.background('drawing-page', attr(element, 'draw:style-name'));
        this.blocks(element, { ...context, background: background ?? context.background });
        break;
      }
      case 'presentation:notes':
      case 'office:forms':
      case 'table:database-ranges':
      case 'text:tracked-changes':
        break;
      default:
        if (element.name.startsWith('draw:') || element.name.startsWith('text:') || element.name.startsWith('table:')) {
          this.blocks(element, this.shapeContext(element, context));
        }
    }
  }

  /** A drawing shape's text formatting and fill, from its graphic or presentation style. */
  private shapeContext(shape: XmlElement, context: Context): Context {
    let { text, background } = context;
    for (const [family, name] of [
      ['graphic', attr(shape, 'draw:style-name')],
      ['presentation', attr(shape, 'presentation:style-name')],
    ] as const) {
      if (!name) continue;
      text = this.styles.textProperties(text, family, name);
      background = this.styles.background(family, name) ?? background;
    }
    return { text, background };
  }

  private paragraph(paragraph: XmlElement, context: Context): void {
    const style = attr(paragraph, 'text:style-name');
    const text = this.styles.textProperties(context.text, 'paragraph', style, context.text === ODF_DEFAULTS);
    const background = this.styles.background('paragraph', style) ?? context.background;
    const before = this.content.runs.length;
    this.inline(paragraph, { text, background });
    if (paragraph.name !== 'text:h') return;
    const headingText = normaliseText(this.runText(before));
    const level = Number(attr(paragraph, 'text:outline-level') ?? 1) || 1;
    if (headingText) this.content.headings.push({ level, text: headingText });
  }

  private inline(container: XmlElement, context: Context): void {
    for (const node of container.children) {
      if (node.type === 'text') {
        this.addRun(node.data ?? '', context);
        continue;
      }
      if (node.type !== 'tag') continue;
      const element = node as XmlElement;
      switch (element.name) {
        case 'text:span': {
          const name = attr(element, 'text:style-name');
          const text = this.styles.textProperties(context.text, 'text', name, false);
          this.inline(element, { text, background: text.background ?? context.background });
          break;
        }
        case 'text:s':
          this.addRun(' '.repeat(Math.min(100, Number(attr(element, 'text:c') ?? 1) || 1)), context);
          break;
        case 'text:tab':
          this.addRun('\t', context);
          break;
        case 'text:line-break':
          this.addRun('\n', context);
          break;
        case 'draw:frame':
          this.frame(element, context);
          break;
        case 'text:note':
        case 'office:annotation':
          break;
        default:
          this.inline(element, context);
      }
    }
  }

  private addRun(text: string, { text: properties, background }: Context): void {
    if (!text) return;
    this.content.runs.push(styledRun(text, properties, background, this.content.language));
  }

  /**
   * An image, chart or embedded object is a figure: its alternative svg:title, else svg:desc;
   * decorative when LibreOffice's loext:decorative is set. A text box is read as text.
   */
  private frame(frame: XmlElement, context: Context): void {
    const inner = this.shapeContext(frame, context);
    const isFigure = childElements(frame).some((node) =>
      ['draw:image', 'draw:object', 'draw:object-ole'].includes(node.name),
    );
    if (isFigure) {
      const alternativeText =
        normaliseText(textContent(child(frame, 'svg:title'))) ||
        normaliseText(textContent(child(frame, 'svg:desc'))) ||
        null;
      this.content.figures.push({ alternativeText, decorative: attr(frame, 'loext:decorative') === 'true' });
    }
    const before = this.content.runs.length;
    for (const box of childElements(frame, 'draw:text-box')) this.blocks(box, inner);
    for (const table of childElements(frame, 'table:table')) this.table(table, inner);
    if (attr(frame, 'presentation:class') === 'title') {
      const text = normaliseText(this.runText(before, ' '));
      if (text) this.content.headings.push({ level: 1, text });
    }
  }

  private table(table: XmlElement, context: Context): void {
    // Writer repeats header rows; Impress has no header rows, only the "first row" table option.
    const hasHeaders =
      child(table, 'table:table-header-rows') !== undefined || attr(table, 'table:use-first-row-styles') === 'true';
    const entry = { hasHeaders, text: '' };
    if (!this.spreadsheet) this.content.tables.push(entry);
    this.rows(table, context, entry);
  }

  private rows(container: XmlElement, context: Context, entry: { text: string }): void {
    for (const element of childElements(container)) {
      if (ROW_GROUPS.has(element.name)) this.rows(element, context, entry);
      if (element.name === 'table:table-row') this.row(element, context, entry);
    }
  }

  /** A table row's cells; the table's `entry`, if given, takes the first cell text. */
  row(row: XmlElement, context: Context, entry?: { text: string }): void {
    for (const cell of childElements(row, 'table:table-cell')) {
      const style = attr(cell, 'table:style-name');
      const cellContext = {
        text: this.styles.textProperties(context.text, 'table-cell', style, this.spreadsheet),
        background: this.styles.background('table-cell', style) ?? context.background,
      };
      const before = this.content.runs.length;
      this.blocks(cell, cellContext);
      if (entry && !entry.text) entry.text = normaliseText(this.runText(before));
    }
  }

  private runText(from: number, separator = ''): string {
    return visibleText(this.content.runs.slice(from), separator);
  }
}

export const ROW_GROUPS = new Set(['table:table-header-rows', 'table:table-rows', 'table:table-row-group']);
