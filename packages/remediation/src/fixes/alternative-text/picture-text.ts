import type { DocumentModel } from '@app/analysis';

type Box = { x0: number; y0: number; x1: number; y1: number };
type Figure = DocumentModel['figures'][number];

/** A line of text read in a picture, in the picture's coordinates (or the page's, with the picture's box). */
export interface TextLine {
  text: string;
  box: Box;
}

/** A picture of text has at least this many words: fewer is a label on a chart or a photo. */
export const MIN_WORDS = 3;
/**
 * ...and its lines cover at least this share of it: lines of printed text fill a third to a half of
 * a picture of text, the labels of a chart or a diagram a tenth or less.
 */
export const MIN_TEXT_SHARE = 0.2;

/**
 * The text of a picture that is mostly text, as OCR read it (lines kept at the analysis' line
 * confidence), joined in reading order; null when the picture holds too few words or they cover
 * too little of it to be "a picture of text". The words are the file's, never invented.
 */
export function pictureOfText(lines: TextLine[], picture: Box): string | null {
  const area = (box: Box) => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);
  const whole = area(picture);
  if (whole <= 0) return null;
  const covered = lines.reduce((sum, line) => sum + area(intersection(line.box, picture)), 0);
  const text = lines
    .map((line) => line.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length < MIN_WORDS || !/\p{L}{2}/u.test(text) || covered / whole < MIN_TEXT_SHARE) return null;
  return text;
}

/**
 * The text the analysis' OCR read in a figure of an Office file: the recognised runs (one per line)
 * it placed on the preview inside the figure's area, judged as a picture of text.
 */
export function figureText(document: DocumentModel, figure: Figure): string | null {
  const area = figure.location.areas[0];
  if (!area) return null;
  const page = document.pages.find((candidate) => candidate.index === area.page);
  const inside = (box: Box) => {
    const x = (box.x0 + box.x1) / 2;
    const y = (box.y0 + box.y1) / 2;
    return x >= area.box.x0 && x <= area.box.x1 && y >= area.box.y0 && y <= area.box.y1;
  };
  const lines = (page?.textRuns ?? [])
    .filter((run) => run.recognised && inside(run.box))
    .map((run) => ({ text: run.text, box: run.box }));
  return pictureOfText(lines, area.box);
}

function intersection(a: Box, b: Box): Box {
  return { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
}

/**
 * The model's figures, one for each of the file's figures (read in the analysis' order), when
 * they are the same: as many, with the same text alternatives. Null otherwise: a figure's place,
 * and so the text read in it, cannot then be told for certain.
 */
export function alignedFigures(document: DocumentModel, alternatives: (string | null)[]): Figure[] | null {
  const same = (a: string | null | undefined, b: string | null) =>
    (a ?? '').replace(/\s+/g, ' ').trim() === (b ?? '').replace(/\s+/g, ' ').trim();
  const figures = document.figures;
  if (figures.length !== alternatives.length) return null;
  return figures.every((figure, i) => same(figure.alternativeText, alternatives[i]!)) ? figures : null;
}
