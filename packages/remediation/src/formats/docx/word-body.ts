import { HIGHLIGHT_COLOURS, parseHexColour, WHITE, type Rgb } from '@app/analysis';
import type { Element } from 'domhandler';
import { childNamed, childrenNamed, isElement, textOf, type XmlPart } from '../../xml/xml-part.js';
import type { WordStyles } from './word-styles.js';

export interface WordParagraph {
  element: Element;
  index: number;
  styleId: string | null;
  /** Heading level as the analysis reads it (direct w:outlineLvl first, then the style). */
  level: number | null;
  direct: boolean;
  text: string;
}

export interface WordRun {
  element: Element;
  paragraph: WordParagraph;
  text: string;
  /** The colour as written (direct, else from styles); null: automatic. */
  colour: Rgb | null;
  background: Rgb;
  fontSize: number;
  bold: boolean;
}

export interface WordTable {
  element: Element;
  rows: Element[];
  hasHeaders: boolean;
}

interface RunLook {
  colour: Rgb | null;
  background: Rgb | null;
  halfPoints: number;
  bold: boolean;
  hidden: boolean;
}

/**
 * word/document.xml walked as the analysis walks it (read-docx.ts): the body's paragraphs and tables
 * in document order, through tables, content controls and custom XML; each paragraph's heading
 * level and visible text, each run's colour, size, weight and what is behind it.
 */
export class WordBody {
  readonly paragraphs: WordParagraph[] = [];
  readonly runs: WordRun[] = [];
  readonly tables: WordTable[] = [];
  private readonly defaults: RunLook;

  constructor(
    readonly part: XmlPart,
    private readonly styles: WordStyles,
  ) {
    const defaults = childNamed(childNamed(childNamed(styles.part?.root, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr');
    this.defaults = look({ colour: null, background: null, halfPoints: 20, bold: false, hidden: false }, defaults);
    const body = childNamed(part.root, 'w:body');
    const page = parseHexColour(childNamed(part.root, 'w:background')?.attribs['w:color']) ?? WHITE;
    if (body) this.blocks(body, page);
  }

  private blocks(container: Element, background: Rgb): void {
    for (const element of container.children.filter(isElement)) {
      if (element.name === 'w:p') this.paragraph(element, background);
      else if (element.name === 'w:tbl') this.table(element, background);
      else if (element.name === 'w:sdt') this.blocks(childNamed(element, 'w:sdtContent') ?? element, background);
      else if (element.name === 'w:customXml') this.blocks(element, background);
    }
  }

  private paragraph(element: Element, background: Rgb): void {
    const pPr = childNamed(element, 'w:pPr');
    const styleId = childNamed(pPr, 'w:pStyle')?.attribs['w:val'] ?? this.styles.defaultParagraphStyle;
    let properties = this.defaults;
    let shading: Rgb | null = null;
    for (const style of this.styles.chain(styleId)) {
      properties = look(properties, childNamed(style.element, 'w:rPr'));
      shading = fill(childNamed(childNamed(style.element, 'w:pPr'), 'w:shd')) ?? shading;
    }
    shading = fill(childNamed(pPr, 'w:shd')) ?? shading;
    const direct = childNamed(pPr, 'w:outlineLvl')?.attribs['w:val'];
    const paragraph: WordParagraph = {
      element,
      index: this.paragraphs.length,
      styleId,
      level:
        direct !== undefined ? (Number(direct) <= 8 ? Number(direct) + 1 : null) : this.styles.headingLevel(styleId),
      direct: direct !== undefined,
      text: '',
    };
    this.paragraphs.push(paragraph);
    const runs = this.runs.length;
    this.inline(element, paragraph, properties, shading ?? background);
    paragraph.text = this.runs
      .slice(runs)
      .map((run) => run.text)
      .join('')
      .trim();
  }

  private inline(container: Element, paragraph: WordParagraph, properties: RunLook, background: Rgb): void {
    for (const element of container.children.filter(isElement)) {
      if (element.name === 'w:r') this.run(element, paragraph, properties, background);
      else if (
        ['w:hyperlink', 'w:ins', 'w:smartTag', 'w:fldSimple', 'w:customXml', 'w:dir', 'w:bdo'].includes(element.name)
      ) {
        this.inline(element, paragraph, properties, background);
      } else if (element.name === 'w:sdt') {
        this.inline(childNamed(element, 'w:sdtContent') ?? element, paragraph, properties, background);
      }
    }
  }

  private run(element: Element, paragraph: WordParagraph, inherited: RunLook, background: Rgb): void {
    const rPr = childNamed(element, 'w:rPr');
    let properties = inherited;
    for (const style of this.styles.chain(childNamed(rPr, 'w:rStyle')?.attribs['w:val'])) {
      properties = look(properties, childNamed(style.element, 'w:rPr'));
    }
    properties = look(properties, rPr);
    const text = childrenNamed(element, 'w:t').map(textOf).join('');
    if (!text || properties.hidden) return;
    this.runs.push({
      element,
      paragraph,
      text,
      colour: properties.colour,
      background: properties.background ?? background,
      fontSize: properties.halfPoints / 2,
      bold: properties.bold,
    });
  }

  private table(element: Element, background: Rgb): void {
    const rows = childrenNamed(element, 'w:tr');
    const hasHeaders = rows.some((row) => {
      const header = childNamed(childNamed(row, 'w:trPr'), 'w:tblHeader');
      return header !== undefined && !['0', 'false', 'off'].includes(header.attribs['w:val'] ?? '1');
    });
    this.tables.push({ element, rows, hasHeaders });
    for (const row of rows) {
      for (const cell of childrenNamed(row, 'w:tc')) {
        this.blocks(cell, fill(childNamed(childNamed(cell, 'w:tcPr'), 'w:shd')) ?? background);
      }
    }
  }
}

/** The text of a table row's cells. */
export function rowCells(row: Element): string[] {
  return childrenNamed(row, 'w:tc').map((cell) => textOf(cell));
}

function look(base: RunLook, rPr: Element | undefined): RunLook {
  if (!rPr) return base;
  const colour = childNamed(rPr, 'w:color')?.attribs['w:val'];
  const size = Number(childNamed(rPr, 'w:sz')?.attribs['w:val']);
  const highlight = childNamed(rPr, 'w:highlight')?.attribs['w:val'];
  return {
    colour: colour === undefined ? base.colour : colour === 'auto' ? null : (parseHexColour(colour) ?? base.colour),
    background: parseHexColour(HIGHLIGHT_COLOURS[highlight ?? '']) ?? fill(childNamed(rPr, 'w:shd')) ?? base.background,
    halfPoints: Number.isFinite(size) && size > 0 ? size : base.halfPoints,
    bold: toggle(childNamed(rPr, 'w:b'), base.bold),
    hidden: toggle(childNamed(rPr, 'w:vanish'), base.hidden),
  };
}

function toggle(element: Element | undefined, base: boolean): boolean {
  if (!element) return base;
  return !['0', 'false', 'off'].includes(element.attribs['w:val'] ?? 'true');
}

function fill(shading: Element | undefined): Rgb | null {
  const value = shading?.attribs['w:fill'];
  return value && value !== 'auto' ? parseHexColour(value) : null;
}
