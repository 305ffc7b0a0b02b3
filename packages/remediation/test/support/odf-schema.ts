import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { OfficeZip } from '@app/analysis';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/**
 * The OpenDocument schema, validated with Debian's `jing` (a RELAX NG validator). No ODF 1.3
 * schema ships offline: the newest is OASIS' ODF 1.2 schema inside Debian's
 * `libjopendocument-java` jar, which jing reads in place (`jar:` URL). `.ci/run` installs both.
 */
const JING = process.env.JING_PATH ?? '/usr/bin/jing';
const SCHEMA_JAR = process.env.ODF_SCHEMA_JAR ?? '/usr/share/java/jOpenDocument-1.3.jar';
const SCHEMA = `jar:file:${SCHEMA_JAR}!/org/jopendocument/dom/oofficeDTDs/OpenDocument-v1.2-schema.rng`;

/** The parts the schema governs (manifest.xml has a schema of its own; settings.xml is application-defined). */
const PARTS = ['content.xml', 'styles.xml', 'meta.xml'];

/** The namespaces of ODF 1.2 (the ones its schema's grammar declares), and XML's own. */
const ODF_NAMESPACES = new Set([
  ...[
    'office',
    'meta',
    'config',
    'text',
    'table',
    'drawing',
    'presentation',
    'dr3d',
    'chart',
    'form',
    'database',
    'script',
    'style',
    'datastyle',
    'animation',
    'xsl-fo-compatible',
    'svg-compatible',
    'smil-compatible',
  ].map((name) => `urn:oasis:names:tc:opendocument:xmlns:${name}:1.0`),
  'http://purl.org/dc/elements/1.1/',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/2002/xforms',
  'http://www.w3.org/2003/g/data-view#',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/XML/1998/namespace',
]);
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';

/** Whether jing and the schema are here; if not, why (a test skips with it). */
export async function odfValidatorMissing(): Promise<string | null> {
  for (const [file, what] of [
    [JING, 'jing (Debian package jing)'],
    [SCHEMA_JAR, 'the ODF schema (Debian package libjopendocument-java)'],
  ]) {
    if (
      !(await access(file).then(
        () => true,
        () => false,
      ))
    )
      return `${what} is not installed: ${file} is missing`;
  }
  return null;
}

/**
 * The schema errors of an ODF file's content.xml, styles.xml and meta.xml, each as "part: message"
 * (no line and column: an edit moves them), in document order; none when it validates.
 *
 * What is validated is the ODF 1.2 "extended conformance" view of each part: a document may carry
 * foreign elements and attributes (LibreOffice's `loext:`, `calcext:`...) and conforms if it
 * validates once they are removed (ODF 1.2 part 1, 3.17 and 1.4.2). `office:version` 1.3 is read
 * as 1.2, the schema's only value; constructs new in ODF 1.3 therefore still show as errors, in
 * the original as in its copy.
 */
export async function validateOdf(fileBytes: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'odf-schema-'));
  try {
    const packagePath = path.join(dir, 'file.zip');
    await writeFile(packagePath, fileBytes);
    const zip = await OfficeZip.open(packagePath);
    const parts = PARTS.filter((part) => zip.has(part));
    for (const part of parts)
      await writeFile(path.join(dir, part), withoutForeignMarkup(zip.read(part)!.toString('utf8')));
    if (parts.length === 0) return ['the package has none of content.xml, styles.xml, meta.xml'];
    // -i: the schema's ID-typed values are not checked as IDs (its own patterns break RELAX NG DTD compatibility).
    const run = await promisify(execFile)(JING, ['-i', SCHEMA, ...parts.map((part) => path.join(dir, part))], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => {
        // jing exits 1 on invalid documents; anything else (no Java, an unreadable schema) is a failure of the helper.
        if (error.code !== 1 || !error.stdout) throw new Error(`jing failed: ${error.stderr ?? String(error)}`);
        return { code: 1, stdout: error.stdout };
      },
    );
    return run.stdout
      .split('\n')
      .map((line) => line.match(/([\w.]+):\d+:\d+: (?:fatal|error): (.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map(([, part, message]) => `${part}: ${message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The part without elements and attributes of foreign namespaces, declaring the schema's version. */
function withoutForeignMarkup(xml: string): string {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const strip = (element: Element) => {
    for (const attribute of Array.from(element.attributes)) {
      const declaration = attribute.name === 'xmlns' || attribute.prefix === 'xmlns';
      if (!declaration && attribute.namespaceURI && !ODF_NAMESPACES.has(attribute.namespaceURI))
        element.removeAttributeNode(attribute);
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType !== child.ELEMENT_NODE) continue;
      if (ODF_NAMESPACES.has((child as Element).namespaceURI ?? '')) strip(child as Element);
      else element.removeChild(child);
    }
  };
  strip(document.documentElement);
  if (document.documentElement.getAttributeNS(OFFICE, 'version') === '1.3')
    document.documentElement.setAttributeNS(OFFICE, 'office:version', '1.2');
  return new XMLSerializer().serializeToString(document);
}
