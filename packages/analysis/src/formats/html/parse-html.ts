import { loadBuffer, type CheerioAPI } from 'cheerio';
import { adapter as domAdapter } from 'parse5-htmlparser2-tree-adapter';
import { AnalysisError } from '../../analyse.js';
import { isElement, type HtmlNode } from './dom.js';
import { MAX_HTML_DEPTH, MAX_HTML_ELEMENTS } from './html-limits.js';

type TreeAdapter = typeof domAdapter;
type TreeNode = Parameters<TreeAdapter['appendChild']>[1] | Parameters<TreeAdapter['appendChild']>[0];

/**
 * Parses an HTML file as browsers do: parse5 through cheerio, which sniffs the encoding (BOM,
 * <meta charset>, else windows-1252). Elements and their depth are counted while parse5 builds the
 * tree, and the parse stops at the first one past a bound (html-limits.ts). Counting afterwards would
 * be too late: parse5's time grows with the square of the depth, and re-opening formatting elements
 * can make hundreds of elements of every short tag.
 */
export function parseHtml(bytes: Buffer): CheerioAPI {
  try {
    return loadBuffer(bytes, { treeAdapter: boundedAdapter() });
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    throw new AnalysisError('The HTML file could not be read');
  }
}

/** cheerio's own tree adapter, refusing the element past MAX_HTML_ELEMENTS or below MAX_HTML_DEPTH. */
function boundedAdapter(): TreeAdapter {
  let elements = 0;
  const checkDepth = (parent: TreeNode, child: TreeNode) => {
    if (isElement(child as HtmlNode) && elementsFrom(parent) >= MAX_HTML_DEPTH) {
      throw new AnalysisError(`The HTML file nests elements more than ${MAX_HTML_DEPTH} deep`);
    }
  };
  return {
    ...domAdapter,
    createElement(tagName, namespace, attributes) {
      if (++elements > MAX_HTML_ELEMENTS) {
        throw new AnalysisError(`The HTML file has more than ${MAX_HTML_ELEMENTS.toLocaleString('en')} elements`);
      }
      return domAdapter.createElement(tagName, namespace, attributes);
    },
    appendChild(parent, child) {
      checkDepth(parent, child);
      domAdapter.appendChild(parent, child);
    },
    insertBefore(parent, child, reference) {
      checkDepth(parent, child);
      domAdapter.insertBefore(parent, child, reference);
    },
  };
}

/** The elements from `node` up, itself included, counted to MAX_HTML_DEPTH at most: the walk stays short. */
function elementsFrom(node: TreeNode): number {
  let count = 0;
  for (let current: TreeNode | null = node; current && count < MAX_HTML_DEPTH; current = current.parent) {
    if (isElement(current as HtmlNode)) count++;
  }
  return count;
}
