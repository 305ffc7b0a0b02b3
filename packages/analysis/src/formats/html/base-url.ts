import type { CheerioAPI } from 'cheerio';

/**
 * The URL relative references resolve against: the first `<base href>` (itself resolved against
 * the caller's base), else the caller's base; null when there is none, and relative references
 * are then ignored (a local file's neighbours are not ours to read).
 */
export function documentBaseUrl($: CheerioAPI, given: string | undefined): URL | null {
  const outer = toUrl(given);
  const href = $('base[href]').first().attr('href');
  return (href !== undefined ? toUrl(href, outer) : null) ?? outer;
}

/** An absolute http(s) URL for `reference`, or null. */
export function resolveReference(reference: string, base: URL | null): URL | null {
  return toUrl(reference.trim(), base);
}

function toUrl(value: string | undefined, base?: URL | null): URL | null {
  if (!value) return null;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
