/**
 * Bounds on the work one HTML file may cost, so that a hostile file ends in seconds, refused with a
 * reason (AnalysisError) or judged on less, instead of holding an engine process until its time limit.
 */

/**
 * Elements the parser may create, implied and re-opened ones included; more and the file is
 * refused. A file of 100,000 short paragraphs costs 1.5 s and 540 MB resident; 200,000 took 720 MB
 * of the engine's 768 MB.
 */
export const MAX_HTML_ELEMENTS = 100_000;

/**
 * How deep elements may nest; deeper and the file is refused. parse5 scans its stack of open elements
 * for most tags, so its time grows with the square of the depth: 20,000 nested divs take 3.5 s,
 * 100,000 about 90 s. Browsers' parsers stop nesting at 512 too (Blink, WebKit).
 */
export const MAX_HTML_DEPTH = 512;

/**
 * Style rules in all the document's stylesheets together, one per selector of a selector list,
 * counted before each sheet is parsed; more and the file is refused. Parsing 50,000 costs about
 * 0.8 s and 200 MB; parsing two million (a 4 MB file) would exhaust the engine's memory.
 */
export const MAX_CSS_RULES = 50_000;

/**
 * Work in resolving custom properties (custom-properties.ts): inherited entries copied and
 * characters substituted by var(); more and the file is refused. About 1.5 s of work at the bound;
 * a value that doubles at each of 30 levels would otherwise need gigabytes.
 */
export const MAX_CUSTOM_PROPERTY_WORK = 20_000_000;

/**
 * Guards on matching the rules (cascade.ts), past which later rules are ignored: at most this many
 * rules; this much work in all, counted in candidates tested (times the largest number of siblings
 * for selectors that count siblings: css-select walks them) and declarations applied; this much time.
 */
export const MAX_MATCHED_RULES = 20_000;
export const MATCH_WORK_BUDGET = 20_000_000;
export const MATCH_TIME_BUDGET_MS = 10_000;
