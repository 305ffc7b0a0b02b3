/// <reference lib="dom" />
import type { PageHelpers } from './page-helpers.js';

/**
 * Runs IN THE PAGE, after installPageHelpers: adds `css` to every open shadow root (a document's
 * style does not reach into them) as an adopted style sheet, which leaves their children as they
 * are; `css` null takes it out again. Used to hide the text of shadow trees while the backgrounds
 * are photographed (sample-backgrounds.ts).
 */
export function styleShadowRoots(css: string | null): void {
  const a11y = (globalThis as unknown as { __a11y: PageHelpers & { shadowSheet?: CSSStyleSheet } }).__a11y;
  if (a11y.shadowRoots.length === 0) return;
  const sheet = (a11y.shadowSheet ??= new CSSStyleSheet());
  for (const root of a11y.shadowRoots) {
    const others = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    root.adoptedStyleSheets = css === null ? others : [...others, sheet];
  }
  if (css !== null) sheet.replaceSync(css);
}
