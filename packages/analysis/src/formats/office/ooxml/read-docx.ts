import type { Rgb } from '../../../model/document-model.js';
import { AnalysisError } from '../../../analyse.js';
import { parseHexColour } from '../colours.js';
import { visibleText, WHITE, styledRun, type OfficeContent } from '../office-content.js';
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
import { drawingFigure } from './drawing.js';
import { coreTitle } from './package.js';
import { applyRunProperties, WORD_DEFAULTS, type WordRunProperties } from './word-run-properties.js';
import { WordStyles, wordLanguage } from './word-styles.js';

/** A Word document (word/document.xml): the body only; headers, footers and notes are page furniture. */
export function readDocx(zip: OfficeZip, part: string): OfficeContent {
  const document = readXmlPart(zip, part);
  const body = child(document, 'w:body');
  if (!body) throw new AnalysisError(`The file is damaged: ${part} has no body`);
  const styles = WordStyles.read(zip);
  const content: OfficeContent = {
    title: coreTitle(zip),
    language: wordLanguage(zip, styles),
    runs: [],
    headings: [],
    tables: [],
    figures: [],
  };
  const page = parseHexColour(attr(child(document, 'w:background'), 'w:color')) ?? WHITE;
  new DocxWalker(styles, content).blocks(body, page);
  return content;
}

class DocxWalker {
  private readonly defaults: WordRunProperties;

  constructor(
    private readonly styles: WordStyles,
    private readonly content: OfficeContent,
  ) {
    this.defaults = applyRunProperties(WORD_DEFAULTS, styles.defaultRunProperties);
  }

  /** Paragraphs and tables of a body, cell, text box or content control. */
  blocks(container: XmlElement, background: Rgb): void {
    for (const element of childElements(container)) {
      if (element.name === 'w:p') this.paragraph(element, background);
      else if (element.name === 'w:tbl') this.table(element, background);
      else if (element.name === 'w:sdt') this.blocks(child(element, 'w:sdtContent') ?? element, background);
      else if (element.name === 'w:customXml') this.blocks(element, background);
    }
  }

  private paragraph(paragraph: XmlElement, background: Rgb): void {
    const pPr = child(paragraph, 'w:pPr');
    const styleId = attr(child(pPr, 'w:pStyle'), 'w:val') ?? this.styles.defaultParagraphStyle;
    let properties = this.defaults;
    let shading: Rgb | null = null;
    for (const style of this.styles.chain(styleId)) {
      properties = applyRunProperties(properties, style.rPr);
      shading = parseHexColour(attr(child(style.pPr, 'w:shd'), 'w:fill')) ?? shading;
    }
    // The paragraph mark's own w:rPr formats the mark only, not the text.
    shading = parseHexColour(attr(child(pPr, 'w:shd'), 'w:fill')) ?? shading;
    const runsBefore = this.content.runs.length;
    this.inline(paragraph, properties, shading ?? background);
    const text = visibleText(this.content.runs.slice(runsBefore)).trim();
    const direct = attr(child(pPr, 'w:outlineLvl'), 'w:val');
    const level =
      direct !== null ? (Number(direct) <= 8 ? Number(direct) + 1 : null) : this.styles.headingLevel(styleId);
    if (level !== null && text) this.content.headings.push({ level, text });
  }

  /** Runs, and the elements that wrap runs (hyperlinks, insertions, fields, content controls). */
  private inline(container: XmlElement, paragraph: WordRunProperties, background: Rgb): void {
    for (const element of childElements(container)) {
      switch (element.name) {
        case 'w:r':
          this.run(element, paragraph, background);
          break;
        case 'w:hyperlink':
        case 'w:ins':
        case 'w:smartTag':
        case 'w:fldSimple':
        case 'w:customXml':
        case 'w:dir':
        case 'w:bdo':
          this.inline(element, paragraph, background);
          break;
        case 'w:sdt':
          this.inline(child(element, 'w:sdtContent') ?? element, paragraph, background);
          break;
      }
    }
  }

  private run(run: XmlElement, paragraph: WordRunProperties, background: Rgb): void {
    const rPr = child(run, 'w:rPr');
    let properties = paragraph;
    for (const style of this.styles.chain(attr(child(rPr, 'w:rStyle'), 'w:val'))) {
      properties = applyRunProperties(properties, style.rPr);
    }
    properties = applyRunProperties(properties, rPr);
    let text = '';
    for (const element of childElements(run)) {
      if (element.name === 'w:t') text += textContent(element);
      else if (element.name === 'w:tab') text += '\t';
      else if (element.name === 'w:br' || element.name === 'w:cr') text += '\n';
      else if (element.name === 'w:drawing') this.drawing(element, background);
      else if (element.name === 'w:pict') this.picture(element, background);
      else if (element.name === 'mc:AlternateContent') this.alternateContent(element, background);
    }
    if (!text) return;
    this.content.runs.push(styledRun(text, properties, background, this.content.language));
  }

  /** Word writes a DrawingML shape in mc:Choice and its VML twin in mc:Fallback: only the first counts. */
  private alternateContent(element: XmlElement, background: Rgb): void {
    const choice = child(element, 'mc:Choice') ?? child(element, 'mc:Fallback');
    for (const inner of choice ? childElements(choice) : []) {
      if (inner.name === 'w:drawing') this.drawing(inner, background);
      else if (inner.name === 'w:pict') this.picture(inner, background);
    }
  }

  /** A picture, chart or diagram is a figure; a text box is not, but its text is read. */
  private drawing(drawing: XmlElement, background: Rgb): void {
    const frame = childElements(drawing)[0];
    const data = path(frame, 'a:graphic', 'a:graphicData');
    const uri = attr(data, 'uri') ?? '';
    const isPicture =
      /\/(picture|chart|diagram)$/.test(uri) || (data !== undefined && descendants(data, 'pic:pic').length > 0);
    if (isPicture) this.content.figures.push(drawingFigure(child(frame, 'wp:docPr')));
    for (const box of data ? descendants(data, 'w:txbxContent') : []) this.blocks(box, background);
  }

  /** VML (older Word): an image is a v:shape with v:imagedata, its alternative the shape's `alt`. */
  private picture(pict: XmlElement, background: Rgb): void {
    for (const shape of [...descendants(pict, 'v:shape'), ...descendants(pict, 'v:rect')]) {
      if (descendants(shape, 'v:imagedata').length > 0) {
        this.content.figures.push({ alternativeText: attr(shape, 'alt')?.trim() || null, decorative: false });
      }
    }
    for (const box of descendants(pict, 'w:txbxContent')) this.blocks(box, background);
  }

  private table(table: XmlElement, background: Rgb): void {
    const rows = childElements(table, 'w:tr');
    const hasHeaders = rows.some((row) => {
      const header = child(child(row, 'w:trPr'), 'w:tblHeader');
      return header !== undefined && !['0', 'false', 'off'].includes(attr(header, 'w:val') ?? '1');
    });
    const entry = { hasHeaders, text: '' };
    this.content.tables.push(entry);
    for (const row of rows) {
      for (const cell of childElements(row, 'w:tc')) {
        const fill = parseHexColour(attr(path(cell, 'w:tcPr', 'w:shd'), 'w:fill'));
        const runsBefore = this.content.runs.length;
        this.blocks(cell, fill ?? background);
        if (!entry.text) entry.text = visibleText(this.content.runs.slice(runsBefore)).trim();
      }
    }
  }
}
