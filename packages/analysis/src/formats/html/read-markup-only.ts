import type { CheerioAPI } from 'cheerio';
import type { CheckName } from '../../feedback.js';
import type { DocumentModel } from '../../model/document-model.js';
import { scriptedShadowHosts } from './scripted-shadow-roots.js';

/** The checks only a browser can judge: they need roles, accessible names, styles or the layout. */
const NEEDS_A_BROWSER: CheckName[] = [
  'AlternativeText',
  'Contrast',
  'HeadingsSequential',
  'HeadingsStartAtOne',
  'TableHeaders',
  'LanguageCorrect',
];

/**
 * An HTML file no browser could render (Chromium is not installed, or the page took the browser
 * past its memory bound or its ceiling for a stuck browser: read-html.ts): only what the markup
 * alone says for certain is judged, the title (`document.title`'s rule) and the declared language
 * (`html[lang]`); every other check is listed in `report.notJudged` with `reason`, rather than
 * judged by a second, weaker engine that could disagree with the browser.
 */
export function readMarkupOnly({ title, language }: MarkupFacts, reason: string): DocumentModel {
  return {
    fileType: 'html',
    metadata: { title, language },
    pages: [{ index: 0, width: 0, height: 0, textRuns: [], images: [], ocr: null }],
    structure: null,
    headings: [],
    tables: [],
    figures: [],
    unjudged: NEEDS_A_BROWSER.map((check) => ({ check, reason })),
  };
}

/** What the markup alone says for certain: the title (`document.title`'s rule) and the declared language (`html[lang]`). */
export interface MarkupFacts {
  title: string | null;
  language: string | null;
  /** Custom elements whose shadow roots the page's scripts would fill (scripted-shadow-roots.ts); null: none. */
  scriptedShadowHosts: string[] | null;
}

export function markupFacts($: CheerioAPI): MarkupFacts {
  return {
    title: documentTitle($),
    language: $('html').first().attr('lang')?.trim() || null,
    scriptedShadowHosts: scriptedShadowHosts($),
  };
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * `document.title` (HTML, "the title element"), as the browser path reads it: the first HTML
 * `<title>` element in the document in tree order, wherever the parser put it (in the body too);
 * not one in `<template>` content (a document fragment of its own, which cheerio's tree hangs under
 * the template) nor an SVG `<title>`. Its text with ASCII white space stripped and collapsed.
 */
function documentTitle($: CheerioAPI): string | null {
  const document = $.root()[0];
  const element = $('title')
    .toArray()
    .find((candidate) => {
      if (candidate.namespace !== HTML_NAMESPACE) return false;
      for (let at: { parent: unknown; type: string } | null = candidate; at; at = at.parent as typeof at) {
        if (at.type === 'root') return at === document;
      }
      return false;
    });
  if (!element) return null;
  return (
    $(element)
      .text()
      .replace(/[\t\n\f\r ]+/g, ' ')
      .trim() || null
  );
}
