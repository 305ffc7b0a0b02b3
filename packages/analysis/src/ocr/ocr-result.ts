import type Tesseract from 'tesseract.js';
import type { OcrEvidence } from '../model/document-model.js';
import { isReadableWord } from './word-filter.js';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  confidence: number;
  /** In the caller's raster pixels. */
  box: OcrBox;
}

export interface OcrLine {
  /** The whole line as recognised. */
  text: string;
  confidence: number;
  /** In the caller's raster pixels. */
  box: OcrBox;
  /** The line's readable words (those counted in the evidence). */
  words: OcrWord[];
}

export interface OcrResult extends OcrEvidence {
  /** Lines holding at least one readable word, in reading order. */
  lines: OcrLine[];
  /** The tesseract language the text was read in ('fra'). */
  language: string;
}

/** Longest `text` in a result. */
export const MAX_TEXT_LENGTH = 5000;

/** Where the recognised image sits in the caller's pixels. */
export interface PixelMapping {
  scaleX: number;
  scaleY: number;
  width: number;
  height: number;
}

export function emptyResult(language: string): OcrResult {
  return { words: 0, confidence: 0, text: '', lines: [], language };
}

/** Counts the readable words of a tesseract page and maps boxes back to the caller's pixels. */
export function buildResult(page: Tesseract.Page, mapping: PixelMapping, language: string): OcrResult {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .map((word) => ({ text: word.text.trim(), confidence: word.confidence, box: mapBox(word.bbox, mapping) }))
          .filter((word) => isReadableWord(word.text, word.confidence));
        if (words.length === 0) continue;
        lines.push({ text: line.text.trim(), confidence: line.confidence, box: mapBox(line.bbox, mapping), words });
      }
    }
  }
  return resultOfLines(lines, language);
}

/** The evidence of lines read in `language`: their readable words, counted, their mean confidence, their text. */
export function resultOfLines(lines: OcrLine[], language: string): OcrResult {
  const words = lines.flatMap((line) => line.words);
  const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  const text = lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
  return { words: words.length, confidence: Math.round(confidence * 10) / 10, text: truncate(text), lines, language };
}

function mapBox(box: Tesseract.Bbox, { scaleX, scaleY, width, height }: PixelMapping): OcrBox {
  const x = (v: number) => Math.min(width, Math.max(0, Math.round(v * scaleX)));
  const y = (v: number) => Math.min(height, Math.max(0, Math.round(v * scaleY)));
  return { x0: x(box.x0), y0: y(box.y0), x1: x(box.x1), y1: y(box.y1) };
}

/** Cuts at the last whitespace before the limit (or at the limit), never inside a surrogate pair. */
function truncate(text: string): string {
  if (text.length <= MAX_TEXT_LENGTH) return text;
  let cut = text.slice(0, MAX_TEXT_LENGTH);
  const space = cut.search(/\s\S*$/u);
  if (space > MAX_TEXT_LENGTH - 100) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]$/u.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
