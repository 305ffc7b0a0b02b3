/**
 * What the report view needs, shaped like the API's `feedback` object (docs/accessibility-api.md)
 * but declared here so that this package depends on nothing: the browser bundle and the Node CLI
 * both import it.
 */

export type Severity = 'severe' | 'major' | 'minor';

/** An area with an issue: zero-based page; x0..y1 from the top left, in `Unit`s; `selector` for HTML. */
export interface ReportSnippet {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  selector?: string;
}

export interface ReportCheckResult {
  score: number;
  snippets?: ReportSnippet[];
  detectedLanguage?: string;
}

export interface ReportFeedback {
  score: number;
  visibility: string;
  report: {
    results: Partial<Record<string, ReportCheckResult>>;
    suggestions: Partial<Record<string, number>>;
    notAnalysed?: Array<{ part: string; target: string }>;
    /** A check not judged, or pages past the page limit (1-based) that no result covers. */
    notJudged?: Array<{ check: string; reason: string } | { pages: { from: number; to: number }; reason: string }>;
  };
}

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
