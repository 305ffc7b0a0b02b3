import type { CheckName } from '../../feedback.js';
import type { DocumentModel } from '../../model/document-model.js';
import type { MarkupFacts } from './markup/markup-facts.js';

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
