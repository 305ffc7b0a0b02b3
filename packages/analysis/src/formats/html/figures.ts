import type { CheerioAPI } from 'cheerio';
import type { Figure } from '../../model/document-model.js';
import type { SelectorNamer } from './css-selector.js';
import { collapse, isElement, type HtmlElement } from './dom.js';
import type { ElementIds } from './element-ids.js';
import { isAriaHidden, isRendered, roleOf } from './exposure.js';
import type { ComputedStyle } from './styles/computed-style.js';

/**
 * Images that need a text alternative: `img`, `input type=image`, `area`, and `svg role=img`
 * (rendered ones). The alternative follows the accessible-name order: aria-labelledby, aria-label,
 * alt (svg: its <title>), title. Decorative: alt="" with no ARIA name, role presentation/none, or
 * aria-hidden. Image files are not fetched: nothing here needs their pixels.
 */
export function readFigures(
  $: CheerioAPI,
  styles: ReadonlyMap<HtmlElement, ComputedStyle>,
  names: SelectorNamer,
  ids: ElementIds,
): Figure[] {
  const figures: Figure[] = [];
  const labelText = labelTexts($, ids);
  $('img, input, area, svg').each((_, element) => {
    if (element.name === 'input' && element.attribs.type?.trim().toLowerCase() !== 'image') return;
    const role = roleOf(element);
    if (element.name === 'svg' && role !== 'img') return;
    if (!isRendered(element, styles)) return;
    const ariaName = labelledByText(element, labelText) || element.attribs['aria-label']?.trim() || '';
    const alt = element.name === 'svg' ? svgTitle(element) : element.attribs.alt;
    const alternativeText = ariaName || alt?.trim() || element.attribs.title?.trim() || (alt === undefined ? null : '');
    const decorative =
      role === 'presentation' || role === 'none' || isAriaHidden(element) || (alt?.trim() === '' && !ariaName);
    figures.push({ alternativeText, decorative, location: { areas: [], selector: names.selectorOf(element) } });
  });
  return figures;
}

function labelledByText(element: HtmlElement, labelText: (id: string) => string): string {
  const ids = new Set(element.attribs['aria-labelledby']?.trim().split(/\s+/).filter(Boolean));
  return collapse([...ids].map(labelText).join(' '));
}

/** The text of the element each id names, read once per id however many images it labels. */
function labelTexts($: CheerioAPI, ids: ElementIds): (id: string) => string {
  const texts = new Map<string, string>();
  return (id) => {
    let text = texts.get(id);
    if (text === undefined) {
      const label = ids.first(id);
      text = label ? collapse($(label).text()) : '';
      texts.set(id, text);
    }
    return text;
  };
}

function svgTitle(svg: HtmlElement): string | undefined {
  const title = svg.children.find((child) => isElement(child) && child.name === 'title');
  if (!title || !isElement(title)) return undefined;
  return collapse(title.children.map((child) => (child.type === 'text' ? child.data : '')).join(''));
}
