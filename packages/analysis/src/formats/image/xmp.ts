/** One value of an XMP property; `language` is the rdf:li's xml:lang (null when none or x-default). */
export interface XmpValue {
  text: string;
  language: string | null;
}

/**
 * The values of an XMP property given by its local name (any namespace prefix): the items of a
 * language alternative (rdf:Alt) or sequence, a simple element value, or an attribute of
 * rdf:Description. The x-default item comes first. XMP is RDF/XML, but the packets cameras and
 * editors write are regular enough for patterns, and a wrong match only loses a description.
 */
export function xmpValues(xmp: string, localName: string): XmpValue[] {
  const element = new RegExp(`<([\\w.-]+):${localName}\\b[^>]*?(?:/>|>([\\s\\S]*?)</\\1:${localName}>)`).exec(xmp);
  if (element?.[2] !== undefined) {
    const items = [...element[2].matchAll(/<rdf:li\b([^>]*)>([\s\S]*?)<\/rdf:li>/g)].map(([, attributes, text]) => ({
      text: decodeXml(text),
      language: itemLanguage(attributes),
    }));
    if (items.length === 0) return [{ text: decodeXml(element[2]), language: null }];
    return items.sort((a, b) => Number(a.language !== null) - Number(b.language !== null));
  }
  const attribute = new RegExp(`\\s[\\w.-]+:${localName}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(xmp);
  if (attribute) return [{ text: decodeXml(attribute[1] ?? attribute[2]), language: null }];
  return [];
}

function itemLanguage(attributes: string): string | null {
  const language = /xml:lang\s*=\s*["']([^"']+)["']/.exec(attributes)?.[1] ?? null;
  return language === null || language.toLowerCase() === 'x-default' ? null : language;
}

/** XML text content: markup dropped, CDATA unwrapped, the five entities and character references decoded. */
export function decodeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(parseInt(decimal, 10)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
