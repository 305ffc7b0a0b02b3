import type { CheerioAPI } from 'cheerio';
import { AnalysisError } from '../../../analyse.js';
import type { ResourceFetcher } from '../../../fetching/resource-fetcher.js';
import { resolveReference } from '../base-url.js';
import type { HtmlElement } from '../dom.js';
import { MAX_CSS_RULES } from '../html-limits.js';
import { matchesMedia } from './media-query.js';
import { countStyleRules } from './rule-count.js';
import { parseStylesheet, type StyleRule } from './stylesheet.js';

/** `@import` chains deeper than this are not followed. */
const MAX_IMPORT_DEPTH = 3;

/**
 * The author rules of the document in cascade order: `<style>` elements and linked stylesheets
 * (`<link rel=stylesheet>`, fetched through `fetcher`, null: not fetched) in document order, each
 * preceded by its `@import`s. Stylesheets whose `media` does not apply on screen are left out. Past
 * MAX_CSS_RULES in all, the document is refused (AnalysisError).
 */
export async function loadStylesheets(
  $: CheerioAPI,
  fetcher: ResourceFetcher | null,
  base: URL | null,
): Promise<StyleRule[]> {
  const loading: SheetLoading = { fetcher, countRules: ruleCounter() };
  const sources = $('style, link')
    .get()
    .map((element: HtmlElement) => {
      if (!matchesMedia(element.attribs.media ?? '')) return [];
      if (element.name === 'style') return fromText($(element).text(), base, loading, 0);
      const rel = (element.attribs.rel ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('stylesheet') || rel.includes('alternate') || 'disabled' in element.attribs) return [];
      const url = resolveReference(element.attribs.href ?? '', base);
      return url ? fromUrl(url, loading, 0) : [];
    });
  return (await Promise.all(sources)).flat();
}

/** What loading one document's sheets shares: the fetcher, and the count of rules so far. */
interface SheetLoading {
  fetcher: ResourceFetcher | null;
  countRules(css: string): void;
}

async function fromUrl(url: URL, loading: SheetLoading, depth: number): Promise<StyleRule[]> {
  if (!loading.fetcher || depth > MAX_IMPORT_DEPTH) return [];
  const css = await loading.fetcher.fetchText(url.href);
  return css === null ? [] : fromText(css, url, loading, depth);
}

async function fromText(css: string, base: URL | null, loading: SheetLoading, depth: number): Promise<StyleRule[]> {
  loading.countRules(css);
  const { imports, rules } = parseStylesheet(css);
  const imported = await Promise.all(
    imports
      .filter(({ media }) => matchesMedia(media))
      .map(({ url }) => resolveReference(url, base))
      .map((url) => (url ? fromUrl(url, loading, depth + 1) : [])),
  );
  return [...imported.flat(), ...rules];
}

/** Adds up the rules of each sheet before it is parsed: parsing is what a huge sheet would cost. */
function ruleCounter(): (css: string) => void {
  let rules = 0;
  return (css) => {
    rules += countStyleRules(css);
    if (rules > MAX_CSS_RULES) {
      throw new AnalysisError(`The HTML file's stylesheets have more than ${MAX_CSS_RULES.toLocaleString('en')} rules`);
    }
  };
}
