import { html, type Token, type TreeAdapter, type TreeAdapterTypeMap } from 'parse5';
import { AnalysisError } from '../../../analyse.js';
import { MAX_HTML_DEPTH, MAX_HTML_ELEMENTS } from '../html-limits.js';

/**
 * The tree parse5 builds while the markup is scanned (scan-markup.ts): the shape of the document and
 * no more. Text is not kept (a text node is a placeholder parse5 needs to find), except under the
 * elements whose text the markup's facts need (`<title>`, `<script>`); locations are kept only for
 * the elements whose source is removed or marks a place (KEPT_LOCATIONS). A 10 MB page's tree took
 * 118 MB of heap as cheerio's DOM; this one takes 11 MB.
 */
export interface MarkupDocument {
  type: 'document';
  parent: null;
  children: MarkupChild[];
  mode: html.DOCUMENT_MODE;
}
export interface MarkupFragment {
  type: 'fragment';
  parent: null;
  children: MarkupChild[];
}
export interface MarkupElement {
  type: 'element';
  tagName: string;
  namespace: html.NS;
  attrs: Token.Attribute[];
  parent: MarkupParent | null;
  children: MarkupChild[];
  /** A `<template>`'s content: a fragment of its own, outside the document's tree. */
  content?: MarkupFragment;
  location?: Token.ElementLocation;
  /** The text put in the element, for the elements that keep it (KEEPS_TEXT). */
  text?: string[];
}
interface MarkupLeaf {
  type: 'text' | 'comment' | 'doctype';
  parent: MarkupParent | null;
  location?: Token.ElementLocation;
}
export type MarkupParent = MarkupDocument | MarkupFragment | MarkupElement;
export type MarkupChild = MarkupElement | MarkupLeaf;
type MarkupNode = MarkupParent | MarkupLeaf;

export type MarkupTreeMap = TreeAdapterTypeMap<
  MarkupNode,
  MarkupParent,
  MarkupChild,
  MarkupDocument,
  MarkupFragment,
  MarkupElement,
  MarkupLeaf,
  MarkupLeaf,
  MarkupElement,
  MarkupLeaf
>;

/** Elements that run code or embed other documents: removed from the markup with what they hold (prepare-markup.ts). */
export const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'fencedframe',
]);
/** Elements whose source range is kept: the active ones (removed) and those that mark where the head starts. */
const KEPT_LOCATIONS = new Set([...ACTIVE_ELEMENTS, 'html', 'head']);
const KEEPS_TEXT = new Set(['title', 'script']);

/**
 * The tree adapter: it lists in `active` the active elements parse5 makes from a tag, and refuses
 * the element past MAX_HTML_ELEMENTS or below MAX_HTML_DEPTH while parse5 builds the tree. Counting
 * afterwards would be too late: parse5's time grows with the square of the depth, and re-opening
 * formatting elements can make hundreds of elements of every short tag.
 */
export function markupTreeAdapter(active: MarkupElement[]): TreeAdapter<MarkupTreeMap> {
  let elements = 0;
  const checkDepth = (parent: MarkupParent, child: MarkupChild) => {
    if (child.type === 'element' && elementsFrom(parent) >= MAX_HTML_DEPTH) {
      throw new AnalysisError(`The HTML file nests elements more than ${MAX_HTML_DEPTH} deep`);
    }
  };
  const append = (parent: MarkupParent, child: MarkupChild) => {
    checkDepth(parent, child);
    parent.children.push(child);
    child.parent = parent;
  };
  const insertBefore = (parent: MarkupParent, child: MarkupChild, reference: MarkupChild) => {
    checkDepth(parent, child);
    parent.children.splice(parent.children.indexOf(reference), 0, child);
    child.parent = parent;
  };
  const leaf = (type: MarkupLeaf['type']): MarkupLeaf => ({ type, parent: null });
  return {
    createDocument: () => ({ type: 'document', parent: null, children: [], mode: html.DOCUMENT_MODE.NO_QUIRKS }),
    createDocumentFragment: () => ({ type: 'fragment', parent: null, children: [] }),
    createElement(tagName, namespace, attrs) {
      if (++elements > MAX_HTML_ELEMENTS) {
        throw new AnalysisError(`The HTML file has more than ${MAX_HTML_ELEMENTS.toLocaleString('en')} elements`);
      }
      const element: MarkupElement = { type: 'element', tagName, namespace, attrs, parent: null, children: [] };
      if (KEEPS_TEXT.has(tagName)) element.text = [];
      return element;
    },
    createCommentNode: () => leaf('comment'),
    createTextNode: () => leaf('text'),
    appendChild: append,
    insertBefore,
    setTemplateContent(template, content) {
      template.content = content;
    },
    getTemplateContent: (template) => template.content!,
    setDocumentType(document) {
      if (!document.children.some((child) => child.type === 'doctype')) append(document, leaf('doctype'));
    },
    setDocumentMode(document, mode) {
      document.mode = mode;
    },
    getDocumentMode: (document) => document.mode,
    detachNode(node) {
      if (!node.parent) return;
      node.parent.children.splice(node.parent.children.indexOf(node), 1);
      node.parent = null;
    },
    insertText(parent, text) {
      if (parent.type === 'element') parent.text?.push(text);
      if (parent.children.at(-1)?.type !== 'text') append(parent, leaf('text'));
    },
    insertTextBefore(parent, _text, reference) {
      const before = parent.children[parent.children.indexOf(reference) - 1];
      if (before?.type !== 'text') insertBefore(parent, leaf('text'), reference);
    },
    adoptAttributes(recipient, attrs) {
      const names = new Set(recipient.attrs.map((attr) => attr.name));
      for (const attr of attrs) if (!names.has(attr.name)) recipient.attrs.push(attr);
    },
    getFirstChild: (node) => node.children[0] ?? null,
    getChildNodes: (node) => node.children,
    getParentNode: (node) => node.parent,
    getAttrList: (element) => element.attrs,
    getTagName: (element) => element.tagName,
    getNamespaceURI: (element) => element.namespace,
    getTextNodeContent: () => '',
    getCommentNodeContent: () => '',
    getDocumentTypeNodeName: () => '',
    getDocumentTypeNodePublicId: () => '',
    getDocumentTypeNodeSystemId: () => '',
    isTextNode: (node): node is MarkupLeaf => node.type === 'text',
    isCommentNode: (node): node is MarkupLeaf => node.type === 'comment',
    isDocumentTypeNode: (node): node is MarkupLeaf => node.type === 'doctype',
    isElementNode: (node): node is MarkupElement => node.type === 'element',
    setNodeSourceCodeLocation(node, location) {
      // Text nodes are only told apart as located or not (parse5 extends a located one's range).
      if (location && (node.type !== 'element' || KEPT_LOCATIONS.has(node.tagName))) {
        (node as MarkupElement | MarkupLeaf).location = node.type === 'text' ? LOCATED : location;
        if (node.type === 'element' && ACTIVE_ELEMENTS.has(node.tagName)) active.push(node);
      }
    },
    getNodeSourceCodeLocation: (node) => ('location' in node ? node.location : null),
    updateNodeSourceCodeLocation(node, end) {
      if (node.type === 'element' && node.location) Object.assign(node.location, end);
    },
  };
}

/** A text node's location: parse5 asks only whether there is one. */
const LOCATED: Token.ElementLocation = {
  startLine: 0,
  startCol: 0,
  startOffset: 0,
  endLine: 0,
  endCol: 0,
  endOffset: 0,
};

/** The elements from `node` up, itself included, counted to MAX_HTML_DEPTH at most: the walk stays short. */
function elementsFrom(node: MarkupParent): number {
  let count = 0;
  for (let at: MarkupParent | null = node; at && count < MAX_HTML_DEPTH; at = at.parent) {
    if (at.type === 'element') count++;
  }
  return count;
}

/** The document's elements in tree order (template contents are fragments of their own, not walked). */
export function* elementsOf(document: MarkupDocument): Generator<MarkupElement> {
  const stack: MarkupChild[] = [...document.children].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type !== 'element') continue;
    yield node;
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!);
  }
}
