import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import type { BrowserHost, PageSetup } from '../../../browser/browser-host.js';
import { collectGarbage } from '../../../commons/heap.js';
import { admitResources, DOCUMENT_URL, gatePage, resetGate } from '../../../browser/request-gate.js';
import type { ResourceFetcher } from '../../../fetching/resource-fetcher.js';
import type { PreparedMarkup } from '../markup/scan-markup.js';
import type { DocumentModel } from '../../../model/document-model.js';
import { MARKUP_CHUNK_CHARACTERS } from '../html-limits.js';
import { installPageHelpers } from './in-page/page-helpers.js';
import { installSlices } from './in-page/slices.js';
import { JoinedPreview } from './joined-preview.js';
import { MAX_PAGE_PX, VIEWPORT_WIDTH_PX, viewportHeight } from './page-layout.js';
import { PRINT_MARGINS_CSS } from './print-preview.js';
import { renderSlice, type RenderedSlice } from './render-slice.js';
import { HtmlModelBuilder } from './to-model.js';
import { DEFAULT_SLICE_BOUNDS, type SliceBounds } from './slice-bounds.js';

/**
 * axe-core's minified build: the same code as `axe.source` in 654 KB instead of 1.48 MB, which a
 * fresh page took a fifth less time to receive and start (HTML_PAGES.prepare). Read on first use: the
 * processes that import the engine without rendering HTML (the API, the CLI's other commands) need not.
 */
let axeSource: string | undefined;
const axeMinified = () =>
  (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** The style that keeps the written document from being laid out before it is sliced (in-page/slices.ts). */
const EARLY_HIDE_ID = '__a11y-before-slicing';
const EARLY_HIDE = `<style id="${EARLY_HIDE_ID}">html { display: none !important; }</style>`;

export interface RenderedHtml {
  /** The page as the document model, on the preview's pages: the slices' pages one after another. */
  document: DocumentModel;
  /** Pages of the preview (printed or not). */
  pageCount: number;
  /** The PDF preview (Chromium's print) was written to `previewPath`; not if its slices' prints could not be joined. */
  previewWritten: boolean;
  /** What the page loaded through the safe fetcher. */
  fetched: string[];
}

export interface RenderOptions {
  /** Where to write the PDF preview (its directory exists); null: no preview is printed. */
  previewPath: string | null;
  /** Photographs every line, plain or not (the corpus test compares the two). */
  samplePlainLines?: boolean;
  /** How much of the page is laid out at a time (tests slice small pages). */
  slices?: SliceBounds;
  /** Sees each slice as read, before it is let go (the corpus test compares plain colours and pixels). */
  onSlice?: (slice: RenderedSlice) => void;
}

/**
 * One HTML document through the browser, on a page of `host`'s browser readied before it came
 * (HTML_PAGES): written into the page with JavaScript off and every request through `fetcher`
 * (request-gate.ts), hidden until it is sliced, then read a slice at a time (in-page/slices.ts,
 * render-slice.ts). A page within the slice bounds is one
 * slice, laid out whole on a viewport as tall as it is. A longer one is laid out slice by slice on a
 * viewport of MAX_PAGE_PX, each slice starting a new page of the preview (so the preview's pages are
 * the slices', one after another, and a slice's boxes are its own shifted down to its first page);
 * between slices the browser's garbage is collected when it holds much (BrowserHost.relieveMemory),
 * so that its memory follows the slice, not the page. Each slice goes into the document model as
 * soon as it is read (to-model.ts) and is not kept, so the engine's memory follows the model, not
 * every slice's readings. Every line of every slice is judged: no clock decides what is (the
 * browser host's ceiling is for a browser that is stuck).
 */
export function renderHtml(
  host: BrowserHost,
  prepared: PreparedMarkup,
  fetcher: ResourceFetcher | null,
  options: RenderOptions,
): Promise<RenderedHtml> {
  // Let go once written: a long page's markup is not kept while the browser reads it.
  let markup: string | null = hiddenUntilSliced(prepared);
  return host.withPage(
    async (page) => {
      const fetched = admitResources(page, fetcher);
      // The scan's garbage (the file, its decoded text, parse5's tree) goes before the markup is copied into the message.
      if (markup!.length > MARKUP_CHUNK_CHARACTERS) collectGarbage();
      // The resources are bounded by the fetcher (time, size and count each): the load ends when they have.
      await page.setContent(markup!, { waitUntil: 'load', timeout: 0 });
      markup = null;
      await page.evaluate(installPageHelpers);
      const count = await page.evaluate(installSlices, options.slices ?? DEFAULT_SLICE_BOUNDS, EARLY_HIDE_ID);
      const preview = options.previewPath === null ? null : new JoinedPreview(options.previewPath);
      const model = new HtmlModelBuilder();
      let pages = 0;
      try {
        if (preview) await page.addStyleTag({ content: PRINT_MARGINS_CSS });
        const pageHeightPx = count > 1 ? MAX_PAGE_PX : null;
        if (pageHeightPx !== null) {
          await page.setViewport({ width: VIEWPORT_WIDTH_PX, height: pageHeightPx, deviceScaleFactor: 1 });
        }
        for (let index = 0; index < count; index++) {
          const slice = await renderSlice(page, index, {
            preview: preview !== null,
            samplePlainLines: options.samplePlainLines ?? false,
            pageHeightPx,
            // The slice before, no longer shown, would otherwise add its layout to this one's.
            whilePrinting: count > 1 ? () => host.relieveMemory(page) : undefined,
          });
          options.onSlice?.(slice);
          // Each slice starts a new page of the preview.
          model.addSlice(slice, pages);
          pages += slice.pages;
          preview?.add(slice.pdf);
          if (count > 1) collectGarbage();
        }
      } catch (error) {
        preview?.abort();
        throw error;
      }
      const previewWritten = preview?.finish() ?? false;
      return { document: model.build(), pageCount: pages, previewWritten, fetched };
    },
    HTML_PAGES,
    Buffer.byteLength(prepared.html),
  );
}

/** The markup with EARLY_HIDE first in its head (scan-markup.ts found where that is). */
function hiddenUntilSliced({ html, headAt }: PreparedMarkup): string {
  return html.slice(0, headAt) + EARLY_HIDE + html.slice(headAt);
}

/**
 * Readies a fresh page before its document is known (browser-host.ts runs it ahead for the next
 * document): scripts never run (an uploaded page's could fetch, loop, mine or rewrite what is
 * judged), screen media, every request gated, then the blank document (loadBlankDocument).
 */
async function preparePage(page: Page): Promise<void> {
  await page.setJavaScriptEnabled(false);
  await page.emulateMediaType('screen');
  await gatePage(page);
  await loadBlankDocument(page);
}

/**
 * Readies a page that has read a document for the next (its settings stay): its gate reset, and a
 * new blank document loaded in place of the last. A navigation, not the last document overwritten:
 * a document written over another is the same Document in the same window, and keeps some of what
 * the other declared (its colour scheme painted the next page's canvas dark; a Content Security
 * Policy would stay). The renderer stays, and with it V8's cache of axe-core's compiled code: 70-100
 * ms to load it again instead of 250-400 ms on a fresh page, and no renderer to start.
 */
async function resetPage(page: Page): Promise<boolean> {
  resetGate(page);
  await loadBlankDocument(page);
  return true;
}

/**
 * A blank document at DOCUMENT_URL with axe-core loaded into it (sending and starting it took a
 * third of a typical page's time), and the first viewport (set once the last document is gone:
 * resized under it, a long one was laid out again, up to 130 ms). The document is then written into
 * that blank one (page.setContent, parsed as a navigation would, quirks mode and all), which keeps
 * its window, and so axe-core.
 */
async function loadBlankDocument(page: Page): Promise<void> {
  await page.goto(DOCUMENT_URL, { waitUntil: 'load' });
  await page.setViewport({ width: VIEWPORT_WIDTH_PX, height: viewportHeight(0), deviceScaleFactor: 1 });
  await page.evaluate(axeMinified());
}

/** HTML's pages: prepared once, then reset from document to document (BrowserHost). */
const HTML_PAGES: PageSetup = { prepare: preparePage, reset: resetPage };
