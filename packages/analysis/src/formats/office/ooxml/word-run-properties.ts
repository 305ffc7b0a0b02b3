import type { Rgb } from '../../../model/document-model.js';
import { HIGHLIGHT_COLOURS, parseHexColour } from '../colours.js';
import type { TextProperties } from '../office-content.js';
import { attr, child, type XmlElement } from '../office-xml.js';

/**
 * Run formatting as it builds up: defaults, paragraph style, character style, direct formatting
 * (`background`: shading or highlight; Word's default size without docDefaults is 10 pt).
 */
export type WordRunProperties = TextProperties;

export const WORD_DEFAULTS: WordRunProperties = {
  fontSize: 10,
  bold: false,
  colour: null,
  background: null,
  language: null,
  hidden: false,
};

const isOn = (element: XmlElement | undefined) =>
  element !== undefined && !['0', 'false', 'off'].includes(attr(element, 'w:val') ?? '1');

/** Applies one w:rPr over `base`. */
export function applyRunProperties(base: WordRunProperties, rPr: XmlElement | undefined): WordRunProperties {
  if (!rPr) return base;
  const next = { ...base };
  const size = Number(attr(child(rPr, 'w:sz'), 'w:val'));
  if (size > 0) next.fontSize = size / 2;
  const bold = child(rPr, 'w:b');
  if (bold) next.bold = isOn(bold);
  const colour = attr(child(rPr, 'w:color'), 'w:val');
  if (colour) next.colour = parseHexColour(colour);
  const shading = parseHexColour(attr(child(rPr, 'w:shd'), 'w:fill'));
  if (shading) next.background = shading;
  const highlight = attr(child(rPr, 'w:highlight'), 'w:val');
  if (highlight && HIGHLIGHT_COLOURS[highlight]) next.background = parseHexColour(HIGHLIGHT_COLOURS[highlight]);
  const language = attr(child(rPr, 'w:lang'), 'w:val');
  if (language) next.language = language;
  const hidden = child(rPr, 'w:vanish');
  if (hidden) next.hidden = isOn(hidden);
  return next;
}
