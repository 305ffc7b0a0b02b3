import type { CheerioAPI } from 'cheerio';
import type { TextRun } from '../../model/document-model.js';
import type { SelectorNamer } from './css-selector.js';
import { isElement, ownText, type HtmlElement } from './dom.js';
import type { ComputedStyle } from './styles/computed-style.js';

/** Subtrees that hold no visible document text (SVG text is painted with `fill`, not modelled). */
const SKIPPED = new Set(['head', 'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas']);

const PX_TO_PT = 0.75;
const NO_BOX = { x0: 0, y0: 0, x1: 0, y1: 0 };

/**
 * One run per element with text of its own (its text children), in document order, with the
 * element's computed style. Left out: skipped subtrees, display:none, `hidden`,
 * aria-hidden="true", and visibility:hidden elements (their visible descendants still count).
 * The run's language is the nearest `lang` when it differs from the document's.
 */
export function readTextRuns(
  $: CheerioAPI,
  styles: ReadonlyMap<HtmlElement, ComputedStyle>,
  names: SelectorNamer,
  documentLanguage: string | null,
): TextRun[] {
  const runs: TextRun[] = [];
  const stack: { element: HtmlElement; language: string | null }[] = [];
  const body = $('body')[0];
  if (body) stack.push({ element: body, language: inheritedLanguage(body) });
  while (stack.length > 0) {
    const { element, language: parentLanguage } = stack.pop()!;
    const style = styles.get(element);
    if (!style?.rendered || SKIPPED.has(element.name)) continue;
    if (element.attribs['aria-hidden']?.trim().toLowerCase() === 'true') continue;
    const declared = declaredLanguage(element);
    const language = declared === undefined ? parentLanguage : declared;
    const text = ownText(element);
    if (text !== '' && style.visible) {
      runs.push({
        text,
        box: NO_BOX,
        fontSize: style.fontSizePx * PX_TO_PT,
        bold: style.fontWeight >= 600,
        colour: style.colour,
        background: style.background,
        invisible: false,
        artifact: false,
        tagged: true,
        language: language && !sameTag(language, documentLanguage) ? language : null,
        location: { areas: [], selector: names.selectorOf(element) },
      });
    }
    for (let i = element.children.length - 1; i >= 0; i--) {
      const child = element.children[i];
      if (isElement(child)) stack.push({ element: child, language });
    }
  }
  return runs;
}

/** `lang` (or `xml:lang`); '' is an explicit "unknown", kept so that it stops inheritance. */
function declaredLanguage(element: HtmlElement): string | null | undefined {
  const value = element.attribs.lang ?? element.attribs['xml:lang'];
  if (value === undefined) return undefined;
  return value.trim() === '' ? null : value.trim();
}

function inheritedLanguage(element: HtmlElement): string | null {
  for (let node = element.parent; node && isElement(node); node = node.parent) {
    const declared = declaredLanguage(node);
    if (declared !== undefined) return declared;
  }
  return null;
}

function sameTag(a: string, b: string | null): boolean {
  return b !== null && a.toLowerCase() === b.toLowerCase();
}
