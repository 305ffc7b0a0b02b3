import { readFile } from 'node:fs/promises';
import type { CheerioAPI } from 'cheerio';
import type { ResourceFetcher } from '../../fetching/resource-fetcher.js';
import { createSafeFetcher } from '../../fetching/safe-fetcher.js';
import type { DocumentModel } from '../../model/document-model.js';
import { documentBaseUrl } from './base-url.js';
import { SelectorNamer } from './css-selector.js';
import { collapse } from './dom.js';
import { ElementIds } from './element-ids.js';
import { readFigures } from './figures.js';
import { readHeadings } from './headings.js';
import { parseHtml } from './parse-html.js';
import { computeCascade } from './styles/cascade.js';
import { computeStyles } from './styles/computed-style.js';
import { loadStylesheets } from './styles/load-stylesheets.js';
import { readTables } from './tables.js';
import { readTextRuns } from './text-runs.js';

export interface HtmlReadOptions {
  /** Fetches linked stylesheets; default a safe fetcher (fetching/safe-fetcher.ts); null: fetch nothing. */
  fetcher?: ResourceFetcher | null;
  /** Where the document came from, for relative references; `<base href>` resolves against it. */
  baseUrl?: string;
}

/**
 * Reads an HTML file into the document model: one pseudo page without geometry whose text runs
 * carry computed colours and sizes and point at their element by CSS selector, and the headings,
 * data tables and images as assistive technology sees them. External stylesheets are fetched and
 * included; the files they reference are not checked themselves.
 */
export async function readHtml(path: string, options: HtmlReadOptions = {}): Promise<DocumentModel> {
  const $ = parseHtml(await readFile(path));
  const fetcher = options.fetcher === undefined ? createSafeFetcher() : options.fetcher;
  const rules = await loadStylesheets($, fetcher, documentBaseUrl($, options.baseUrl));
  const styles = computeStyles($, computeCascade($, rules));
  const ids = new ElementIds($);
  const names = new SelectorNamer($, ids);
  const html = $('html').first();
  const language = (html.attr('lang') ?? html.attr('xml:lang'))?.trim() || null;
  return {
    fileType: 'html',
    metadata: { title: documentTitle($), language },
    pages: [
      {
        index: 0,
        width: 0,
        height: 0,
        textRuns: readTextRuns($, styles, names, language),
        images: [],
        ocr: null,
      },
    ],
    structure: null,
    headings: readHeadings($, styles, names),
    tables: readTables($, styles, names, ids),
    figures: readFigures($, styles, names, ids),
  };
}

/** The first HTML <title> (an SVG's <title> names the drawing, not the page). */
function documentTitle($: CheerioAPI): string | null {
  const title = $('title')
    .filter((_, element) => $(element).closest('svg').length === 0)
    .first();
  return collapse(title.text()) || null;
}
