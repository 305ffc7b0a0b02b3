import type { CheerioAPI } from 'cheerio';
import type { HtmlElement } from '../dom.js';
import { MATCH_TIME_BUDGET_MS, MATCH_WORK_BUDGET, MAX_MATCHED_RULES } from '../html-limits.js';
import { parseInlineStyle, type Declaration } from './declarations.js';
import { ElementIndex } from './element-index.js';
import type { StyleRule } from './stylesheet.js';

/** Each element's winning author declarations: property → value as written. */
export type Cascade = Map<HtmlElement, Map<string, string>>;

/** Selectors css-select matches by walking the siblings: their work counts them (html-limits.ts). */
const COUNTS_SIBLINGS = /:(nth-|first-of-type|last-|only-)/i;
/** `:has()` is not matched at all: each test may walk a whole subtree. */
const UNMATCHED = /:has\(/i;

interface Rank {
  /** normal rule < normal inline < !important rule < !important inline */
  tier: number;
  specificity: number;
  order: number;
}

/**
 * The author cascade: presentational attributes (`bgcolor`, `<font color>`, `<body text>`), the
 * rules in order, then `style` attributes, ranked by importance, origin, specificity and order.
 * Selectors are matched with cheerio (css-select) against the candidates their key selects
 * (element-index.ts); those it cannot match statically (:focus, :lang()...) throw there and are
 * skipped, or never match (:hover, :visited in css-select).
 */
export function computeCascade($: CheerioAPI, rules: readonly StyleRule[]): Cascade {
  const winners = new Map<HtmlElement, Map<string, { value: string; rank: Rank }>>();
  const consider = (element: HtmlElement, declaration: Declaration, rank: Rank) => {
    let properties = winners.get(element);
    if (!properties) winners.set(element, (properties = new Map()));
    const current = properties.get(declaration.property);
    if (!current || outranks(rank, current.rank))
      properties.set(declaration.property, { value: declaration.value, rank });
  };

  $('[bgcolor], font[color], body[text]').each((_, element) => {
    const hints: Declaration[] = [];
    const { bgcolor, color, text } = element.attribs;
    if (bgcolor) hints.push({ property: 'background-color', value: bgcolor, important: false });
    const colour = element.name === 'font' ? color : element.name === 'body' ? text : undefined;
    if (colour) hints.push({ property: 'color', value: colour, important: false });
    for (const hint of hints) consider(element, hint, { tier: 0, specificity: -1, order: -1 });
  });

  const index = new ElementIndex($);
  let work = 0;
  const started = Date.now();
  rules.slice(0, MAX_MATCHED_RULES).forEach((rule, order) => {
    const candidates = index.candidates(rule.key);
    if (candidates.length === 0 || UNMATCHED.test(rule.selector)) return;
    work += candidates.length * (COUNTS_SIBLINGS.test(rule.selector) ? index.maxSiblings : 1);
    if (work > MATCH_WORK_BUDGET || Date.now() - started > MATCH_TIME_BUDGET_MS) return;
    let matched: HtmlElement[];
    try {
      matched = $(candidates).filter(rule.selector).get();
    } catch {
      return;
    }
    // Applying costs too: one rule of 100,000 declarations on `*` would be ten billion steps.
    work += matched.length * rule.declarations.length;
    if (work > MATCH_WORK_BUDGET) return;
    for (const element of matched) {
      for (const declaration of rule.declarations) {
        consider(element, declaration, { tier: declaration.important ? 2 : 0, specificity: rule.specificity, order });
      }
    }
  });

  $('[style]').each((_, element) => {
    for (const declaration of parseInlineStyle(element.attribs.style ?? '')) {
      consider(element, declaration, { tier: declaration.important ? 3 : 1, specificity: 0, order: 0 });
    }
  });

  const cascade: Cascade = new Map();
  for (const [element, properties] of winners) {
    cascade.set(element, new Map([...properties].map(([property, { value }]) => [property, value])));
  }
  return cascade;
}

/** Ties go to the later declaration (the same block declaring a property twice). */
function outranks(a: Rank, b: Rank): boolean {
  return (a.tier - b.tier || a.specificity - b.specificity || a.order - b.order) >= 0;
}
