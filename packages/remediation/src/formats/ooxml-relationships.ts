import path from 'node:path';
import { childrenNamed } from '../xml/xml-part.js';
import type { OfficePackage } from '../zip/office-package.js';

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/** A part's relationships (its `_rels/<name>.rels`): id → the type's last segment and the target part, resolved. */
export function relationships(pkg: OfficePackage, part: string): Map<string, { type: string; target: string }> {
  const found = new Map<string, { type: string; target: string }>();
  const rels = `${path.posix.dirname(part)}/_rels/${path.posix.basename(part)}.rels`.replace(/^\.\//, '');
  for (const rel of childrenNamed(pkg.has(rels) ? pkg.part(rels)?.root : undefined, 'Relationship')) {
    const { Id: id, Type: type, Target: target, TargetMode: mode } = rel.attribs;
    if (!id || !type || !target || mode === 'External') continue;
    const resolved = target.startsWith('/')
      ? target.slice(1)
      : path.posix.normalize(path.posix.join(path.posix.dirname(part), target));
    found.set(id, { type: type.replace(RELATIONSHIPS, ''), target: resolved });
  }
  return found;
}

/** The parts `part` relates to with relationships of `type` ("slide", "theme", "table"...), in order. */
export function targetsOfType(pkg: OfficePackage, part: string, type: string): string[] {
  return [...relationships(pkg, part).values()].filter((rel) => rel.type === type).map((rel) => rel.target);
}
