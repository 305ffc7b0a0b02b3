/** Something an Office package links to outside itself, which the converter is not let near. */
export interface ExternalReference {
  /** The package part that holds the link (`word/_rels/document.xml.rels`, `content.xml`). */
  part: string;
  /** Where it pointed, as written. */
  target: string;
}

/** A part's XML with its external references taken out, and what was taken out. */
export interface Stripped {
  xml: string;
  removed: ExternalReference[];
}

/**
 * Whether a target names a resource of its own, wherever the reference sits: any URI with a scheme
 * (http:, file:, smb:, vnd.sun.star...:) or a network path (`//host`, `\\host`).
 */
export function namesOutsideResource(target: string): boolean {
  const value = target.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || /^(?:\/\/|\\\\)/.test(value);
}

/**
 * Whether an ODF link leaves the package: an outside resource, an absolute path, or a path that
 * climbs out of it (`../`, which ODF resolves against the document's own location). In OOXML the
 * same shapes are internal (part names are absolute or relative to the part): see
 * ooxml-relationships.ts.
 */
export function leavesPackage(target: string): boolean {
  const value = target.trim();
  return namesOutsideResource(value) || /^[/\\]/.test(value) || /^\.\.(?:[/\\]|$)/.test(value);
}

/**
 * XML start tags with their attribute text, quoted values allowed to hold `>`. Used instead of a
 * parse and re-serialisation so that the rest of the part stays byte for byte what the author wrote.
 */
export const START_TAG = /<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/** `name="value"` pairs of a start tag's attribute text (entities left as written). */
export function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found.set(match[1]!, match[2] ?? match[3] ?? '');
  }
  return found;
}

/** The text of an attribute value as XML reads it (the five predefined entities and numeric ones). */
export function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity[0] !== '#') return named[entity.toLowerCase()]!;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
