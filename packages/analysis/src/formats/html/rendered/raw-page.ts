/** A rectangle in CSS pixels of the laid-out document (origin at its top left). */
export interface RawRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of a text node as the browser laid it out. */
export interface RawLine extends RawRect {
  /** The characters of the text node on this line (split by width where the browser does not say). */
  text: string;
  /** Something is painted over the line's middle (an overlapping element): no reader sees it (in-page/read-band.ts). */
  covered: boolean;
  /** The one colour behind the line when the page leaves no doubt (in-page/plain-backgrounds.ts); null: read from pixels. */
  plain: [number, number, number] | null;
}

export interface RawTextRun {
  selector: string;
  lines: RawLine[];
  /** The text's fill colour as sRGB and alpha (computed `-webkit-text-fill-color`, i.e. `color` unless set). */
  colour: [number, number, number, number] | null;
  /** The product of `opacity` of the element and its ancestors. */
  opacity: number;
  fontSizePx: number;
  fontWeight: number;
  /** Computed `text-shadow` (`none` or a list of `rgb(...) x y blur`). */
  textShadow: string;
  /** `lang` of the nearest element declaring one. */
  language: string | null;
  /** Clipped away, transparent or too small to read: present for assistive technology, not seen. */
  invisible: boolean;
  /** Only glyphs of the Private Use Areas, an icon font's pictures (see in-page/read-text-runs.ts): not text to judge. */
  icon: boolean;
  /**
   * Part of an inactive user interface component (a disabled control, `aria-disabled="true"`):
   * WCAG 1.4.3 asks nothing of its contrast (ACT afw4f7 leaves it out); it stays text for its language.
   */
  inactive: boolean;
}

export interface RawElement {
  selector: string;
  rect: RawRect | null;
}

export interface RawHeading extends RawElement {
  level: number;
  text: string;
}

export interface RawTable extends RawElement {
  hasHeaders: boolean;
}

export interface RawFigure extends RawElement {
  alternativeText: string;
  decorative: boolean;
  /** `lang` of the nearest element declaring one (its alternative's language). */
  language: string | null;
}

/** What in-page/read-structure.ts reads from the rendered document. */
export interface RawStructure {
  title: string | null;
  language: string | null;
  headings: RawHeading[];
  tables: RawTable[];
  figures: RawFigure[];
}
