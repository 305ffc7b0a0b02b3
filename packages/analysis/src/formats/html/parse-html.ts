import { loadBuffer, type CheerioAPI } from 'cheerio';
import { adapter as domAdapter } from 'parse5-htmlparser2-tree-adapter';
import { AnalysisError } from '../../analyse.js';
import { isElement, type HtmlNode } from './dom.js';
import { MAX_HTML_DEPTH, MAX_HTML_ELEMENTS } from './html-limits.js';

type TreeAdapter = typeof domAdapter;
type TreeNode = Parameters<TreeAdapter['appendChild']>[1] | Parameters<TreeAdapter['appendChild']>[0];
type TextNode = ReturnType<TreeAdapter['createTextNode']>;

/**
 * Parses an HTML file as browsers do: parse5 through cheerio, which sniffs the encoding (BOM,
 * <meta charset>, else windows-1252). Elements and their depth are counted while parse5 builds the
 * tree, and the parse stops at the first one past a bound (html-limits.ts). Counting afterwards would
 * be too late: parse5's time grows with the square of the depth, and re-opening formatting elements
 * can make hundreds of elements of every short tag.
 */
export function parseHtml(bytes: Buffer): CheerioAPI {
  const adapter = boundedAdapter();
  try {
    const $ = loadBuffer(bytes, { treeAdapter: adapter.treeAdapter });
    adapter.joinText();
    return $;
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    throw new AnalysisError('The HTML file could not be read');
  }
}

/**
 * cheerio's own tree adapter, refusing the element past MAX_HTML_ELEMENTS or below MAX_HTML_DEPTH,
 * and joining a text node's pieces once: parse5 hands text over a word or a space at a time, and
 * the adapter's `data += piece` left every text node a rope of them, 14 bytes a character (a 10 MB
 * page's tree took 224 MB of heap; joined, 118 MB). `joinText()` joins the last one after
 * the parse.
 */
function boundedAdapter(): { treeAdapter: TreeAdapter; joinText: () => void } {
  let elements = 0;
  /** The text node parse5 is appending to, and its pieces not yet joined into its data. */
  let open: { node: TextNode; pieces: string[] } | null = null;
  const joinText = () => {
    if (open) open.node.data = open.pieces.join('');
    open = null;
  };
  const checkDepth = (parent: TreeNode, child: TreeNode) => {
    if (isElement(child as HtmlNode) && elementsFrom(parent) >= MAX_HTML_DEPTH) {
      throw new AnalysisError(`The HTML file nests elements more than ${MAX_HTML_DEPTH} deep`);
    }
  };
  const treeAdapter: TreeAdapter = {
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
    insertText(parent, text) {
      if (open && parent.children.at(-1) === open.node) {
        open.pieces.push(text);
        return;
      }
      joinText();
      domAdapter.insertText(parent, text);
      const node = parent.children.at(-1) as TextNode;
      open = { node, pieces: [node.data] };
    },
    insertTextBefore(parent, text, reference) {
      joinText();
      domAdapter.insertTextBefore(parent, text, reference);
    },
  };
  return { treeAdapter, joinText };
}

/** The elements from `node` up, itself included, counted to MAX_HTML_DEPTH at most: the walk stays short. */
function elementsFrom(node: TreeNode): number {
  let count = 0;
  for (let current: TreeNode | null = node; current && count < MAX_HTML_DEPTH; current = current.parent) {
    if (isElement(current as HtmlNode)) count++;
  }
  return count;
}
