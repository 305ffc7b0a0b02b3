import { generate, parse, type CssNode, type List } from 'css-tree';
import { toDeclarations, type Declaration } from './declarations.js';
import { matchesMedia } from './media-query.js';
import { subjectKey, type SelectorKey } from './selector-key.js';
import { specificity } from './specificity.js';

/** One complex selector with its declarations (a rule with a selector list gives one per selector). */
export interface StyleRule {
  selector: string;
  specificity: number;
  /** What the subject (rightmost compound) must be, to find candidate elements without matching them all. */
  key: SelectorKey;
  declarations: Declaration[];
}

/** A stylesheet's rules that apply on screen, and the `@import`s it starts with, in order. */
export interface ParsedStylesheet {
  imports: { url: string; media: string }[];
  rules: StyleRule[];
}

/**
 * Parses CSS with css-tree (tolerant, like browsers: bad rules are skipped). Only rules that can
 * apply are kept: `@media` for screen (media-query.ts); `@supports` and `@layer` blocks are taken as
 * they are (layer order is not applied); other at-rules (`@container`, `@font-face`, `@page`...)
 * are ignored. Selectors with pseudo-elements are dropped: generated content is not text in the
 * document.
 */
export function parseStylesheet(css: string): ParsedStylesheet {
  const result: ParsedStylesheet = { imports: [], rules: [] };
  let ast: CssNode;
  try {
    ast = parse(css, { parseValue: false, parseCustomProperty: false, parseAtrulePrelude: true });
  } catch {
    return result;
  }
  if (ast.type === 'StyleSheet') collect(ast.children, result);
  return result;
}

function collect(nodes: List<CssNode>, into: ParsedStylesheet): void {
  nodes.forEach((node) => {
    if (node.type === 'Rule') addRule(node, into);
    else if (node.type === 'Atrule') {
      const name = node.name.toLowerCase();
      const prelude = node.prelude ? generate(node.prelude) : '';
      if (name === 'import' && node.prelude && node.prelude.type === 'AtrulePrelude') {
        const url = importUrl(node.prelude.children);
        if (url) into.imports.push({ url, media: mediaOfImport(node.prelude.children) });
      } else if (
        node.block &&
        (name === 'supports' || name === 'layer' || (name === 'media' && matchesMedia(prelude)))
      ) {
        collect(node.block.children, into);
      }
    }
  });
}

function addRule(node: CssNode & { type: 'Rule' }, into: ParsedStylesheet): void {
  if (node.prelude.type !== 'SelectorList') return;
  const declarations = toDeclarations(node.block.children);
  if (declarations.length === 0) return;
  node.prelude.children.forEach((selector) => {
    let pseudoElement = false;
    if (selector.type !== 'Selector') return;
    selector.children.forEach((part) => {
      if (part.type === 'PseudoElementSelector') pseudoElement = true;
      // Legacy single-colon pseudo-elements.
      if (part.type === 'PseudoClassSelector' && /^(before|after|first-line|first-letter)$/i.test(part.name))
        pseudoElement = true;
    });
    if (!pseudoElement)
      into.rules.push({
        selector: generate(selector),
        specificity: specificity(selector),
        key: subjectKey(selector),
        declarations,
      });
  });
}

function importUrl(children: List<CssNode>): string | null {
  const first = children.first;
  if (first?.type === 'Url') return first.value;
  if (first?.type === 'String') return first.value;
  return null;
}

function mediaOfImport(children: List<CssNode>): string {
  let media = '';
  children.forEach((child) => {
    if (child.type === 'MediaQueryList') media = generate(child);
  });
  return media;
}
