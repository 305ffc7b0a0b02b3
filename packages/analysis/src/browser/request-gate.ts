import type { HTTPRequest, Page } from 'puppeteer-core';
import type { ResourceFetcher } from '../fetching/resource-fetcher.js';

/**
 * The address the document is served at. `.invalid` is reserved (RFC 6761): no such host can exist,
 * so relative references, which resolve against it, reach nothing (the file's neighbours are not
 * ours to read).
 */
export const DOCUMENT_URL = 'http://document.invalid/';
const DOCUMENT_ORIGIN = new URL(DOCUMENT_URL).origin;

/**
 * Intercepts every request the page makes, before it leaves the browser. The document itself is
 * answered with `html`; `data:` URLs carry their bytes and need no network; http(s) resources
 * (stylesheets, images, fonts) are fetched by the engine's SSRF-safe fetcher (fetching/), which
 * refuses loopback, private, link-local and metadata addresses on every redirect and bounds time,
 * size and count per document, and handed to the browser as its response. Everything else is
 * refused: other documents (frames, objects: they are not this document), `file:`, the document's
 * own origin, any other scheme. Returns the URLs that were fetched (for tests and the feedback).
 */
export async function gateRequests(page: Page, html: string, fetcher: ResourceFetcher | null): Promise<string[]> {
  const fetched: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    void answer(request, html, fetcher, fetched).catch(() => {
      // The page closed (or the request was cancelled) while we fetched: nobody is waiting.
    });
  });
  return fetched;
}

async function answer(request: HTTPRequest, html: string, fetcher: ResourceFetcher | null, fetched: string[]) {
  const url = request.url();
  if (
    request.isNavigationRequest() &&
    request.frame() === request.frame()?.page().mainFrame() &&
    url === DOCUMENT_URL
  ) {
    return request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
  }
  if (url.startsWith('data:') && !request.isNavigationRequest()) return request.continue();
  const target = httpUrl(url);
  if (!target || !fetcher || request.isNavigationRequest() || target.origin === DOCUMENT_ORIGIN) {
    return request.abort('blockedbyclient');
  }
  const resource = await fetcher.fetch(target.href);
  if (!resource) return request.abort('failed');
  fetched.push(target.href);
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
