import { placement, placementStyle } from './box-placement.js';
import { escapeHtml } from './escape-html.js';
import type { Snippet } from '@app/content-contract';
import type { PageView } from './report-model.js';

/**
 * Something drawn on a page: a check's box (a snippet) or a change of the fixed copy. Both are
 * placed, labelled and made focusable the same way; only their look (`kind`) and tag differ.
 */
export interface PageMark {
  /** The CSS class: `box` (a problem) or `change` (a fix). */
  kind: 'box' | 'change';
  id: string;
  check: string;
  area: Snippet;
  /** What a screen reader says of it: the text equivalent of seeing it. */
  label: string;
  /** The short text drawn on its edge (a box's number, "1 fixed"). */
  tag: string;
  /** Further classes (`needs-review`). */
  modifiers?: string[];
}

/**
 * One mark over its page's picture, in percent of the page (`data-place`, and a style attribute
 * for a static file). The viewer inserts it where a strict CSP allows no style attribute, and
 * `applyPlacements` positions it.
 */
export function renderMark(mark: PageMark, page: PageView, inlineStyles: boolean): string {
  const place = placement(mark.area, page);
  const classes = [mark.kind, ...(mark.modifiers ?? [])].join(' ');
  return `<div class="${classes}" id="${escapeHtml(mark.id)}" data-check="${escapeHtml(mark.check)}" tabindex="-1" role="img" aria-label="${escapeHtml(mark.label)}" data-place="${place.left} ${place.top} ${place.width} ${place.height}"${inlineStyles ? ` style="${placementStyle(place)}"` : ''}><span class="${mark.kind}-tag" aria-hidden="true">${escapeHtml(mark.tag)}</span></div>`;
}
