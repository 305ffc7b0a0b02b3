import { attributes, namesOutsideResource, START_TAG, unescapeXml, type Stripped } from './external-reference.js';

const HYPERLINK = /\/hyperlink$/;

/**
 * Removes from a relationships part (`*.rels`) every relationship that points outside the package,
 * hyperlinks excepted (a converter draws a link, it never follows one): linked pictures (`r:link`),
 * linked OLE objects, attached templates, external workbooks, subdocuments, frames, media. The
 * elements that used them then name a relationship that is not there, which converters skip.
 */
export function removeExternalRelationships(xml: string, part: string): Stripped {
  const removed: Stripped['removed'] = [];
  const kept = xml.replace(
    new RegExp(`${START_TAG.source}(?:\\s*</\\1\\s*>)?`, 'g'),
    (tag: string, name: string, attributeText: string) => {
      if (localName(name) !== 'Relationship') return tag;
      const attrs = attributes(attributeText);
      const target = unescapeXml(attrs.get('Target') ?? '');
      // Internal targets are part names, absolute (`/word/document.xml`) or relative to the part
      // (`../media/image1.png`): only the mode or a URI makes a target external.
      const external = attrs.get('TargetMode') === 'External' || namesOutsideResource(target);
      if (!external || HYPERLINK.test(attrs.get('Type') ?? '')) return tag;
      removed.push({ part, target });
      return '';
    },
  );
  return { xml: kept, removed };
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);
