/**
 * What the report view needs beyond the API's `feedback` object, whose shapes are
 * @app/content-contract's (a package of types that depends on nothing, as this one: the browser
 * bundle and the Node CLI both import it).
 */

export type Severity = 'severe' | 'major' | 'minor';

/** A check's metadata (the engine's `CheckDefinition` without its evaluate function). */
export interface CheckInfo {
  name: string;
  severity: Severity;
  description: string;
  references: readonly string[];
}

/** PDF points for PDFs and PDF previews; pixels for images (as the API reports them). */
export type Unit = 'pt' | 'px';

/** One page as shown: its size in `Unit`s and the HTML that paints it (an <img> or a <canvas>). */
export interface PageView {
  /** Zero-based, as snippets count pages. */
  index: number;
  width: number;
  height: number;
  media: string;
}
