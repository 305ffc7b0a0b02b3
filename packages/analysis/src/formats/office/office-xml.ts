import { load } from 'cheerio';
import { AnalysisError } from '../../analyse.js';
import type { OfficeZip } from './office-zip.js';
import { xmlProblem } from './xml-well-formed.js';

/** A parsed XML node, as htmlparser2 (domhandler) builds it in XML mode. */
export interface XmlNode {
  type: string;
  data?: string;
  children?: XmlNode[];
}

export interface XmlElement extends XmlNode {
  type: 'tag';
  name: string;
  attribs: Record<string, string>;
  children: XmlNode[];
}

/**
 * A part's root element, or null if the package has no such part. Entities are never expanded:
 * a DOCTYPE that declares any is refused (XXE, billion laughs); damaged XML is refused too.
 */
export function readXmlPart(zip: OfficeZip, name: string): XmlElement | null {
  const bytes = zip.read(name);
  return bytes === null ? null : parseXml(decodeXml(bytes), name);
}

export function parseXml(text: string, name: string): XmlElement {
  if (/<!DOCTYPE/i.test(text) && /<!ENTITY/i.test(text)) throw declaresEntities(name);
  const problem = xmlProblem(text);
  if (problem) throw notWellFormed(name, problem);
  const root = (load(text, { xml: true }).root()[0] as unknown as XmlNode).children?.find(isElement);
  if (!root) throw new AnalysisError(`The file is damaged: ${name} has no root element`);
  return root;
}

/** The refusals of a part, whether it is read whole (here) or as a stream (xml-stream.ts). */
export const declaresEntities = (name: string) =>
  new AnalysisError(`The file is refused: ${name} declares XML entities, which are never expanded`);

export const notWellFormed = (name: string, problem: string) =>
  new AnalysisError(`The file is damaged: ${name} is not well-formed XML (${problem})`);

/** A part's text: UTF-16 with its byte-order mark, else UTF-8 (a UTF-8 BOM dropped). */
export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function isElement(node: XmlNode): node is XmlElement {
  return node.type === 'tag';
}

/** The element's child elements, those named `name` if given. */
export function childElements(parent: XmlNode | undefined | null, name?: string): XmlElement[] {
  return (parent?.children ?? []).filter(
    (node): node is XmlElement => isElement(node) && (!name || node.name === name),
  );
}

export function child(parent: XmlNode | undefined | null, name: string): XmlElement | undefined {
  return parent ? childElements(parent).find((node) => node.name === name) : undefined;
}

/** Follows a path of child names: `path(rPr, 'w:lang')`. */
export function path(parent: XmlNode | undefined | null, ...names: string[]): XmlElement | undefined {
  let node: XmlElement | undefined = parent as XmlElement | undefined;
  for (const name of names) node = child(node, name);
  return node;
}

/** Every element named `name` below `parent`, in document order. */
export function descendants(parent: XmlNode, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlNode) => {
    for (const childNode of node.children ?? []) {
      if (!isElement(childNode)) continue;
      if (childNode.name === name) found.push(childNode);
      visit(childNode);
    }
  };
  visit(parent);
  return found;
}

export function attr(node: XmlElement | undefined | null, name: string): string | null {
  return node?.attribs[name] ?? null;
}

/** The text of every text node below `node`, joined. */
export function textContent(node: XmlNode | undefined | null): string {
  if (!node) return '';
  if (node.type === 'text' || node.type === 'cdata') return node.data ?? textOf(node);
  return textOf(node);
}

function textOf(node: XmlNode): string {
  return (node.children ?? []).map(textContent).join('');
}

/** The local name of `w:p`: `p`. */
export function localName(node: XmlElement): string {
  const colon = node.name.indexOf(':');
  return colon < 0 ? node.name : node.name.slice(colon + 1);
}
