import fs from 'node:fs/promises';
import path from 'node:path';
import { BrowserHost, BrowserTimeoutError } from '../../browser/browser-host.js';
import { DEFAULT_BROWSER_LIMITS } from '../../browser/browser-limits.js';
import { sharedBrowserHost } from '../../browser/shared-browser.js';
import type { ResourceFetcher } from '../../fetching/resource-fetcher.js';
import { createSafeFetcher } from '../../fetching/safe-fetcher.js';
import type { DocumentModel } from '../../model/document-model.js';
import { parseHtml } from './parse-html.js';
import { prepareMarkup } from './prepare-markup.js';
import { readMarkupOnly } from './read-markup-only.js';
import { renderHtml, type RenderedHtml } from './rendered/render-html.js';
import { toModel } from './rendered/to-model.js';

export interface HtmlReadOptions {
  /** Fetches what the page references; default a safe fetcher per document (fetching/); null: nothing. */
  fetcher?: ResourceFetcher | null;
  /** The browser to render in; default the process's own (browser/shared-browser.ts). */
  browser?: BrowserHost;
  /** Where to write the PDF preview (a file name in a directory the caller owns); none without it. */
  previewPath?: string;
}

export interface ReadHtml {
  document: DocumentModel;
  /** The PDF preview written to `previewPath`, or null. */
  preview: string | null;
  pageCount: number | null;
}

/**
 * Reads an HTML file as a browser shows it. The markup is parsed under bounds and cleaned of what
 * could run or load (prepare-markup.ts), then rendered in headless Chromium with JavaScript off
 * and every request through the safe fetcher; the checks get what the browser computed (roles and
 * names through axe-core, styles, layout, the pixels behind the text), placed on the PDF preview
 * Chromium prints. Without Chromium, or when the browser runs out of time on the page (its
 * `documentTimeoutMs`), only the title and the declared language are judged (read-markup-only.ts),
 * and the feedback lists the other checks as not judged, and why. Past the browser's other bounds
 * (memory, a crash) the file fails, as a file the browser cannot read.
 */
export async function readHtml(file: string, options: HtmlReadOptions = {}): Promise<ReadHtml> {
  const $ = parseHtml(await fs.readFile(file));
  const availability = await BrowserHost.availability();
  if (!availability.available) {
    return {
      document: readMarkupOnly($, `${availability.reason}: HTML is judged in a browser`),
      preview: null,
      pageCount: null,
    };
  }
  const html = prepareMarkup($);
  const fetcher = options.fetcher === undefined ? createSafeFetcher() : options.fetcher;
  let rendered: RenderedHtml;
  try {
    rendered = await renderHtml(options.browser ?? sharedBrowserHost(), html, fetcher, {
      preview: options.previewPath !== undefined,
      loadTimeoutMs: DEFAULT_BROWSER_LIMITS.loadTimeoutMs,
    });
  } catch (error) {
    if (!(error instanceof BrowserTimeoutError)) throw error;
    // prepareMarkup removed only what could run or load: the title and html[lang] are still there.
    const reason = `Rendering the page in the browser took more than its ${error.timeoutMs / 1000} s`;
    return { document: readMarkupOnly($, reason), preview: null, pageCount: null };
  }
  const pageCount = rendered.pdf ? countPdfPages(rendered.pdf) : Math.ceil(rendered.raw.height / rendered.pageHeightPx);
  if (rendered.pdf && options.previewPath) {
    await fs.mkdir(path.dirname(options.previewPath), { recursive: true });
    await fs.writeFile(options.previewPath, rendered.pdf);
  }
  return {
    document: toModel(rendered, pageCount),
    preview: rendered.pdf && options.previewPath ? options.previewPath : null,
    pageCount: rendered.pdf ? pageCount : null,
  };
}

/** Chromium writes one `/Type /Page` object per page, uncompressed. */
function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  return Math.max(1, text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 1);
}
