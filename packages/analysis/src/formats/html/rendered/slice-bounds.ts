/**
 * How much of a page the browser lays out at a time. A page within these bounds is rendered whole,
 * as a browser shows it; a longer one is judged in slices of its render tree (in-page/slices.ts),
 * each within them, so that the browser's memory follows the slice, not the page. Counted in work
 * (elements and characters of text), never in time: which slice a line falls in, and so every
 * verdict, is the same however busy the machine is.
 */
export interface SliceBounds {
  /** Elements of the body in one slice. */
  maxElements: number;
  /** Characters of text (text nodes, white space included) in one slice. */
  maxCharacters: number;
}

/**
 * Laying out costs the browser about 30 MB per MB of text and 10 to 30 MB per thousand elements
 * (shaped glyphs, layout objects; the readers and the print add as much again): the 10 MB article of
 * issue 27 needed more than the browser's 1,024 MB whole, a page of 15,000 links 931 MB. Slices of
 * 6,000 elements and 400,000 characters (about 130 printed pages of prose) keep the browser near
 * 700 MB on that article (160 MB of it the whole page's DOM, hidden, and axe-core's tree of it) and
 * near 650 MB on a 2 MB page of 20,000 links. Smaller slices would cost more time than they save
 * memory (each is laid out, printed and garbage-collected on its own); larger ones would cut fewer
 * pages, at 25 MB more for every thousand elements.
 */
export const DEFAULT_SLICE_BOUNDS: SliceBounds = { maxElements: 6_000, maxCharacters: 400_000 };
