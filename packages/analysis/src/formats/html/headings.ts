import type { CheerioAPI } from 'cheerio';
import type { Heading } from '../../model/document-model.js';
import type { SelectorNamer } from './css-selector.js';
import { collapse, type HtmlElement } from './dom.js';
import { isAriaHidden, isRendered, roleOf } from './exposure.js';
import type { ComputedStyle } from './styles/computed-style.js';

/** ARIA's default aria-level for role=heading. */
const DEFAULT_ARIA_LEVEL = 2;

/**
 * Headings as assistive technology exposes them: h1–h6 (unless a role replaces theirs) and
 * role=heading, at their aria-level if valid, else hN's n (role=heading: 2). Not-rendered and
 * aria-hidden ones are left out.
 */
export function readHeadings(
  $: CheerioAPI,
  styles: ReadonlyMap<HtmlElement, ComputedStyle>,
  names: SelectorNamer,
): Heading[] {
  const headings: Heading[] = [];
  $('h1, h2, h3, h4, h5, h6, [role]').each((_, element) => {
    const role = roleOf(element);
    const native = /^h[1-6]$/.test(element.name);
    // Any other role replaces hN's (role=presentation, role=tab...).
    if (native ? role !== null && role !== 'heading' : role !== 'heading') return;
    if (!isRendered(element, styles) || isAriaHidden(element)) return;
    const ariaLevel = Number(element.attribs['aria-level']);
    const level =
      Number.isInteger(ariaLevel) && ariaLevel >= 1
        ? ariaLevel
        : native
          ? Number(element.name.slice(1))
          : DEFAULT_ARIA_LEVEL;
    headings.push({
      level,
      text: collapse($(element).text()),
      location: { areas: [], selector: names.selectorOf(element) },
    });
  });
  return headings;
}
