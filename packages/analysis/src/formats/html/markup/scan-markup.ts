import { decodeBuffer } from 'encoding-sniffer';
import { Parser, type Token } from 'parse5';
import { AnalysisError } from '../../../analyse.js';
import { collectGarbage } from '../../../commons/heap.js';
import { MARKUP_CHUNK_CHARACTERS } from '../html-limits.js';
import { markupFacts, type MarkupFacts } from './markup-facts.js';
import { ACTIVE_ELEMENTS, markupTreeAdapter, type MarkupElement, type MarkupTreeMap } from './markup-tree.js';
import { applyEdits, startTagEdit, type MarkupEdit } from './prepare-markup.js';

/** The markup the browser gets (prepare-markup.ts), and where in it content can go first in the head. */
export interface PreparedMarkup {
  html: string;
  headAt: number;
}

export interface ScannedMarkup {
  markup: PreparedMarkup;
  /** What the markup alone says for certain, should the browser not judge the page. */
  facts: MarkupFacts;
}

/**
 * Reads an HTML file's markup once, as browsers parse it: the encoding sniffed (BOM,
 * `<meta charset>`, else windows-1252), then parse5's tokenizer and tree construction with the
 * scripting flag off, as in the browser that renders it (JavaScript is off there, so `<noscript>`
 * holds markup). What the browser gets is the file's own text with tags and elements edited out
 * (prepare-markup.ts), not a serialisation of a parsed tree: the tree parse5 builds is only the
 * document's shape (markup-tree.ts), which bounds the work (html-limits.ts) and says where each
 * active element ends. A 10 MB page took 240 MB more resident memory parsed into cheerio's DOM and
 * serialised again.
 */
export function scanMarkup(bytes: Buffer): ScannedMarkup {
  try {
    const source = decodeBuffer(bytes, { defaultEncoding: 'windows-1252' });
    const scanner = new MarkupScanner();
    // A megabyte at a time, as a network would hand it over, collecting between: parse5 makes a
    // token and a location for each tag and word, and in one go a 10 MB page's garbage reached 86 MB.
    for (let at = 0; at < source.length || at === 0; at += MARKUP_CHUNK_CHARACTERS) {
      const last = at + MARKUP_CHUNK_CHARACTERS >= source.length;
      scanner.tokenizer.write(source.slice(at, at + MARKUP_CHUNK_CHARACTERS), last);
      if (!last) collectGarbage();
    }
    const edits = [...scanner.edits, ...scanner.active.map(elementRemoval)];
    const { markup: html, mark: headAt } = applyEdits(source, edits, scanner.headStart());
    return { markup: { html, headAt }, facts: markupFacts(scanner.document, scanner.active) };
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    throw new AnalysisError('The HTML file could not be read');
  }
}

/** parse5's parser, seeing each start tag before its tree construction does. */
class MarkupScanner extends Parser<MarkupTreeMap> {
  readonly edits: MarkupEdit[] = [];
  /** The active elements made from a tag, in the order made (markup-tree.ts). */
  readonly active: MarkupElement[];

  constructor() {
    const active: MarkupElement[] = [];
    super({ treeAdapter: markupTreeAdapter(active), sourceCodeLocationInfo: true, scriptingEnabled: false });
    this.active = active;
  }

  override onStartTag(token: Token.TagToken): void {
    // Before parse5 adjusts the names of foreign (SVG, MathML) tags and attributes.
    const edit = startTagEdit(token);
    const location = token.location;
    const made = this.active.length;
    super.onStartTag(token);
    if (edit) this.edits.push(edit);
    // An active tag the parser ignored here (in a select, after a frameset) is removed all the same:
    // another parser, or this one after an edit elsewhere, could make it an element.
    if (ACTIVE_ELEMENTS.has(token.tagName) && location && this.active.length === made) {
      this.edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
    }
  }

  /** Where content can go first in the head: after `<head>`, else `<html>`, else the doctype, else at the start. */
  headStart(): number {
    const html = this.document.children.find((child) => child.type === 'element');
    const doctype = this.document.children.find((child) => child.type === 'doctype');
    const tag = this.headElement?.location?.startTag ?? html?.location?.startTag ?? doctype?.location;
    return tag?.endOffset ?? 0;
  }
}

/** An active element goes with what it holds, from its start tag to where it ends. */
function elementRemoval(element: MarkupElement): MarkupEdit {
  const { startOffset, endOffset } = element.location!;
  return { start: startOffset, end: endOffset, text: '' };
}
