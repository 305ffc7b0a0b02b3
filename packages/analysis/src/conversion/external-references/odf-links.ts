import { attributes, leavesPackage, START_TAG, unescapeXml, type Stripped } from './external-reference.js';

const XLINK = 'http://www.w3.org/1999/xlink';
/** Elements whose link a reader follows only on a click: kept (a converter writes them as links). */
const HYPERLINK_ELEMENTS = new Set(['text:a', 'draw:a', 'text:bookmark-ref']);

/**
 * Empties every `xlink:href` of an OpenDocument part that leaves the package (linked images and
 * objects, linked sections, table sources, floating frames, plugins), hyperlinks excepted. The
 * namespace decides, not the prefix: a file may bind XLink to any prefix it likes.
 */
export function removeOdfExternalLinks(xml: string, part: string): Stripped {
  const prefixes = xlinkPrefixes(xml);
  if (prefixes.length === 0) return { xml, removed: [] };
  const href = new RegExp(`(\\s(?:${prefixes.join('|')}):href\\s*=\\s*)("[^"]*"|'[^']*')`, 'g');
  const removed: Stripped['removed'] = [];
  const kept = xml.replace(START_TAG, (tag: string, name: string) => {
    if (HYPERLINK_ELEMENTS.has(name)) return tag;
    return tag.replace(href, (whole: string, before: string, quoted: string) => {
      const target = unescapeXml(quoted.slice(1, -1));
      if (!leavesPackage(target)) return whole;
      removed.push({ part, target });
      return `${before}""`;
    });
  });
  return { xml: kept, removed };
}

/** The prefixes bound to XLink anywhere in the part (a binding may sit on any element). */
function xlinkPrefixes(xml: string): string[] {
  const found = new Set<string>();
  for (const [, , attributeText] of xml.matchAll(START_TAG)) {
    for (const [name, value] of attributes(attributeText!)) {
      if (name.startsWith('xmlns:') && unescapeXml(value) === XLINK) found.add(escapeRegExp(name.slice(6)));
    }
  }
  return [...found];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
