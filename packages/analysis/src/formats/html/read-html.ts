import fs from 'node:fs/promises';
import path from 'node:path';
import { BrowserHost, BrowserMemoryError, BrowserTimeoutError } from '../../browser/browser-host.js';
import { sharedBrowserHost } from '../../browser/shared-browser.js';
import type { ResourceFetcher } from '../../fetching/resource-fetcher.js';
import { createSafeFetcher } from '../../fetching/safe-fetcher.js';
import type { DocumentModel } from '../../model/document-model.js';
import type { MarkupFacts } from './markup/markup-facts.js';
import { scanMarkup, type PreparedMarkup } from './markup/scan-markup.js';
import { readMarkupOnly } from './read-markup-only.js';
import { renderHtml, type RenderedHtml } from './rendered/render-html.js';
import { withScriptedShadowRoots } from './scripted-shadow-roots.js';

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
 * could run or load (markup/scan-markup.ts), then rendered in headless Chromium with JavaScript off
 * and every request through the safe fetcher, a long page in slices (rendered/render-html.ts); the
 * checks get what the browser computed (roles and names through axe-core, styles, layout, the
 * pixels behind the text), placed on the PDF preview Chromium prints. Without Chromium, or past the
 * browser's memory bound or its ceiling for a stuck browser (browser/browser-limits.ts), only the
 * title and the declared language are judged (read-markup-only.ts), and the feedback lists the
 * other checks as not judged, and why. When the browser crashes the file fails, as a file the
 * browser cannot read.
 */
export async function readHtml(file: string, options: HtmlReadOptions = {}): Promise<ReadHtml> {
  const availability = await BrowserHost.availability();
  const scanned: { markup: PreparedMarkup | null; facts: MarkupFacts } = scanMarkup(await fs.readFile(file));
  const { facts } = scanned;
  if (!availability.available) return markupOnly(facts, `${availability.reason}: HTML is judged in a browser`);
  const fetcher = options.fetcher === undefined ? createSafeFetcher() : options.fetcher;
  let rendered: RenderedHtml;
  try {
    if (options.previewPath) await fs.mkdir(path.dirname(options.previewPath), { recursive: true });
    const rendering = renderHtml(options.browser ?? sharedBrowserHost(), scanned.markup!, fetcher, {
      previewPath: options.previewPath ?? null,
    });
    // Not held here while the browser reads the page: renderHtml lets it go once it is written in.
    scanned.markup = null;
    rendered = await rendering;
  } catch (error) {
    const reason = unrenderedBecause(error);
    if (reason === null) throw error;
    return markupOnly(facts, reason);
  }
  return {
    document: withScriptedShadowRoots(rendered.document, facts.scriptedShadowHosts),
    preview: rendered.previewWritten ? options.previewPath! : null,
    pageCount: rendered.previewWritten ? rendered.pageCount : null,
  };
}

function markupOnly(facts: MarkupFacts, reason: string): ReadHtml {
  return { document: readMarkupOnly(facts, reason), preview: null, pageCount: null };
}

/** Why the browser could not judge the page, past which bound; null for an error that fails the file. */
function unrenderedBecause(error: unknown): string | null {
  if (error instanceof BrowserMemoryError) {
    return `Rendering the page needed more than the browser's ${error.maxRssMb} MB of memory`;
  }
  if (error instanceof BrowserTimeoutError) {
    const seconds = error.timeoutMs / 1000;
    return `The browser did not finish the page within ${seconds} s, its ceiling for a browser that is stuck`;
  }
  return null;
}
