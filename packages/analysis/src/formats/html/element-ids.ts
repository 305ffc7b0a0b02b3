import type { CheerioAPI } from 'cheerio';
import type { HtmlElement } from './dom.js';

/** The document's ids, read once: how many elements carry each, and the first (as getElementById). */
export class ElementIds {
  private readonly counts = new Map<string, number>();
  private readonly firsts = new Map<string, HtmlElement>();

  constructor($: CheerioAPI) {
    $('[id]').each((_, element) => {
      const id = element.attribs.id!;
      this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
      if (!this.firsts.has(id)) this.firsts.set(id, element);
    });
  }

  has(id: string): boolean {
    return this.counts.has(id);
  }

  isUnique(id: string): boolean {
    return this.counts.get(id) === 1;
  }

  first(id: string): HtmlElement | undefined {
    return this.firsts.get(id);
  }
}
