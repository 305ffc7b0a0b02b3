import type { Element } from 'domhandler';
import { childNamed, childrenNamed, elementsNamed, isElement, textOf, type XmlPart } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { relationships, targetsOfType } from '../ooxml-relationships.js';

/** A workbook's sheets in order, its tables (xl/tables, the only tables the analysis judges in a sheet) and styles. */
export class Workbook {
  readonly sheets: string[];
  readonly styles: XmlPart | null;
  readonly theme: string | undefined;
  private readonly sharedStrings: string | undefined;
  private strings: string[] | null = null;

  constructor(
    private readonly pkg: OfficePackage,
    main: string,
  ) {
    const rels = relationships(pkg, main);
    this.sheets = childrenNamed(childNamed(pkg.part(main)?.root, 'sheets'), 'sheet')
      .map((sheet) => rels.get(sheet.attribs['r:id'] ?? '')?.target)
      .filter((target): target is string => target !== undefined && pkg.has(target));
    const styles = targetsOfType(pkg, main, 'styles')[0];
    this.styles = styles && pkg.has(styles) ? pkg.part(styles) : null;
    this.theme = targetsOfType(pkg, main, 'theme')[0];
    this.sharedStrings = targetsOfType(pkg, main, 'sharedStrings')[0];
  }

  /** Every table part of every sheet, in the analysis' order, with its sheet. */
  tables(): { sheet: string; table: XmlPart }[] {
    return this.sheets.flatMap((sheet) =>
      targetsOfType(this.pkg, sheet, 'table')
        .map((name) => (this.pkg.has(name) ? this.pkg.part(name) : null))
        .filter((table): table is XmlPart => table !== null)
        .map((table) => ({ sheet, table })),
    );
  }

  /** The text of the cells of one row of a sheet, from column `from` to `to` (1-based), as Excel shows their values. */
  rowTexts(sheet: string, row: number, from: number, to: number): string[] | null {
    const part = this.pkg.part(sheet);
    if (!part) return null;
    const rowElement = elementsNamed(part.root, 'row').find((r) => Number(r.attribs.r) === row);
    const texts: string[] = [];
    for (let column = from; column <= to; column++) {
      const reference = `${columnName(column)}${row}`;
      const cell = childrenNamed(rowElement, 'c').find((c) => c.attribs.r === reference);
      texts.push(cell ? this.cellText(cell) : '');
    }
    return texts;
  }

  private cellText(cell: Element): string {
    const value = text(childNamed(cell, 'v'));
    if (cell.attribs.t === 's') return this.shared()[Number(value)] ?? '';
    if (cell.attribs.t === 'inlineStr') return text(childNamed(cell, 'is'));
    return value;
  }

  /** The shared strings, their phonetic reading aids (rPh) aside, as the analysis reads them. */
  private shared(): string[] {
    if (this.strings) return this.strings;
    const part = this.sharedStrings && this.pkg.has(this.sharedStrings) ? this.pkg.part(this.sharedStrings) : null;
    this.strings = childrenNamed(part?.root, 'si').map((si) =>
      si.children
        .filter(isElement)
        .filter((child) => child.name !== 'rPh' && child.name !== 'phoneticPr')
        .map((child) => textOf(child))
        .join(''),
    );
    return this.strings;
  }
}

/** `B3:D7` → its first and last rows and columns (1-based). */
export function parseRange(
  ref: string | undefined,
): { top: number; left: number; bottom: number; right: number } | null {
  const match = /^\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/i.exec(ref ?? '');
  if (!match) return null;
  return {
    left: columnNumber(match[1]!),
    top: Number(match[2]),
    right: columnNumber(match[3]!),
    bottom: Number(match[4]),
  };
}

export function columnNumber(name: string): number {
  return [...name.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

function columnName(n: number): string {
  let name = '';
  for (let at = n; at > 0; at = Math.floor((at - 1) / 26)) name = String.fromCharCode(65 + ((at - 1) % 26)) + name;
  return name;
}

const text = (element: Element | undefined) => (element ? textOf(element) : '');
