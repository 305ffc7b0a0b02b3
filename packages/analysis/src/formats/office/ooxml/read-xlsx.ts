import type { Rgb } from '../../../model/document-model.js';
import { CellRuns } from '../cell-runs.js';
import { parseHexColour } from '../colours.js';
import { BLACK, WHITE, xmlRun, type OfficeContent, type RunStyle } from '../office-content.js';
import type { OfficeZip } from '../office-zip.js';
import {
  attr,
  child,
  childElements,
  descendants,
  path,
  readXmlPart,
  textContent,
  type XmlElement,
} from '../office-xml.js';
import { detached, streamXmlPart, type XmlStreamReader } from '../xml-stream.js';
import { drawingFigure, readThemeColours, type ThemeColours } from './drawing.js';
import { coreTitle, relationships, targetsOfType } from './package.js';

/** Excel's theme colour indexes (`theme="1"`) in clrScheme order. */
const THEME_ORDER = ['lt1', 'dk1', 'lt2', 'dk2', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'];

/**
 * An Excel workbook. A sheet is a grid, not a table: only the tables defined on it (xl/tables/*.xml,
 * Insert > Table) are judged, with headers unless headerRowCount="0". Text runs are the cells'
 * values with their cell style's font and fill. Excel declares no document language.
 * Sheets and their shared strings are read as streams, a row (a string) at a time: a sheet of any
 * size costs its cells' text, not a DOM of its XML (xml-stream.ts, cell-runs.ts).
 */
export async function readXlsx(zip: OfficeZip, part: string): Promise<OfficeContent> {
  const workbook = readXmlPart(zip, part);
  const rels = relationships(zip, part);
  const theme = readThemeColours(zip, targetsOfType(zip, part, 'theme')[0]);
  const strings = await sharedStrings(zip, targetsOfType(zip, part, 'sharedStrings')[0]);
  const styles = cellStyles(zip, targetsOfType(zip, part, 'styles')[0], theme);
  const runs = new CellRuns(zip.limits.maxCellCharacters);
  const content: OfficeContent = {
    title: coreTitle(zip),
    language: null,
    runs: [],
    headings: [],
    tables: [],
    figures: [],
  };

  for (const sheet of childElements(child(workbook, 'sheets'), 'sheet')) {
    const target = rels.get(attr(sheet, 'r:id') ?? '')?.target;
    if (!target || !(await streamXmlPart(zip, target, sheetRows(strings, styles, runs)))) continue;
    for (const table of targetsOfType(zip, target, 'table')) {
      const xmlTable = readXmlPart(zip, table);
      const firstColumn = childElements(child(xmlTable, 'tableColumns'))[0];
      content.tables.push({
        hasHeaders: attr(xmlTable, 'headerRowCount') !== '0',
        text: attr(firstColumn, 'name') ?? '',
      });
    }
    for (const drawing of targetsOfType(zip, target, 'drawing')) {
      const xmlDrawing = readXmlPart(zip, drawing);
      if (!xmlDrawing) continue;
      for (const pic of descendants(xmlDrawing, 'xdr:pic'))
        content.figures.push(drawingFigure(path(pic, 'xdr:nvPicPr', 'xdr:cNvPr')));
      for (const frame of descendants(xmlDrawing, 'xdr:graphicFrame')) {
        content.figures.push(drawingFigure(path(frame, 'xdr:nvGraphicFramePr', 'xdr:cNvPr')));
      }
    }
  }
  content.runs = runs.take();
  content.cells = runs.added;
  return content;
}

/** A sheet's rows, one at a time: each cell with text becomes a run of its cell style. */
function sheetRows(strings: string[], styles: RunStyle[], runs: CellRuns): XmlStreamReader {
  return {
    capture: (name, ancestors) => name === 'row' && (ancestors.at(-1) === 'sheetData' || ancestors.length === 1),
    element: (row) => {
      for (const cell of childElements(row, 'c')) {
        const text = cellText(cell, strings);
        if (text.trim()) runs.add(xmlRun(text, styles[Number(attr(cell, 's') ?? 0)] ?? styles[0]!, null));
      }
    },
  };
}

async function sharedStrings(zip: OfficeZip, part: string | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!part) return strings;
  await streamXmlPart(zip, part, {
    capture: (name, ancestors) => name === 'si' && ancestors.length === 1,
    // Phonetic runs (rPh) are reading aids, not cell text.
    element: (si) =>
      strings.push(
        detached(
          descendants(si, 't')
            .filter((t) => !isInPhonetic(si, t))
            .map(textContent)
            .join(''),
        ),
      ),
  });
  return strings;
}

function isInPhonetic(si: XmlElement, t: XmlElement): boolean {
  return childElements(si, 'rPh').some((rPh) => descendants(rPh, 't').includes(t));
}

function cellText(cell: XmlElement, strings: string[]): string {
  const type = attr(cell, 't');
  if (type === 's') return strings[Number(textContent(child(cell, 'v')))] ?? '';
  if (type === 'inlineStr')
    return descendants(child(cell, 'is') ?? cell, 't')
      .map(textContent)
      .join('');
  const value = child(cell, 'v');
  return value ? textContent(value) : '';
}

/** The run style of each cellXfs entry: its font's size, weight and colour, its fill behind. */
function cellStyles(zip: OfficeZip, part: string | undefined, theme: ThemeColours): RunStyle[] {
  const xml = part ? readXmlPart(zip, part) : null;
  const colour = (element: XmlElement | undefined): Rgb | null => {
    if (!element) return null;
    const themeIndex = attr(element, 'theme');
    if (themeIndex !== null) return theme.get(THEME_ORDER[Number(themeIndex)] ?? '') ?? null;
    return parseHexColour(attr(element, 'rgb'));
  };
  const fonts = childElements(child(xml, 'fonts'), 'font');
  const fills = childElements(child(xml, 'fills'), 'fill');
  const xfs = childElements(child(xml, 'cellXfs'), 'xf');
  const style = (xf: XmlElement | undefined): RunStyle => {
    const font = fonts[Number(attr(xf, 'fontId') ?? 0)];
    const pattern = child(fills[Number(attr(xf, 'fillId') ?? 0)], 'patternFill');
    const bold = child(font, 'b');
    return {
      fontSize: Number(attr(child(font, 'sz'), 'val')) || 11,
      bold: bold !== undefined && !['0', 'false'].includes(attr(bold, 'val') ?? '1'),
      colour: colour(child(font, 'color')) ?? BLACK,
      background: attr(pattern, 'patternType') === 'solid' ? (colour(child(pattern, 'fgColor')) ?? WHITE) : WHITE,
      language: null,
    };
  };
  return xfs.length > 0 ? xfs.map(style) : [style(undefined)];
}
