import exifReader from 'exif-reader';
import type { Metadata } from 'sharp';
import type { PngText } from './png-text.js';
import { decodeXml, xmpValues, type XmpValue } from './xmp.js';

export interface ImageDescription {
  /** The text alternative stored in the file; null if none. */
  alternativeText: string | null;
  title: string | null;
  /** The language of the description (XMP xml:lang), null if not declared. */
  language: string | null;
}

/**
 * Text cameras and editors write by themselves into description fields: not a description. Compared
 * with the whole trimmed value, case-insensitively.
 */
const JUNK = [
  /^(olympus|sony|minolta|kodak|nikon|canon|samsung|lg|huawei|fujifilm|pentax|panasonic|casio|ricoh|konica)?\s*(digital )?(still )?(camera|dsc|dsci|image|digital)\s*$/,
  /^(exif_jpeg_picture|default|camera|ccd|image description|no description|description|none|null|untitled|\(?empty\)?)$/,
  /^(created|made|edited|generated|saved|processed|optimi[sz]ed) (with|by|in|using)\b/,
  /^(lead technologies|intel\(r\) jpeg|adobe|photoshop|gimp|paint\.net|screenshot|picasa|google)\b/,
];

/**
 * The description, title and language an image file carries, most specific first: the IPTC
 * accessibility alt text (Iptc4xmpCore:AltTextAccessibility), XMP dc:description, EXIF
 * ImageDescription, then the PNG text chunks Description and Comment (png-text.ts), and for SVG
 * its <title>.
 * The title (XMP dc:title, PNG Title) is not a description, so it is never the alternative.
 */
export function readImageDescription(
  metadata: Metadata | null,
  texts: PngText[] = [],
  svgText: string | null = null,
): ImageDescription {
  const xmp = metadata?.xmpAsString ?? metadata?.xmp?.toString('utf8') ?? xmpChunk(texts) ?? '';
  const pngText = (keyword: string) =>
    texts.find((text) => text.keyword.toLowerCase() === keyword.toLowerCase())?.text ?? null;
  const svg = svgText === null ? null : svgTitle(svgText);

  const xmpDescription = first(xmpValues(xmp, 'description'));
  const alternativeText = firstReal([
    first(xmpValues(xmp, 'AltTextAccessibility'))?.text,
    xmpDescription?.text,
    exifDescription(metadata?.exif),
    pngText('Description'),
    pngText('Comment'),
    svg,
  ]);
  const title = firstReal([first(xmpValues(xmp, 'title'))?.text, pngText('Title'), svg]);
  return { alternativeText, title, language: descriptionLanguage(xmp) };
}

/** XMP in a PNG lives in an iTXt chunk 'XML:com.adobe.xmp'; sharp only sees it before the image data. */
function xmpChunk(texts: PngText[]): string | null {
  return texts.find((text) => text.keyword === 'XML:com.adobe.xmp')?.text ?? null;
}

function first(values: XmpValue[]): XmpValue | null {
  return values.find((value) => clean(value.text) !== null) ?? null;
}

/** The first language given on an item of dc:description (x-default names none). */
function descriptionLanguage(xmp: string): string | null {
  return xmpValues(xmp, 'description').find((value) => value.language !== null)?.language ?? null;
}

function exifDescription(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  try {
    const description = exifReader(exif).Image?.ImageDescription;
    return typeof description === 'string' ? description : null;
  } catch {
    return null; // a damaged EXIF block only loses the description
  }
}

function firstReal(values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const text = clean(value);
    if (text !== null) return text;
  }
  return null;
}

/** Trimmed, NULs (EXIF padding) and runs of white space collapsed; null when blank or junk. */
export function clean(value: string | null | undefined): string | null {
  const text = value?.replace(/\0/g, '').replace(/\s+/g, ' ').trim() ?? '';
  if (text === '' || JUNK.some((pattern) => pattern.test(text.toLowerCase()))) return null;
  return text;
}

/** The accessible name of an SVG: the first <title>, which browsers show and screen readers read. */
function svgTitle(svg: string): string | null {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(svg)?.[1];
  return title === undefined ? null : decodeXml(title);
}
