import type { DocumentModel, UnjudgedCheck } from '../../model/document-model.js';

/** At most this many custom elements are named. */
const LISTED_HOSTS = 20;

/**
 * The custom elements (their tag names, which are CSS selectors) whose shadow roots the page's own
 * scripts would attach and fill: an inline script that calls `attachShadow`, and the names it gives
 * `customElements.define`. Scripts never run (read-html.ts), so that content is not there to judge.
 * Null when no inline script attaches a shadow root. `scripts`: the text of each script element.
 */
export function scriptedShadowHosts(scripts: string[]): string[] | null {
  const code = scripts.filter((text) => text.includes('attachShadow'));
  if (code.length === 0) return null;
  const names = new Set<string>();
  for (const text of code) {
    for (const [, name] of text.matchAll(
      /customElements\s*\.\s*define\s*\(\s*['"`]([a-z][a-z0-9._-]*-[a-z0-9._-]*)['"`]/g,
    ))
      names.add(name!);
  }
  return [...names].slice(0, LISTED_HOSTS);
}

/**
 * Contrast on a page whose scripts would put text in shadow roots holds for the rest of the page
 * only: what those roots would show is not judged, and the feedback says so (with the custom
 * elements named, where the script names them) rather than passing it unseen.
 */
export function withScriptedShadowRoots(document: DocumentModel, hosts: string[] | null): DocumentModel {
  if (hosts === null) return document;
  const entry: UnjudgedCheck = {
    check: 'Contrast',
    reason:
      "The page's scripts would attach shadow roots (attachShadow) and fill them; scripts never run here, so " +
      'what they would show is not judged (the rest of the text is)',
    elements: hosts,
  };
  return { ...document, unjudged: [...(document.unjudged ?? []), entry] };
}
