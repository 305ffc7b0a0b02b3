import type { Figure, PageImage } from '../../model/document-model.js';
import type { PaintedImage } from './content-walk.js';

// Smaller images (bullets, rules, spacers, bitmap glyphs) are not pictures anyone would describe.
export const MIN_FIGURE_SIDE = 8;

export function toPageImages(images: PaintedImage[]): PageImage[] {
  return images.map(({ box, pixelWidth, pixelHeight, artifact }) => ({ box, pixelWidth, pixelHeight, artifact }));
}

/**
 * Figures for the page's images that the structure does not describe. Without a structure tree, every
 * image is one (decorative if marked as an artifact). With one, artifacts are not figures, images
 * inside a Figure or Formula element are that element's, and any other image is real content without
 * a text alternative.
 */
export function imageFigures(
  page: number,
  images: PaintedImage[],
  structure: { tagged: boolean; figureContentIds: ReadonlySet<string> },
): Figure[] {
  const figures: Figure[] = [];
  for (const image of images) {
    const { box } = image;
    if (box.x1 - box.x0 < MIN_FIGURE_SIDE || box.y1 - box.y0 < MIN_FIGURE_SIDE) continue;
    if (structure.tagged) {
      if (image.artifact) continue;
      if (image.contentId !== null && structure.figureContentIds.has(image.contentId)) continue;
    }
    figures.push({
      alternativeText: null,
      decorative: !structure.tagged && image.artifact,
      location: { areas: [{ page, box }] },
    });
  }
  return figures;
}
