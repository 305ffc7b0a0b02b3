import type { FileType } from '../../src/formats/file-types.js';
import type {
  DocumentModel,
  Figure,
  Heading,
  OcrEvidence,
  PageModel,
  Rgb,
  StructureSummary,
  Table,
  TextRun,
} from '../../src/model/document-model.js';
import type { Box, Location } from '../../src/model/geometry.js';

/**
 * Small synthetic document models for the checks and the scorer: every field has a plain default
 * (an A4 page, black 12 pt text on white, tagged), so each test states only what it is about.
 */

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

export function run(text: string, overrides: Partial<TextRun> = {}): TextRun {
  return {
    text,
    box: { x0: 72, y0: 72, x1: 72 + 6 * text.length, y1: 84 },
    fontSize: 12,
    bold: false,
    colour: BLACK,
    background: WHITE,
    invisible: false,
    artifact: false,
    tagged: true,
    language: null,
    ...overrides,
  };
}

export function page(textRuns: TextRun[] = [], overrides: Partial<PageModel> = {}): PageModel {
  return { index: 0, width: 595, height: 842, textRuns, images: [], ocr: null, ...overrides };
}

export function ocr(overrides: Partial<OcrEvidence> = {}): OcrEvidence {
  return { words: 250, confidence: 90, text: '', ...overrides };
}

export function at(page: number, box: Box = { x0: 72, y0: 72, x1: 300, y1: 90 }): Location {
  return { areas: [{ page, box }] };
}

export function heading(level: number | null, text = `Heading ${level ?? ''}`, location = at(0)): Heading {
  return { level, text, location };
}

export function table(hasHeaders: boolean, location = at(0)): Table {
  return { hasHeaders, location };
}

export function figure(alternativeText: string | null, overrides: Partial<Figure> = {}): Figure {
  return { alternativeText, decorative: false, location: at(0), ...overrides };
}

export const TAGGED: StructureSummary = { present: true, marked: true };

export interface DocumentOptions extends Partial<Omit<DocumentModel, 'metadata'>> {
  title?: string | null;
  language?: string | null;
}

/** A one-page PDF titled "Annual report", in English, tagged, with nothing on it unless asked. */
export function documentModel({
  title = 'Annual report',
  language = 'en',
  ...rest
}: DocumentOptions = {}): DocumentModel {
  const pages = (rest.pages ?? [page()]).map((p, index) => ({ ...p, index }));
  return {
    fileType: 'pdf' as FileType,
    structure: TAGGED,
    headings: [],
    tables: [],
    figures: [],
    ...rest,
    pages,
    metadata: { title, language },
  };
}

/** One page per text, each text as a single visible run. */
export function textDocument(texts: string[], options: DocumentOptions = {}): DocumentModel {
  return documentModel({ ...options, pages: texts.map((text) => page([run(text)])) });
}
