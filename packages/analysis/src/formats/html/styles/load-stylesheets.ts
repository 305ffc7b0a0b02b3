import type { CheerioAPI } from 'cheerio';
import type { ResourceFetcher } from '../../../fetching/resource-fetcher.js';
import { resolveReference } from '../base-url.js';
import type { HtmlElement } from '../dom.js';
import { matchesMedia } from './media-query.js';
import { parseStylesheet, type StyleRule } from './stylesheet.js';

/** `@import` chains deeper than this are not followed. */
const MAX_IMPORT_DEPTH = 3;

/**
 * The author rules of the document in cascade order: `<style>` elements and linked stylesheets
 * (`<link rel=stylesheet>`, fetched through `fetcher`, null: not fetched) in document order, each
 * preceded by its `@import`s. Stylesheets whose `media` does not apply on screen are left out.
 */
export async function loadStylesheets(
  $: CheerioAPI,
  fetcher: ResourceFetcher | null,
  base: URL | null,
): Promise<StyleRule[]> {
  const sources = $('style, link')
    .get()
    .map((element: HtmlElement) => {
      if (!matchesMedia(element.attribs.media ?? '')) return [];
      if (element.name === 'style') return fromText($(element).text(), base, fetcher, 0);
      const rel = (element.attribs.rel ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('stylesheet') || rel.includes('alternate') || 'disabled' in element.attribs) return [];
      const url = resolveReference(element.attribs.href ?? '', base);
      return url ? fromUrl(url, fetcher, 0) : [];
    });
  return (await Promise.all(sources)).flat();
}

async function fromUrl(url: URL, fetcher: ResourceFetcher | null, depth: number): Promise<StyleRule[]> {
  if (!fetcher || depth > MAX_IMPORT_DEPTH) return [];
  const css = await fetcher.fetchText(url.href);
  return css === null ? [] : fromText(css, url, fetcher, depth);
}

async function fromText(
  css: string,
  base: URL | null,
  fetcher: ResourceFetcher | null,
  depth: number,
): Promise<StyleRule[]> {
  const { imports, rules } = parseStylesheet(css);
  const imported = await Promise.all(
    imports
      .filter(({ media }) => matchesMedia(media))
      .map(({ url }) => resolveReference(url, base))
      .map((url) => (url ? fromUrl(url, fetcher, depth + 1) : [])),
  );
  return [...imported.flat(), ...rules];
}
