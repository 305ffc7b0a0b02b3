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
 * Markup longer than this is scanned this much at a time, with garbage collected between
 * (markup/scan-markup.ts), and the scan's garbage is collected before it goes to the browser
 * (rendered/render-html.ts): left to V8's own schedule, a 10 MB page's scan took 95 to 130 MB more
 * resident memory instead of 60, and more again as it was sent.
 */
export const MARKUP_CHUNK_CHARACTERS = 1 << 20;
