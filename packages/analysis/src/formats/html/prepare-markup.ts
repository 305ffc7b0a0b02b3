import type { CheerioAPI } from 'cheerio';

/** Hints that open connections or load pages ahead, without a request the browser would intercept. */
const SPECULATIVE = /^(preconnect|dns-prefetch|prerender|prefetch|modulepreload)$/i;
/** Elements that run code or embed other documents: they are not this document's content. */
const ACTIVE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, portal, fencedframe';

/**
 * The markup the browser gets: the uploaded file without anything that would run or load more
 * than the page itself. A second line of defence: the browser runs with JavaScript off and every
 * request it makes goes through the safe fetcher (browser/request-gate.ts), so this only makes sure
 * that a mistake there is not enough. Removed: scripts and embedded documents (frames, objects),
 * event-handler attributes, `javascript:` URLs, `<meta http-equiv="refresh">` (a redirect),
 * speculative link hints; `<noscript>` content stays, since with scripts off the browser shows it.
 * Closed declarative shadow roots are made open (their content is judged like any other).
 */
export function prepareMarkup($: CheerioAPI): string {
  $(ACTIVE_ELEMENTS).remove();
  $('meta[http-equiv]')
    .filter((_, element) => /^(refresh|set-cookie)$/i.test(($(element).attr('http-equiv') ?? '').trim()))
    .remove();
  $('link[rel]')
    .filter((_, element) => ($(element).attr('rel') ?? '').split(/\s+/).some((token) => SPECULATIVE.test(token)))
    .remove();
  // A closed declarative shadow root is painted as an open one; open, the readers can reach its text
  // (no script of the page runs to tell the difference).
  $('template[shadowrootmode]').attr('shadowrootmode', 'open');
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const name of Object.keys(element.attribs)) {
      const value = element.attribs[name] ?? '';
      if (/^on/i.test(name) || /^\s*(javascript|vbscript):/i.test(value)) $(element).removeAttr(name);
    }
  });
  return $.html();
}
