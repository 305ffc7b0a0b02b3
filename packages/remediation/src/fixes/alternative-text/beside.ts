import { captionText } from './caption.js';

/** A shape's box on its slide (or sheet), in the file's own unit. */
export interface ShapeBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A text shape of the same slide, its paragraphs' text. */
export interface TextShape {
  box: ShapeBox | null;
  paragraphs: string[];
}

/** A caption is "right next to" a picture when the gap between them is at most 1 cm either way. */
export const CAPTION_REACH_CM = 1;

/**
 * The caption beside each picture of a slide: a text shape holding a "Figure n: ..." paragraph
 * whose box lies within `reach` of the picture's, each caption given to the picture nearest it
 * (and a picture with two, the nearer one). Null for a picture without: a caption elsewhere on the
 * slide may name another picture, so it is not guessed at.
 */
export function captionsBeside(pictures: (ShapeBox | null)[], shapes: TextShape[], reach: number): (string | null)[] {
  const captions: { text: string; gap: number }[] = pictures.map(() => ({ text: '', gap: Infinity }));
  for (const shape of shapes) {
    const text = shape.paragraphs.map(captionText).find((found) => found !== null);
    if (!text || !shape.box) continue;
    let nearest = -1;
    let gap = Infinity;
    for (const [i, picture] of pictures.entries()) {
      const distance = picture ? gapBetween(picture, shape.box) : Infinity;
      if (distance <= reach && distance < gap) [nearest, gap] = [i, distance];
    }
    if (nearest >= 0 && gap < captions[nearest]!.gap) captions[nearest] = { text, gap };
  }
  return captions.map(({ text }) => text || null);
}

/** The larger of the horizontal and vertical gaps between two boxes (0 when they touch or overlap). */
function gapBetween(a: ShapeBox, b: ShapeBox): number {
  const horizontal = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
  const vertical = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
  return Math.max(horizontal, vertical);
}
