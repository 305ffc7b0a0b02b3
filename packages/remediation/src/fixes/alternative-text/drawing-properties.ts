import type { Element } from 'domhandler';
import { elementsNamed } from '../../xml/xml-part.js';

/** A DrawingML shape's text alternative as the analysis reads it (drawing.ts): its non-visual properties' descr, else title. */
export function drawingAlternative(properties: Element | undefined): string | null {
  return (properties?.attribs.descr || properties?.attribs.title)?.trim() || null;
}

/** Marked decorative (Office's adec:decorative): it needs no text alternative. */
export function isDecorativeDrawing(properties: Element): boolean {
  return elementsNamed(properties, 'adec:decorative').some((flag) => ['1', 'true'].includes(flag.attribs.val ?? ''));
}
