import type { NotAnalysed, Unjudged, UnjudgedCheck } from '@app/content-contract';
import type { FileType } from './file-type.js';
import type { Area, Box, Location } from './geometry.js';

/** sRGB, each channel 0..255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * One file as the checks see it, whatever its format. Format adapters (formats/<format>/) build
 * it; checks (checks/<check>/) only read it. Fields a format cannot know are null or empty, and the
 * checks that need them then do not apply.
 */
export interface DocumentModel {
  fileType: FileType;
  metadata: DocumentMetadata;
  pages: PageModel[];
  /**
   * The logical structure (PDF tags), or null for a PDF without a structure tree. Formats whose
   * structure is intrinsic (Office, HTML) set `{ present: true, ... }` or leave it null: Tagged
   * applies to PDF only.
   */
  structure: StructureSummary | null;
  headings: Heading[];
  tables: Table[];
  /** Images and figures that may need a text alternative; artifacts/decorative ones included, flagged. */
  figures: Figure[];
  /** Animated content flashes more than three times in a second (WCAG 2.3.1); absent means false. */
  isSeizureInducing?: boolean;
  /** Parts of the file left out of the analysis on purpose, and why; absent means none. */
  notAnalysed?: NotAnalysed[];
  /**
   * What the analysis could not judge, and why: checks a stage could not finish for (its work
   * ceiling was reached: OCR for Scanned), which are absent from the results while the rest still
   * count; and pages past the page limit, which no check has seen.
   */
  unjudged?: Unjudged[];
}

// What was not judged or not analysed is reported as is: its shapes are the feedback's (@app/content-contract).
export type { NotAnalysed, Unjudged, UnjudgedCheck, UnjudgedPages } from '@app/content-contract';

export const isUnjudgedCheck = (entry: Unjudged): entry is UnjudgedCheck => 'check' in entry;

export interface DocumentMetadata {
  /** The title as stored (dc:title first, then the Info dictionary's Title), trimmed; null if none. */
  title: string | null;
  /** The declared document language, as stored (catalog /Lang, html lang, ...); null if none. */
  language: string | null;
}

export interface PageModel {
  /** Zero-based. */
  index: number;
  /** Size in PDF points. */
  width: number;
  height: number;
  textRuns: TextRun[];
  /** Painted raster images, in page space. */
  images: PageImage[];
  /**
   * The page looks like a picture of a page (raster over most of it, no real text): a candidate
   * for Scanned, which OCR decides. Absent: false.
   */
  looksScanned?: boolean;
  /**
   * What OCR read on a page that looks scanned, when the page was among those read (Scanned reads
   * a sample of them: formats/pdf/scan-sample.ts); null otherwise.
   */
  ocr: OcrEvidence | null;
}

/** A run of text with one font, size and colour, on one line. */
export interface TextRun {
  text: string;
  box: Box;
  /** Font size in points, as rendered (text matrix and CTM applied). */
  fontSize: number;
  bold: boolean;
  /** The fill colour the text is painted with; null if unknown. */
  colour: Rgb | null;
  /** The colour behind the run, measured on the rendered page; null if not rendered. */
  background: Rgb | null;
  /** Where `background` comes from when it is not what lies behind (HTML: `"text-shadow halo"`). Absent: behind. */
  backgroundSource?: string;
  /** Painted invisibly (render mode 3, e.g. an OCR layer) or clipped away. */
  invisible: boolean;
  /** Marked as an artifact (page furniture), so not real content. */
  artifact: boolean;
  /** Inside marked content tied to the structure tree. */
  tagged: boolean;
  /**
   * The language that applies to the run if one is declared for it other than the document's (PDF: the
   * Lang of its marked content, else of its nearest structure element).
   */
  language: string | null;
  /**
   * Where to point a snippet when that is not (only) `box` on this page: an Office run's place in the
   * PDF preview, or an HTML line with no place on the preview (its element's CSS selector alone).
   */
  location?: Location;
  /**
   * The HTML element the run is a line of (a CSS selector), for snippets: the run is there and at
   * `box` on its page (commons/locations.ts). Not a `location` of its own: a long page has a hundred
   * thousand lines, and that was 145 bytes each.
   */
  selector?: string;
  /**
   * Read by OCR from a picture (an image file, a picture in an Office document): a reader sees it,
   * so Contrast judges it, but it is no text of the document (assistive technology cannot read it),
   * so the checks of the document's text (its language, its length) leave it out. Absent: false.
   */
  recognised?: boolean;
}

export interface PageImage {
  box: Box;
  /** Pixel size of the image data. */
  pixelWidth: number;
  pixelHeight: number;
  artifact: boolean;
}

export interface OcrEvidence {
  /** Words recognised with reasonable confidence. */
  words: number;
  /** Mean word confidence 0..100. */
  confidence: number;
  /** The recognised text (for language detection and the CLI), at most a few thousand characters. */
  text: string;
}

export interface StructureSummary {
  /** The structure tree exists and has content. */
  present: boolean;
  /** The catalog's MarkInfo says /Marked true. */
  marked: boolean;
}

/** `level` 1..n (Hn, outline level, h1–h6, aria-level); null for an unnumbered heading (PDF `H`). */
export interface Heading {
  level: number | null;
  text: string;
  location: Location;
}

export interface Table {
  /** Data cells are associated with header cells (TH, Scope, Headers/IDs, header rows, th, ...). */
  hasHeaders: boolean;
  location: Location;
}

export interface Figure {
  /** The text alternative (Alt, ActualText, alt, description), trimmed; null or '' when absent. */
  alternativeText: string | null;
  /** Marked decorative (artifact, role=presentation, empty alt, decorative flag): needs no alternative. */
  decorative: boolean;
  location: Location;
  /**
   * The language of its text alternative when one other than the document's is declared for it
   * (HTML: the nearest `lang`); absent or null: the document's.
   */
  language?: string | null;
}

export type { Area, Box, Location };
