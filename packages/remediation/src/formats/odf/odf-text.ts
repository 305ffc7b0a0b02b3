import type { AnyNode, Element } from 'domhandler';
import { childNamed, isElement, type XmlPart } from '../../xml/xml-part.js';

/**
 * What the analysis does not read as a body (notes, comments, tracked changes, forms; a slide's
 * speaker notes; a sheet's page-anchored shapes, which it does not walk).
 */
const NOT_READ = new Set([
  'text:note',
  'office:annotation',
  'text:tracked-changes',
  'office:forms',
  'presentation:notes',
  'table:shapes',
]);

/** content.xml's office:text. */
export function textBody(content: XmlPart): Element | undefined {
  return documentBody(content, 'odt');
}

const BODIES = { odt: 'office:text', odp: 'office:presentation', ods: 'office:spreadsheet' } as const;

/** content.xml's body of the kind: office:text, office:presentation or office:spreadsheet. */
export function documentBody(content: XmlPart, kind: keyof typeof BODIES): Element | undefined {
  return childNamed(childNamed(content.root, 'office:body'), BODIES[kind]);
}

/**
 * Every element of the body the analysis reads, in document order (depth first, a frame before
 * the paragraphs of its text box), for which `keep` holds.
 */
export function readElements(body: Element, keep: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (element: Element) => {
    if (NOT_READ.has(element.name)) return;
    if (keep(element)) found.push(element);
    for (const child of element.children) if (isElement(child)) visit(child);
  };
  visit(body);
  return found;
}

export const isParagraph = (element: Element) => element.name === 'text:p' || element.name === 'text:h';

/**
 * A paragraph's own text as the analysis reads it: text:s, tabs and line breaks as spaces; not
 * that of drawings (a frame's text box is a paragraph of its own), notes or comments. `stop` on a
 * descendant: null.
 */
export function paragraphText(paragraph: Element, stop: (element: Element) => boolean = () => false): string | null {
  let text = '';
  const walk = (node: AnyNode): boolean => {
    if (node.type === 'text') text += (node as { data: string }).data;
    if (!isElement(node) || node === paragraph) return !isElement(node) || node.children.every(walk);
    if (stop(node)) return false;
    if (NOT_READ.has(node.name) || node.name.startsWith('draw:')) return true;
    if (['text:s', 'text:tab', 'text:line-break'].includes(node.name)) text += ' ';
    return node.children.every(walk);
  };
  return walk(paragraph) ? text.replace(/\s+/g, ' ') : null;
}
