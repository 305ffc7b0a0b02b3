/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { RawFigure, RawHeading, RawLine, RawPage, RawRect, RawTable, RawTextRun } from './raw-page.js';

/**
 * Runs IN THE PAGE (page.evaluate serialises it): it must use nothing from outside its own body.
 * Reads what the checks need from the browser's own computations, after axe-core was injected:
 * roles (with the presentational-role conflict rule: a focusable image stays an image) and
 * accessible names by accname/HTML-AAM come from axe-core's commons, visibility to assistive
 * technology too; computed styles and the layout come from the browser. Only what is in the
 * document counts: `<template>` content is not (the DOM does not descend into it).
 */
export function readRenderedPage(limits: { maxRuns: number }): RawPage {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const axe = (globalThis as any).axe;
  axe.setup(document);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const virtual = (element: Element): any => axe.utils.getNodeFromTree(element);
  const roleOf = (element: Element): string | null => axe.commons.aria.getRole(virtual(element)) ?? null;
  const nameOf = (element: Element): string =>
    String(axe.commons.text.accessibleTextVirtual(virtual(element)) ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  const exposed = (element: Element): boolean => axe.commons.dom.isVisibleToScreenReaders(virtual(element));
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const rectOf = (element: Element): RawRect | null => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 && box.height <= 0) return null;
    return { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
  };

  // Selectors: #id when unique, else a child path from the nearest such ancestor, or from body.
  const idCounts = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    idCounts.set(element.id, (idCounts.get(element.id) ?? 0) + 1);
  const selectors = new Map<Element, string>();
  const suffixes = new Map<Element, Map<Element, string>>();
  const selectorOf = (element: Element): string => {
    const known = selectors.get(element);
    if (known !== undefined) return known;
    let selector: string;
    const parent = element.parentElement;
    if (element.id && idCounts.get(element.id) === 1) selector = `#${CSS.escape(element.id)}`;
    else if (!parent || ['html', 'head', 'body'].includes(element.localName)) selector = CSS.escape(element.localName);
    else {
      let ofParent = suffixes.get(parent);
      if (!ofParent) {
        ofParent = new Map();
        const totals = new Map<string, number>();
        for (const child of parent.children) totals.set(child.localName, (totals.get(child.localName) ?? 0) + 1);
        const seen = new Map<string, number>();
        for (const child of parent.children) {
          const nth = (seen.get(child.localName) ?? 0) + 1;
          seen.set(child.localName, nth);
          if (totals.get(child.localName)! > 1) ofParent.set(child, `:nth-of-type(${nth})`);
        }
        suffixes.set(parent, ofParent);
      }
      selector = `${selectorOf(parent)} > ${CSS.escape(element.localName)}${ofParent.get(element) ?? ''}`;
    }
    selectors.set(element, selector);
    return selector;
  };

  // Title: a <title> that is a child of the document's head; one the parser left in the body is not the title.
  const titleElement = document.head
    ? [...document.head.children].find((child) => child.localName === 'title')
    : undefined;
  const title = titleElement?.textContent?.replace(/\s+/g, ' ').trim() || null;
  // Language: html[lang]. In a text/html document `xml:lang` alone sets nothing (HTML 3.2.6.2).
  const language = document.documentElement.getAttribute('lang')?.trim() || null;

  const headings: RawHeading[] = [];
  for (const element of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role]')) {
    if (roleOf(element) !== 'heading' || !exposed(element)) continue;
    const ariaLevel = Number.parseInt(element.getAttribute('aria-level') ?? '', 10);
    const tagLevel = /^h([1-6])$/.exec(element.localName)?.[1];
    const level = ariaLevel >= 1 ? ariaLevel : tagLevel ? Number(tagLevel) : 2;
    headings.push({ level, text: nameOf(element), selector: selectorOf(element), rect: rectOf(element) });
  }

  const tables: RawTable[] = [];
  const TABLE_ROLES = ['table', 'grid', 'treegrid'];
  const ids = new Set(idCounts.keys());
  for (const element of document.querySelectorAll('table, [role]')) {
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
  for (const element of document.querySelectorAll('img, input, area, [role]')) {
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
      selector: selectorOf(element),
      rect: rectOf(element),
    });
  }

  // Text: every text node the browser renders, line by line.
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const colourOf = (value: string): [number, number, number, number] | null => {
    const rgb = /^rgba?\(([^)]*)\)$/.exec(value.trim());
    if (rgb) {
      const parts = rgb[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      if (parts.length >= 3 && parts.every(Number.isFinite)) return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    }
    if (!canvas) return null;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = value; // lab(), oklch(), color(): the browser converts to sRGB
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const opacities = new Map<Element, number>();
  const opacityOf = (element: Element | null): number => {
    if (!element) return 1;
    const known = opacities.get(element);
    if (known !== undefined) return known;
    const value = Number(getComputedStyle(element).opacity) * opacityOf(element.parentElement);
    opacities.set(element, value);
    return value;
  };
  // The part of the viewport an element's content can show in: clipped by every ancestor whose
  // overflow is not visible (the "visually hidden" pattern: 1px and overflow hidden, or clip).
  const clips = new Map<Element, RawRect | null>();
  const clipOf = (element: Element | null): RawRect | null => {
    if (!element) return null;
    if (clips.has(element)) return clips.get(element)!;
    const style = getComputedStyle(element);
    let clip = clipOf(element.parentElement);
    const clipping =
      (style.overflowX !== 'visible' || style.overflowY !== 'visible') &&
      element !== document.documentElement &&
      element !== document.body;
    const clipRect = style.position === 'absolute' || style.position === 'fixed' ? style.clip : 'auto';
    if (clipping || (clipRect && clipRect !== 'auto')) {
      const box = element.getBoundingClientRect();
      const own = { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
      if (
        clipRect &&
        clipRect !== 'auto' &&
        /rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)/.test(clipRect)
      ) {
        own.width = 0;
        own.height = 0;
      }
      clip = clip ? intersect(clip, own) : own;
    }
    clips.set(element, clip);
    return clip;
  };
  function intersect(a: RawRect, b: RawRect): RawRect {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x);
    const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y);
    return { x, y, width, height };
  }
  // Icon fonts draw pictures with characters from the Private Use Areas.
  const PRIVATE_USE = /^[\s\u{e000}-\u{f8ff}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]+$/u;
  const SKIPPED = new Set([
    'script',
    'style',
    'noscript',
    'template',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
  ]);
  const runs: RawTextRun[] = [];
  const root = document.body ?? document.documentElement;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node && runs.length < limits.maxRuns; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const element = node.parentElement;
    if (!element || !/\S/.test(text) || SKIPPED.has(element.localName) || element.closest('svg')) continue;
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true } as CheckVisibilityOptions))
      continue;
    const style = getComputedStyle(element);
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    if (boxes.length === 0) continue;
    const clip = clipOf(element);
    const totalWidth = boxes.reduce((sum, box) => sum + box.width, 0);
    const characters = [...text];
    let taken = 0;
    let widthSoFar = 0;
    let seen = 0;
    const lines: RawLine[] = boxes.map((box, index) => {
      widthSoFar += box.width;
      const end =
        index === boxes.length - 1 ? characters.length : Math.round((characters.length * widthSoFar) / totalWidth);
      const part = characters.slice(taken, end).join('');
      taken = Math.max(taken, end);
      const rect = { x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height };
      const shown = clip ? intersect(rect, clip) : rect;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = !!top && !element.contains(top) && !top.contains(element);
      if (shown.width * shown.height >= 4 && shown.height >= 2) seen++;
      return { ...shown, width: shown.width, height: shown.height, text: part, covered };
    });
    const colour = colourOf(style.webkitTextFillColor || style.color);
    const opacity = opacityOf(element);
    const fontSizePx = Number.parseFloat(style.fontSize) || 0;
    // A lone glyph in an element named otherwise (aria-label/labelledby) or hidden from assistive
    // technology is an icon drawn with a character (the "X" of a close button): not text.
    const container = element.closest('[aria-label], [aria-labelledby], [aria-hidden="true"]');
    const containerGlyphs = container ? [...(container.textContent ?? '').replace(/\s+/g, '')].length : Infinity;
    const icon = PRIVATE_USE.test(text) || containerGlyphs <= 1;
    runs.push({
      selector: selectorOf(element),
      lines,
      colour,
      opacity,
      fontSizePx,
      fontWeight: Number.parseInt(style.fontWeight, 10) || 400,
      textShadow: style.textShadow,
      language: element.closest('[lang]')?.getAttribute('lang')?.trim() ?? null,
      invisible: seen === 0 || fontSizePx < 1 || opacity <= 0 || (colour !== null && colour[3] <= 0),
      icon,
    });
  }
  axe.teardown?.();
  return {
    title,
    language,
    width: Math.max(document.documentElement.scrollWidth, document.body?.scrollWidth ?? 0),
    height: Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0),
    headings,
    tables,
    figures,
    runs,
  };
}

/** Runs in the page: the laid-out document's height in CSS pixels. */
export function documentHeight(): number {
  return Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0);
}
