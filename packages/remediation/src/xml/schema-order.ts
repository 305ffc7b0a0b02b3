import type { Element } from 'domhandler';
import { isElement, type XmlPart } from './xml-part.js';

/**
 * Inserts `xml` (an element named `name`) into `parent` where the schema's sequence puts it: before
 * the first child that the sequence places after it, else last. Word refuses some files whose
 * elements are out of order, so new elements go where Word itself writes them.
 */
export function insertInSequence(
  part: XmlPart,
  parent: Element,
  name: string,
  xml: string,
  sequence: readonly string[],
): void {
  const position = sequence.indexOf(name);
  const next = parent.children.find(
    (node): node is Element => isElement(node) && sequence.indexOf(node.name) > position,
  );
  if (next) part.insertBefore(next, xml);
  else part.insertChild(parent, xml, 'last');
}

/** CT_RPr's sequence (ECMA-376 Part 1, 17.3.2.28). */
export const WORD_RUN_PROPERTIES = [
  'w:rStyle',
  'w:rFonts',
  'w:b',
  'w:bCs',
  'w:i',
  'w:iCs',
  'w:caps',
  'w:smallCaps',
  'w:strike',
  'w:dstrike',
  'w:outline',
  'w:shadow',
  'w:emboss',
  'w:imprint',
  'w:noProof',
  'w:snapToGrid',
  'w:vanish',
  'w:webHidden',
  'w:color',
  'w:spacing',
  'w:w',
  'w:kern',
  'w:position',
  'w:sz',
  'w:szCs',
  'w:highlight',
  'w:u',
  'w:effect',
  'w:bdr',
  'w:shd',
  'w:fitText',
  'w:vertAlign',
  'w:rtl',
  'w:cs',
  'w:em',
  'w:lang',
  'w:eastAsianLayout',
  'w:specVanish',
  'w:oMath',
];

/** CT_Row's children and CT_TrPr's first elements (17.4.79, 17.4.82). */
export const WORD_ROW = ['w:tblPrEx', 'w:trPr', 'w:tc', 'w:customXml', 'w:sdt', 'w:bookmarkStart'];
export const WORD_PARAGRAPH_PROPERTIES = ['w:pStyle', 'w:keepNext', 'w:keepLines', 'w:pageBreakBefore', 'w:outlineLvl'];
