import { posix } from 'node:path';
import type { OfficeZip } from '../office-zip.js';
import { attr, childElements, readXmlPart, textContent } from '../office-xml.js';

/** A part's relationships: id → target part name (resolved against the part's folder) and type. */
export function relationships(zip: OfficeZip, part: string): Map<string, { target: string; type: string }> {
  const dir = posix.dirname(part);
  const rels = readXmlPart(zip, posix.join(dir, '_rels', `${posix.basename(part)}.rels`));
  const map = new Map<string, { target: string; type: string }>();
  for (const rel of rels ? childElements(rels, 'Relationship') : []) {
    const target = attr(rel, 'Target');
    if (!target || attr(rel, 'TargetMode') === 'External') continue;
    const resolved = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
    map.set(attr(rel, 'Id') ?? '', { target: resolved, type: attr(rel, 'Type') ?? '' });
  }
  return map;
}

/** The package's main part (word/document.xml, ppt/presentation.xml, xl/workbook.xml), from _rels/.rels. */
export function mainPart(zip: OfficeZip): string | null {
  for (const { target, type } of relationships(zip, '').values()) {
    if (type.endsWith('/officeDocument')) return target;
  }
  return null;
}

/** docProps/core.xml's dc:title, trimmed; null when absent or empty. */
export function coreTitle(zip: OfficeZip): string | null {
  const core = readXmlPart(zip, 'docProps/core.xml');
  const title = core ? childElements(core, 'dc:title')[0] : undefined;
  const text = title ? textContent(title).trim() : '';
  return text || null;
}

/** Relationship targets of a type (…/slide, …/theme), in the order of the relationships part. */
export function targetsOfType(zip: OfficeZip, part: string, type: string): string[] {
  return [...relationships(zip, part).values()].filter((rel) => rel.type.endsWith(`/${type}`)).map((rel) => rel.target);
}
