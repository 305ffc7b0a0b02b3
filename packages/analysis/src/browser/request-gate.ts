import type { HTTPRequest, Page } from 'puppeteer-core';
import type { ResourceFetcher } from '../fetching/resource-fetcher.js';

/**
 * The address the document is served at. `.invalid` is reserved (RFC 6761): no such host can exist,
 * so relative references, which resolve against it, reach nothing (the file's neighbours are not
 * ours to read).
 */
export const DOCUMENT_URL = 'http://document.invalid/';
const DOCUMENT_ORIGIN = new URL(DOCUMENT_URL).origin;

/** What a gated page may load now: nothing until a document's fetcher is admitted. */
interface Gate {
  /** The blank document at DOCUMENT_URL has been served: no navigation is answered after it (until resetGate). */
  blankServed: boolean;
  fetcher: ResourceFetcher | null;
  fetched: string[];
}

const gates = new WeakMap<Page, Gate>();

/**
 * Intercepts every request the page makes, before it leaves the browser. The page's one navigation
 * per document (resetGate), to DOCUMENT_URL, gets a blank document (the document to judge is written into it later,
 * render-html.ts); any other navigation is refused (frames and objects are not this document, and
 * nothing may replace it). `data:` URLs carry their bytes and need no network; http(s) resources
 * (stylesheets, images, fonts) are fetched by the fetcher admitted for the document
 * (admitResources), the engine's SSRF-safe fetcher (fetching/), which refuses loopback, private,
 * link-local and metadata addresses on every redirect and bounds time, size and count per
 * document, and handed to the browser as its response. Everything else is refused: `file:`, the
 * document's own origin, any other scheme, and everything before a fetcher is admitted.
 */
export async function gatePage(page: Page): Promise<void> {
  const gate: Gate = { blankServed: false, fetcher: null, fetched: [] };
  gates.set(page, gate);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    void answer(request, gate).catch(() => {
      // The page closed (or the request was cancelled) while we fetched: nobody is waiting.
    });
  });
}

/**
 * Lets the document on a gated page load its resources through `fetcher` (null: nothing); returns
 * the list the URLs it fetched are added to (for tests and the feedback).
 */
export function admitResources(page: Page, fetcher: ResourceFetcher | null): string[] {
  const gate = gatedBy(page);
  gate.fetcher = fetcher;
  gate.fetched = [];
  return gate.fetched;
}

/**
 * Resets the gate of a page whose document is done, for another (BrowserHost reuses pages):
 * nothing loads until the next document's fetcher is admitted, the list given for the last stays
 * its own, and the page may load the blank document at DOCUMENT_URL once more.
 */
export function resetGate(page: Page): void {
  const gate = gatedBy(page);
  gate.fetcher = null;
  gate.fetched = [];
  gate.blankServed = false;
}

function gatedBy(page: Page): Gate {
  const gate = gates.get(page);
  if (!gate) throw new Error('The page is not gated (gatePage)');
  return gate;
}

async function answer(request: HTTPRequest, gate: Gate) {
  const url = request.url();
  if (request.isNavigationRequest()) {
    const ours = url === DOCUMENT_URL && request.frame() === request.frame()?.page().mainFrame() && !gate.blankServed;
    // Aborted (as if stopped), not blocked: a blocked navigation would put an error page in place of the document.
    if (!ours) return request.abort('aborted');
    gate.blankServed = true;
    return request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html>' });
  }
  if (url.startsWith('data:')) return request.continue();
  const target = httpUrl(url);
  const fetcher = gate.fetcher;
  if (!target || !fetcher || target.origin === DOCUMENT_ORIGIN) return request.abort('blockedbyclient');
  const resource = await fetcher.fetch(target.href);
  if (!resource) return request.abort('failed');
  gate.fetched.push(target.href);
  return request.respond({
    status: 200,
    contentType: resource.contentType ?? undefined,
    body: resource.body,
  });
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
