/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { RawFigure, RawHeading, RawStructure, RawTable } from '../raw-page.js';
import type { PageHelpers } from './page-helpers.js';
import type { Slices } from './slices.js';

/**
 * Runs IN THE PAGE, after installPageHelpers and showSlice: the title, the declared language, and
 * the headings, data tables and images of the shown slice (in-page/slices.ts: its roots, and the
 * elements around them no slice before showed) as assistive technology meets them, in document
 * order. Only what is in the document counts: `<template>` content is not (the DOM does not descend
 * into it).
 */
export function readStructure(): RawStructure {
  const { roleOf, nameOf, exposed, rectOf, selectorOf, idCounts, slices, shadowRoots, composedContains } = (
    globalThis as unknown as { __a11y: PageHelpers & { slices: Slices } }
  ).__a11y;
  const matching = (selector: string): Element[] => {
    const found: Element[] = slices.newAncestors().filter((element) => element.matches(selector));
    const around = found.length;
    for (const root of slices.roots()) {
      if (root.nodeType !== Node.ELEMENT_NODE) continue;
      if ((root as Element).matches(selector)) found.push(root as Element);
      found.push(...(root as Element).querySelectorAll(selector));
      // Open shadow trees of the slice's hosts (querySelectorAll does not enter them), after the light tree.
      for (const shadowRoot of shadowRoots)
        if (composedContains(root, shadowRoot.host)) found.push(...shadowRoot.querySelectorAll(selector));
    }
    // The ancestors come before their descendants, but may follow roots of the slice before them.
    if (around > 0) found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return found;
  };
  // Title: document.title's rule (HTML, "the title element"): the first HTML <title> in the document
  // in tree order, wherever the parser put it (one it left in the body is the title in every browser);
  // not one in <template> content (not in the document) nor an SVG <title> (it names the drawing).
  // Its text, ASCII white space stripped and collapsed.
  const title = document.title || null;
  // Language: html[lang]. In a text/html document `xml:lang` alone sets nothing (HTML 3.2.6.2).
  const language = document.documentElement.getAttribute('lang')?.trim() || null;

  const headings: RawHeading[] = [];
  for (const element of matching('h1, h2, h3, h4, h5, h6, [role]')) {
    if (roleOf(element) !== 'heading' || !exposed(element)) continue;
    const ariaLevel = Number.parseInt(element.getAttribute('aria-level') ?? '', 10);
    const tagLevel = /^h([1-6])$/.exec(element.localName)?.[1];
    const level = ariaLevel >= 1 ? ariaLevel : tagLevel ? Number(tagLevel) : 2;
    headings.push({ level, text: nameOf(element), selector: selectorOf(element), rect: rectOf(element) });
  }

  const tables: RawTable[] = [];
  const TABLE_ROLES = ['table', 'grid', 'treegrid'];
  const ids = new Set(idCounts.keys());
  for (const element of matching('table, [role]')) {
    if (!TABLE_ROLES.includes(roleOf(element) ?? '') || !exposed(element)) continue;
    const cells = [...element.querySelectorAll('th, td, [role]')].filter((cell) => {
      const owner = cell.parentElement?.closest('table, [role=table], [role=grid], [role=treegrid]');
      return owner === element;
    });
    const hasHeaders = cells.some((cell) => {
      const role = roleOf(cell);
      if (role === 'columnheader' || role === 'rowheader') return true;
      if (cell.localName === 'th' && role !== 'presentation' && role !== 'none') return true;
      if (cell.localName === 'td' && /^(row|col|rowgroup|colgroup)$/i.test(cell.getAttribute('scope')?.trim() ?? ''))
        return true;
      const headers = cell.getAttribute('headers')?.trim().split(/\s+/).filter(Boolean) ?? [];
      return headers.length > 0 && headers.every((id) => ids.has(id));
    });
    tables.push({ hasHeaders, selector: selectorOf(element), rect: rectOf(element) });
  }

  const figures: RawFigure[] = [];
  for (const element of matching('img, input, area, [role]')) {
    const role = roleOf(element);
    const isImage = element.localName === 'img' || role === 'img' || role === 'image';
    const isImageInput =
      element.localName === 'input' && element.getAttribute('type')?.trim().toLowerCase() === 'image';
    const isArea = element.localName === 'area' && element.hasAttribute('href');
    if (!isImage && !isImageInput && !isArea) continue;
    // An image whose role resolves to presentation/none (alt="", or role=none on an image that is
    // not focusable and has no global ARIA attribute) or that assistive technology never meets
    // needs no alternative.
    const decorative = role === 'presentation' || role === 'none' || !exposed(element);
    // An image button without a name of its author's gets the browser's "Submit" (HTML-AAM): no alternative.
    const authored =
      !isImageInput || ['alt', 'aria-label', 'aria-labelledby', 'title'].some((name) => element.hasAttribute(name));
    figures.push({
      alternativeText: authored ? nameOf(element) : '',
      decorative,
      language: element.closest('[lang]')?.getAttribute('lang')?.trim() ?? null,
      selector: selectorOf(element),
      rect: rectOf(element),
    });
  }

  return { title, language, headings, tables, figures };
}
