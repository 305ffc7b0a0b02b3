import { isDict, nameOf, textOf, type PdfDict, type PdfObjects } from '../pdfjs-core.js';

// Real elements carry one to three attribute objects; more are not worth reading.
const MAX_ATTRIBUTE_OBJECTS = 32;

/** What the checks use of an element's attributes (ISO 32000-1, 14.8.5). */
export interface ElementAttributes {
  /** Layout BBox [x0 y0 x1 y1], normalised, in the user space of the element's page. */
  bbox?: number[];
  /** Table Headers: the IDs of the header cells of a cell. */
  headers?: string[];
}

/**
 * The attributes of an element from its /A (a dictionary, a stream, or an array of those with
 * revision numbers) and from its classes (/C, looked up in the ClassMap), the element's own first.
 */
export function readAttributes(element: PdfDict, classMap: unknown, objects: PdfObjects): ElementAttributes {
  const sources = [...attributeObjects(element.getRaw('A'), objects)];
  if (isDict(classMap)) {
    const classes = objects.fetchIfRef(element.getRaw('C'));
    for (const name of Array.isArray(classes) ? classes : [classes]) {
      const className = nameOf(objects.fetchIfRef(name));
      if (className !== null) sources.push(...attributeObjects(classMap.getRaw(className), objects));
    }
  }

  const attributes: ElementAttributes = {};
  for (const source of sources.slice(0, MAX_ATTRIBUTE_OBJECTS)) {
    attributes.bbox ??= normalRect(source.get('BBox'), objects);
    if (nameOf(source.get('O')) === 'Table') attributes.headers ??= textStrings(source.get('Headers'), objects);
  }
  return attributes;
}

function attributeObjects(value: unknown, objects: PdfObjects): PdfDict[] {
  const resolved = objects.fetchIfRef(value);
  const list = Array.isArray(resolved) ? resolved.slice(0, MAX_ATTRIBUTE_OBJECTS * 2) : [resolved];
  const found: PdfDict[] = [];
  for (const entry of list) {
    const object = objects.fetchIfRef(entry);
    // A stream's attributes are in its dictionary.
    const dict = isDict(object) ? object : (object as { dict?: unknown } | null)?.dict;
    if (isDict(dict)) found.push(dict);
  }
  return found;
}

function normalRect(value: unknown, objects: PdfObjects): number[] | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [x0, y0, x1, y1] = value.map((n) => objects.fetchIfRef(n));
  if (![x0, y0, x1, y1].every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
  const [a, b, c, d] = [x0, y0, x1, y1] as number[];
  return [Math.min(a!, c!), Math.min(b!, d!), Math.max(a!, c!), Math.max(b!, d!)];
}

function textStrings(value: unknown, objects: PdfObjects): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const strings = value.map((entry) => textOf(objects.fetchIfRef(entry))).filter((text) => text !== null);
  return strings.length > 0 ? strings : undefined;
}
