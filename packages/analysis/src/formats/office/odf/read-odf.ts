import { AnalysisError } from '../../../analyse.js';
import { CellRuns } from '../cell-runs.js';
import { WHITE, normaliseText, type OfficeContent } from '../office-content.js';
import type { OfficeZip } from '../office-zip.js';
import { attr, child, descendants, readXmlPart, textContent, type XmlElement } from '../office-xml.js';
import { streamXmlPart, type XmlStreamReader } from '../xml-stream.js';
import { ODF_DEFAULTS, OdfStyles } from './odf-styles.js';
import { OdfWalker, ROW_GROUPS, type Context } from './odf-walker.js';

const BODIES = ['office:text', 'office:presentation', 'office:spreadsheet'];
const START: Context = { text: ODF_DEFAULTS, background: WHITE };

/**
 * An OpenDocument text, presentation or spreadsheet (content.xml, styles.xml, meta.xml). Headings are
 * text:h (text:outline-level); in a presentation, title frames (presentation:class="title") are
 * headings of level 1. A spreadsheet's sheets are grids, not tables: only its database ranges
 * (Data > Define Range, what an Excel table becomes) are judged, with headers unless
 * table:contains-header="false".
 * content.xml is read as a stream (xml-stream.ts): its automatic styles and a text's or a
 * presentation's body are built whole, a spreadsheet's sheets a row at a time, so that a sheet of
 * any size costs its cells' text (cell-runs.ts), not a DOM of every row.
 */
export async function readOdf(zip: OfficeZip): Promise<OfficeContent> {
  const meta = child(readXmlPart(zip, 'meta.xml'), 'office:meta');
  const reader = new OdfContentReader(readXmlPart(zip, 'styles.xml'), meta, zip.limits.maxCellCharacters);
  await streamXmlPart(zip, 'content.xml', reader);
  return reader.finish();
}

class OdfContentReader implements XmlStreamReader {
  private automaticStyles: XmlElement | null = null;
  private body: string | null = null;
  private walker: OdfWalker | null = null;
  private readonly cellRuns: CellRuns;
  private readonly content: OfficeContent;

  constructor(
    private readonly stylesXml: XmlElement | null,
    meta: XmlElement | undefined,
    maxCellCharacters: number,
  ) {
    this.cellRuns = new CellRuns(maxCellCharacters);
    this.content = {
      title: normaliseText(textContent(child(meta, 'dc:title'))) || null,
      language: normaliseText(textContent(child(meta, 'dc:language'))) || null,
      runs: [],
      headings: [],
      tables: [],
      figures: [],
    };
  }

  /** The automatic styles; a text's or presentation's body whole; a sheet's rows; a spreadsheet's other parts. */
  capture(name: string, ancestors: readonly string[]): boolean {
    const parent = ancestors.at(-1);
    if (ancestors.length === 1) return name === 'office:automatic-styles';
    if (parent === 'office:body' && BODIES.includes(name)) {
      this.body ??= name;
      return name !== 'office:spreadsheet';
    }
    if (parent === 'office:spreadsheet') return name !== 'table:table';
    return name === 'table:table-row' && (parent === 'table:table' || ROW_GROUPS.has(parent ?? ''));
  }

  element(element: XmlElement): void {
    if (element.name === 'office:automatic-styles') {
      this.automaticStyles = element;
      return;
    }
    if (this.body !== 'office:spreadsheet') {
      if (element.name === this.body) this.walk().blocks(element, START);
      return;
    }
    if (element.name === 'table:table-row') this.walk().row(element, START);
    else this.walk().block(element, START);
    if (element.name === 'table:database-ranges') {
      for (const range of descendants(element, 'table:database-range')) {
        this.content.tables.push({ hasHeaders: attr(range, 'table:contains-header') !== 'false', text: '' });
      }
    }
    // Runs as they come from a row, then compacted: a sheet of 100,000 rows would hold millions.
    for (const run of this.content.runs.splice(0)) this.cellRuns.add(run);
  }

  finish(): OfficeContent {
    if (!this.body) throw new AnalysisError('The file is damaged: content.xml has no document body');
    this.walk();
    if (this.body === 'office:spreadsheet') {
      this.content.runs = this.cellRuns.take();
      this.content.cells = this.cellRuns.added;
    }
    return this.content;
  }

  /** The walker, made once the styles are known: the automatic styles come before the body. */
  private walk(): OdfWalker {
    if (this.walker) return this.walker;
    const children = this.automaticStyles ? [this.automaticStyles] : [];
    const content: XmlElement = { type: 'tag', name: 'office:document-content', attribs: {}, children };
    const styles = new OdfStyles([this.stylesXml, content]);
    this.content.language = styles.defaultLanguage() ?? this.content.language;
    this.walker = new OdfWalker(styles, this.content, this.body === 'office:spreadsheet');
    return this.walker;
  }
}
