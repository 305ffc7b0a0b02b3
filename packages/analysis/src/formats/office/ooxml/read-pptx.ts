import type { Rgb } from '../../../model/document-model.js';
import { WHITE, BLACK, xmlRun, type OfficeContent } from '../office-content.js';
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
import { drawingColour, drawingFigure, readThemeColours, type ThemeColours } from './drawing.js';
import { coreTitle, relationships, targetsOfType } from './package.js';

const TITLE_TYPES = new Set(['title', 'ctrTitle']);

/**
 * A PowerPoint presentation: its slides in order. Each slide title (placeholder title/ctrTitle) is a
 * heading of level 1, the way PowerPoint and LibreOffice export it. A slide without a title is not
 * reported: no check judges it.
 */
export function readPptx(zip: OfficeZip, part: string): OfficeContent {
  const presentation = readXmlPart(zip, part);
  const rels = relationships(zip, part);
  const slides = childElements(child(presentation, 'p:sldIdLst'), 'p:sldId')
    .map((slide) => rels.get(attr(slide, 'r:id') ?? '')?.target)
    .filter((target): target is string => target !== undefined);
  const master = targetsOfType(zip, part, 'slideMaster')[0];
  const theme = readThemeColours(
    zip,
    targetsOfType(zip, part, 'theme')[0] ?? (master && targetsOfType(zip, master, 'theme')[0]),
  );
  const masterXml = master ? readXmlPart(zip, master) : null;

  const content: OfficeContent = {
    title: coreTitle(zip),
    language: presentationLanguage(presentation, masterXml) ?? firstRunLanguage(zip, slides),
    runs: [],
    headings: [],
    tables: [],
    figures: [],
  };
  const walker = new SlideWalker(content, theme);
  const masterBackground = slideBackground(masterXml, theme);
  for (const slide of slides) {
    const xml = readXmlPart(zip, slide);
    const tree = path(xml, 'p:cSld', 'p:spTree');
    if (tree) walker.shapes(tree, slideBackground(xml, theme) ?? masterBackground ?? theme.get('bg1') ?? WHITE);
  }
  return content;
}

function presentationLanguage(presentation: XmlElement | null, master: XmlElement | null): string | null {
  const defaults = child(presentation, 'p:defaultTextStyle');
  const candidates = [
    path(defaults, 'a:defPPr', 'a:defRPr'),
    path(defaults, 'a:lvl1pPr', 'a:defRPr'),
    path(master, 'p:txStyles', 'p:bodyStyle', 'a:lvl1pPr', 'a:defRPr'),
    path(master, 'p:txStyles', 'p:titleStyle', 'a:lvl1pPr', 'a:defRPr'),
  ];
  for (const candidate of candidates) {
    const lang = attr(candidate, 'lang');
    if (lang) return lang;
  }
  return null;
}

/** PowerPoint writes `lang` on every run; with no default declared, the first one stands for the file. */
function firstRunLanguage(zip: OfficeZip, slides: string[]): string | null {
  for (const slide of slides) {
    const xml = readXmlPart(zip, slide);
    for (const rPr of xml ? descendants(xml, 'a:rPr') : []) {
      const lang = attr(rPr, 'lang');
      if (lang) return lang;
    }
  }
  return null;
}

function slideBackground(slide: XmlElement | null, theme: ThemeColours): Rgb | null {
  const bg = path(slide, 'p:cSld', 'p:bg');
  return drawingColour(path(bg, 'p:bgPr', 'a:solidFill'), theme) ?? drawingColour(child(bg, 'p:bgRef'), theme);
}

class SlideWalker {
  constructor(
    private readonly content: OfficeContent,
    private readonly theme: ThemeColours,
  ) {}

  shapes(tree: XmlElement, background: Rgb): void {
    for (const shape of childElements(tree)) {
      switch (shape.name) {
        case 'p:sp':
          this.shape(shape, background);
          break;
        case 'p:pic':
          this.content.figures.push(drawingFigure(path(shape, 'p:nvPicPr', 'p:cNvPr')));
          break;
        case 'p:graphicFrame':
          this.graphicFrame(shape, background);
          break;
        case 'p:grpSp':
          this.shapes(shape, background);
          break;
        case 'mc:AlternateContent': {
          const choice = child(shape, 'mc:Choice') ?? child(shape, 'mc:Fallback');
          if (choice) this.shapes(choice, background);
          break;
        }
      }
    }
  }

  private shape(shape: XmlElement, background: Rgb): void {
    const placeholder = attr(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type');
    const isTitle = placeholder !== null && TITLE_TYPES.has(placeholder);
    const fill = drawingColour(path(shape, 'p:spPr', 'a:solidFill'), this.theme) ?? background;
    const body = child(shape, 'p:txBody');
    if (!body) return;
    // PowerPoint's defaults when neither run nor list style says: 44 pt titles, 18 pt other text.
    const fontSize = isTitle ? 44 : 18;
    const text = this.textBody(body, fill, fontSize);
    if (isTitle && text) this.content.headings.push({ level: 1, text });
  }

  /** The runs of a text body; returns its text. */
  private textBody(body: XmlElement, background: Rgb, defaultSize: number): string {
    const listDefaults = path(body, 'a:lstStyle', 'a:lvl1pPr', 'a:defRPr');
    const lines: string[] = [];
    for (const paragraph of childElements(body, 'a:p')) {
      let line = '';
      for (const run of childElements(paragraph)) {
        if (run.name !== 'a:r' && run.name !== 'a:fld') continue;
        const text = textContent(child(run, 'a:t'));
        if (!text) continue;
        line += text;
        const rPr = child(run, 'a:rPr');
        const size = Number(attr(rPr, 'sz') ?? attr(listDefaults, 'sz'));
        const style = {
          fontSize: size > 0 ? size / 100 : defaultSize,
          bold: ['1', 'true'].includes(attr(rPr, 'b') ?? attr(listDefaults, 'b') ?? ''),
          colour:
            drawingColour(child(rPr, 'a:solidFill'), this.theme) ??
            drawingColour(child(listDefaults, 'a:solidFill'), this.theme) ??
            this.theme.get('tx1') ??
            BLACK,
          background,
          language: attr(rPr, 'lang'),
        };
        this.content.runs.push(xmlRun(text, style, this.content.language));
      }
      lines.push(line);
    }
    return lines.join(' ').replace(/\s+/g, ' ').trim();
  }

  /** A table (a:tbl: headers when tblPr firstRow="1"), or a chart or diagram (a figure). */
  private graphicFrame(frame: XmlElement, background: Rgb): void {
    const data = path(frame, 'a:graphic', 'a:graphicData');
    const table = child(data, 'a:tbl');
    if (!table) {
      this.content.figures.push(drawingFigure(path(frame, 'p:nvGraphicFramePr', 'p:cNvPr')));
      return;
    }
    const entry = { hasHeaders: ['1', 'true'].includes(attr(child(table, 'a:tblPr'), 'firstRow') ?? ''), text: '' };
    this.content.tables.push(entry);
    for (const row of childElements(table, 'a:tr')) {
      for (const cell of childElements(row, 'a:tc')) {
        const fill = drawingColour(path(cell, 'a:tcPr', 'a:solidFill'), this.theme) ?? background;
        const body = child(cell, 'a:txBody');
        const text = body ? this.textBody(body, fill, 18) : '';
        if (!entry.text) entry.text = text;
      }
    }
  }
}
