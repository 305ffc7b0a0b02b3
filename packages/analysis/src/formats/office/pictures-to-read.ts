import type { DocumentModel, Figure, PageImage, PageModel } from '../../model/document-model.js';
import type { Area, Box } from '../../model/geometry.js';

/** Bounds on reading the text in an Office file's pictures (OCR costs 0.2–1 s a picture). */
export interface PictureLimits {
  /** At most this many pictures are read per document, in page order; later ones are not. */
  maxPictures: number;
  /** Pictures smaller than this either way (points) hold no line anyone reads: bullets, icons, rules. */
  minSide: number;
}

export const DEFAULT_PICTURE_LIMITS: PictureLimits = { maxPictures: 20, minSide: 12 };

/**
 * The preview's painted pictures whose text is read for Contrast, in page order, at most
 * `maxPictures`, each as much of it as lies on its page. Left out: those under `minSide`;
 * decorative ones (WCAG 1.4.3 asks no contrast of pure decoration), known by the decorative figure
 * locate.ts placed on them; and repeats of one picture at the same place and size (a header's logo
 * on every page), read once.
 */
export function picturesToRead(document: DocumentModel, limits: PictureLimits = DEFAULT_PICTURE_LIMITS): Area[] {
  const decorative = document.figures.filter((figure) => figure.decorative);
  const seen = new Set<string>();
  const pictures: Area[] = [];
  for (const page of document.pages) {
    for (const image of page.images) {
      const box = onPage(image.box, page);
      if (box.x1 - box.x0 < limits.minSide || box.y1 - box.y0 < limits.minSide) continue;
      if (decorative.some((figure) => covers(figure, page.index, box))) continue;
      const key = repeatKey(image);
      if (seen.has(key)) continue;
      seen.add(key);
      if (pictures.length === limits.maxPictures) return pictures;
      pictures.push({ page: page.index, box });
    }
  }
  return pictures;
}

/** What a reader sees of the box: the part on the page. */
function onPage(box: Box, page: PageModel): Box {
  return {
    x0: Math.max(0, box.x0),
    y0: Math.max(0, box.y0),
    x1: Math.min(page.width, box.x1),
    y1: Math.min(page.height, box.y1),
  };
}

/** The figure has an area on the page holding the box's centre. */
function covers(figure: Figure, page: number, box: Box): boolean {
  const x = (box.x0 + box.x1) / 2;
  const y = (box.y0 + box.y1) / 2;
  return figure.location.areas.some(
    (area) => area.page === page && x >= area.box.x0 && x <= area.box.x1 && y >= area.box.y0 && y <= area.box.y1,
  );
}

/** The same picture at the same place: pixel size and box to the point. */
function repeatKey({ box, pixelWidth, pixelHeight }: PageImage): string {
  return [pixelWidth, pixelHeight, box.x0, box.y0, box.x1, box.y1].map(Math.round).join(' ');
}
