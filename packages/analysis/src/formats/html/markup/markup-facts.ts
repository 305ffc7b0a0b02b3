import { html } from 'parse5';
import { scriptedShadowHosts } from '../scripted-shadow-roots.js';
import { elementsOf, type MarkupDocument, type MarkupElement } from './markup-tree.js';

/** What the markup alone says for certain: the title (`document.title`'s rule) and the declared language (`html[lang]`). */
export interface MarkupFacts {
  title: string | null;
  language: string | null;
  /** Custom elements whose shadow roots the page's scripts would fill (scripted-shadow-roots.ts); null: none. */
  scriptedShadowHosts: string[] | null;
}

export function markupFacts(document: MarkupDocument, active: MarkupElement[]): MarkupFacts {
  const root = document.children.find((child) => child.type === 'element');
  const scripts = active.filter((element) => element.tagName === 'script').map((script) => script.text!.join(''));
  return {
    title: documentTitle(document),
    language: root?.attrs.find((attr) => attr.name === 'lang')?.value.trim() || null,
    scriptedShadowHosts: scriptedShadowHosts(scripts),
  };
}

/**
 * `document.title` (HTML, "the title element"), as the browser path reads it: the first HTML
 * `<title>` element in the document in tree order, wherever the parser put it (in the body too);
 * not one in `<template>` content (a document fragment of its own) nor an SVG `<title>`. Its text
 * with ASCII white space stripped and collapsed.
 */
function documentTitle(document: MarkupDocument): string | null {
  for (const element of elementsOf(document)) {
    if (element.tagName !== 'title' || element.namespace !== html.NS.HTML) continue;
    return (
      element
        .text!.join('')
        .replace(/[\t\n\f\r ]+/g, ' ')
        .trim() || null
    );
  }
  return null;
}
