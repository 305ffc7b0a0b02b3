import fs from 'node:fs/promises';
import { decodeXml } from '../../formats/office/office-xml.js';
import { OfficeZip } from '../../formats/office/office-zip.js';
import { writeZip } from '../../formats/zip-writer.js';
import type { ExternalReference, Stripped } from './external-reference.js';
import { removeOdfExternalLinks } from './odf-links.js';
import { removeExternalRelationships } from './ooxml-relationships.js';
import { removeLinkingFields } from './word-fields.js';

type Strip = (xml: string, part: string) => Stripped;

/** What takes the outside links out of a part, or null for parts that cannot link out. */
function stripperFor(name: string): Strip | null {
  if (name.endsWith('.rels')) return removeExternalRelationships;
  if (/^word\/[^/]+\.xml$/.test(name)) return removeLinkingFields;
  if (/(?:^|\/)(?:content|styles)\.xml$/.test(name)) return removeOdfExternalLinks;
  return null;
}

/**
 * Writes to `output` a copy of the OOXML or ODF package `input` without its links to anything
 * outside it (linked pictures and objects, attached templates, linked fields and sections), so that
 * a converter opening the copy has nothing to fetch; returns what was removed. The package is read
 * under the same zip-bomb bounds as the Office reader. When nothing links out, no copy is written
 * and `output` is null: the input itself is safe to hand over.
 */
export async function removeExternalReferences(
  input: string,
  output: string,
): Promise<{ output: string | null; removed: ExternalReference[] }> {
  const zip = await OfficeZip.open(input);
  const rewritten = new Map<string, Buffer>();
  const removed: ExternalReference[] = [];
  for (const name of zip.names()) {
    const strip = stripperFor(name);
    if (!strip) continue;
    const bytes = zip.read(name)!;
    const stripped = strip(decodeXml(bytes), name);
    if (stripped.removed.length === 0) continue;
    removed.push(...stripped.removed);
    rewritten.set(name, encodeLike(bytes, stripped.xml));
  }
  if (removed.length === 0) return { output: null, removed };
  // ODF wants `mimetype` first and stored; the others keep their order.
  const names = zip.names().sort((a, b) => Number(b === 'mimetype') - Number(a === 'mimetype'));
  const entries = names.map((name) => ({
    name,
    data: rewritten.get(name) ?? zip.read(name)!,
    store: name === 'mimetype',
  }));
  await fs.writeFile(output, writeZip(entries));
  return { output, removed };
}

/** The new text in the original's encoding (UTF-16 parts keep their byte-order mark). */
function encodeLike(original: Buffer, text: string): Buffer {
  const utf16 = original[0] === 0xff && original[1] === 0xfe;
  return utf16 ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) : Buffer.from(text, 'utf8');
}
