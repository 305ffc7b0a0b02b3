import { parse, type CssNode, type List } from 'css-tree';
import { parseColour } from './colour.js';

/** One property: value as written (var() still in it), lower-cased property name. */
export interface Declaration {
  property: string;
  value: string;
  important: boolean;
}

/** The properties the model needs; anything else is dropped at parse time. */
const KEPT = new Set([
  'color',
  'background-color',
  'background-image',
  'font-size',
  'font-weight',
  'display',
  'visibility',
  'content-visibility',
]);

/** Declarations from css-tree's declaration nodes (parsed with parseValue: false), shorthands expanded. */
export function toDeclarations(nodes: List<CssNode>): Declaration[] {
  const declarations: Declaration[] = [];
  nodes.forEach((node) => {
    if (node.type !== 'Declaration') return;
    const value = node.value.type === 'Raw' ? node.value.value.trim() : '';
    declarations.push(...expand(node.property.toLowerCase(), value, node.important !== false));
  });
  return declarations;
}

/** A `style` attribute's declarations. */
export function parseInlineStyle(style: string): Declaration[] {
  try {
    const ast = parse(style, { context: 'declarationList', parseValue: false, parseCustomProperty: false });
    return ast.type === 'DeclarationList' ? toDeclarations(ast.children) : [];
  } catch {
    return [];
  }
}

function expand(property: string, value: string, important: boolean): Declaration[] {
  // Custom properties are kept whole: var() substitution needs them (computed-style.ts).
  if (property.startsWith('--') || KEPT.has(property)) return [{ property, value, important }];
  if (property === 'background') return expandBackground(value).map((d) => ({ ...d, important }));
  if (property === 'font') return expandFont(value).map((d) => ({ ...d, important }));
  return [];
}

/**
 * `background` resets colour and image. The colour is the one token that parses as a colour
 * (var() left as is); an image is any url() or gradient.
 */
function expandBackground(value: string): Omit<Declaration, 'important'>[] {
  if (/^(inherit|initial|unset|revert|revert-layer)$/i.test(value)) {
    return [
      { property: 'background-color', value },
      { property: 'background-image', value },
    ];
  }
  const image = /\b(url|image-set|[a-z-]*gradient)\(/i.test(value) ? 'url()' : 'none';
  const tokens = splitTokens(value);
  const colour =
    tokens.find((token) => /^var\(/i.test(token) && tokens.length === 1) ??
    [...tokens].reverse().find((token) => {
      const parsed = parseColour(token);
      return parsed !== null;
    }) ??
    'transparent';
  return [
    { property: 'background-color', value: colour },
    { property: 'background-image', value: image },
  ];
}

/** `font: [style] [variant] [weight] [stretch] size[/line-height] family`; system fonts are ignored. */
function expandFont(value: string): Omit<Declaration, 'important'>[] {
  if (/^(inherit|initial|unset|revert|revert-layer)$/i.test(value)) {
    return [
      { property: 'font-size', value },
      { property: 'font-weight', value },
    ];
  }
  const tokens = splitTokens(value);
  const sizeAt = tokens.findIndex((token) => SIZE_TOKEN.test(token));
  if (sizeAt < 0) return [];
  const weight = tokens.slice(0, sizeAt).find((token) => /^(bold|bolder|lighter|\d+)$/i.test(token)) ?? 'normal';
  return [
    { property: 'font-size', value: tokens[sizeAt]!.split('/')[0]! },
    { property: 'font-weight', value: weight },
  ];
}

const SIZE_TOKEN =
  /^([+-]?[\d.]+(px|pt|pc|em|rem|%|ex|ch|vw|vh|vmin|vmax|cm|mm|in|q)|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger|(calc|clamp|min|max|var)\(.*\))(\/.*)?$/i;

/** Splits a value on white space outside parentheses. */
export function splitTokens(value: string): string[] {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of value) {
    if (character === '(') depth++;
    if (character === ')') depth = Math.max(0, depth - 1);
    if (/\s/.test(character) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += character;
  }
  if (current) tokens.push(current);
  return tokens;
}
