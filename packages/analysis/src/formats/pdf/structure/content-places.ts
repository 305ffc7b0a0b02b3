import type { Box } from '../../../model/geometry.js';
import type { PaintedImage } from '../content-walk.js';
import { unionBox, type Matrix } from '../matrix.js';
import type { TextItem } from '../text-items.js';

/** Where one marked content is on its page, and the text it shows. */
export interface ContentPlace {
  /** The union of its text items and of the paths and images it paints; null when it shows nothing. */
  box: Box | null;
  text: string;
  /** A blank item or a line end came before its first item: it joins the text before it with a space. */
  spaceBefore: boolean;
}

/** What one page shows of the structure's content: what the document's elements are placed on. */
export interface PageContent {
  index: number;
  /** pdf.js's id of the page object ('12R'): what /Pg and the content ids name. */
  ref: string;
  width: number;
  height: number;
  /** From PDF user space to top-left page points: for Layout BBoxes. */
  viewportTransform: Matrix;
  places: Map<string, ContentPlace>;
  images: PaintedImage[];
}

/** The places of a page's marked content by content id, from its text items and what it painted. */
export function contentPlaces(items: TextItem[], markedBoxes: ReadonlyMap<string, Box>): Map<string, ContentPlace> {
  const places = new Map<string, ContentPlace>();
  for (const item of items) {
    if (item.contentId === null) continue;
    const place = places.get(item.contentId);
    if (!place) {
      places.set(item.contentId, { box: item.box, text: item.str, spaceBefore: item.spaceBefore });
      continue;
    }
    place.box = place.box ? unionBox(place.box, item.box) : item.box;
    place.text += (item.spaceBefore ? ' ' : '') + item.str;
  }
  for (const [id, box] of markedBoxes) {
    const place = places.get(id);
    if (place) place.box = place.box ? unionBox(place.box, box) : box;
    else places.set(id, { box, text: '', spaceBefore: false });
  }
  return places;
}
