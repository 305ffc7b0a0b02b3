import { isDict, nameOf } from '../pdfjs-core.js';

// A RoleMap may map a type to another custom type that is mapped in turn (ISO 32000-1, 14.8.4). Longer
// chains than this are taken for cycles.
const MAX_CHAIN = 16;

/**
 * The StructTreeRoot's RoleMap: custom structure types ('Text body', 'Heading1') to the standard
 * types they stand for. A type is followed through the map until it maps no further.
 */
export class RoleMap {
  private readonly map = new Map<string, string>();
  private readonly resolved = new Map<string, string>();

  constructor(roleMap: unknown) {
    if (!isDict(roleMap)) return;
    for (const key of roleMap.getKeys()) {
      const target = nameOf(roleMap.get(key));
      if (target !== null) this.map.set(key, target);
    }
  }

  resolve(type: string): string {
    let role = this.resolved.get(type);
    if (role !== undefined) return role;
    role = type;
    for (let step = 0; step < MAX_CHAIN; step++) {
      const next = this.map.get(role);
      if (next === undefined || next === role) break;
      role = next;
    }
    this.resolved.set(type, role);
    return role;
  }
}
