import type { CheerioAPI } from 'cheerio';
import { isElement, type HtmlElement } from '../dom.js';
import type { SelectorKey } from './selector-key.js';

/** The document's elements by id, class and tag, in document order. */
export class ElementIndex {
  readonly all: HtmlElement[];
  /** The most element children any element has. */
  readonly maxSiblings: number;
  private readonly byId = new Map<string, HtmlElement[]>();
  private readonly byClass = new Map<string, HtmlElement[]>();
  private readonly byTag = new Map<string, HtmlElement[]>();

  constructor($: CheerioAPI) {
    this.all = $('*').get().filter(isElement);
    let maxSiblings = 1;
    for (const element of this.all) {
      maxSiblings = Math.max(maxSiblings, element.children.filter(isElement).length);
      add(this.byTag, element.name.toLowerCase(), element);
      if (element.attribs.id) add(this.byId, element.attribs.id, element);
      for (const name of element.attribs.class?.split(/\s+/) ?? []) if (name) add(this.byClass, name, element);
    }
    this.maxSiblings = maxSiblings;
  }

  candidates(key: SelectorKey): readonly HtmlElement[] {
    switch (key.kind) {
      case 'id':
        return this.byId.get(key.value) ?? [];
      case 'class':
        return this.byClass.get(key.value) ?? [];
      case 'tag':
        return this.byTag.get(key.value) ?? [];
      default:
        return this.all;
    }
  }
}

function add(map: Map<string, HtmlElement[]>, key: string, element: HtmlElement): void {
  const list = map.get(key);
  if (list) {
    // A class listed twice on one element must not make it a candidate twice.
    if (list[list.length - 1] !== element) list.push(element);
  } else map.set(key, [element]);
}
