import { automaticColour } from './colours.js';
import type { Rgb, TextRun } from '../../model/document-model.js';

/**
 * What an Office file says about itself, read from its XML: the facts the model is built from, before
 * they are placed on the PDF preview's pages (locate.ts).
 */
export interface OfficeContent {
  title: string | null;
  language: string | null;
  /** Text as the XML styles it, without a place on a page (`box` is empty). */
  runs: TextRun[];
  headings: { level: number | null; text: string }[];
  /** `text`: the first non-empty cell's text, by which the table is found on the preview. */
  tables: { hasHeaders: boolean; text: string }[];
  figures: { alternativeText: string | null; decorative: boolean }[];
  /** A spreadsheet's cells with text (about: a cell of two looks counts twice), which its preview's length follows. */
  cells?: number;
}

export { BLACK, WHITE } from './colours.js';

export interface RunStyle {
  fontSize: number;
  bold: boolean;
  /** null: "automatic" (Word's auto, ODF's use-window-font-color): black or white against the background. */
  colour: Rgb | null;
  background: Rgb | null;
  language: string | null;
  invisible?: boolean;
}

/** What Word (w:rPr) and OpenDocument (style:text-properties) both say of a run's text. */
export interface TextProperties {
  fontSize: number;
  bold: boolean;
  colour: Rgb | null;
  /** Shading or highlight behind the run; null: whatever is behind its paragraph. */
  background: Rgb | null;
  language: string | null;
  hidden: boolean;
}

/** A text run styled by its properties, over `background` where it has no background of its own. */
export function styledRun(
  text: string,
  properties: TextProperties,
  background: Rgb,
  documentLanguage: string | null,
): TextRun {
  const { fontSize, bold, colour, language, hidden } = properties;
  const style = {
    fontSize,
    bold,
    colour,
    background: properties.background ?? background,
    language,
    invisible: hidden,
  };
  return xmlRun(text, style, documentLanguage);
}

/** A text run from the XML: no box, not an artifact. `language` only when it differs from the document's. */
export function xmlRun(text: string, style: RunStyle, documentLanguage: string | null): TextRun {
  const language =
    style.language && style.language.toLowerCase() !== documentLanguage?.toLowerCase() ? style.language : null;
  return {
    text,
    box: { x0: 0, y0: 0, x1: 0, y1: 0 },
    fontSize: style.fontSize,
    bold: style.bold,
    colour: style.colour ?? automaticColour(style.background),
    background: style.background,
    invisible: style.invisible ?? false,
    artifact: false,
    tagged: true,
    language,
  };
}

/**
 * The text a reader meets in `runs`: hidden text (Word's w:vanish, ODF's text:display="none") left
 * out, as LibreOffice's PDF and a screen reader leave it out. A heading of hidden text is no heading.
 */
export function visibleText(runs: readonly TextRun[], separator = ''): string {
  return runs
    .filter((run) => !run.invisible)
    .map((run) => run.text)
    .join(separator);
}

/** Collapses white space, for comparing text. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
