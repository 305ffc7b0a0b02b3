import { OfficeZip, writeZip, type ZipWriterEntry } from '@app/analysis';
import { XmlPart } from '../xml/xml-part.js';

/**
 * An Office package (OOXML or ODF) opened under the analysis' zip-bomb bounds (OfficeZip: entries,
 * bytes per entry and in all, ratio, all checked while inflating), whose XML parts are edited in
 * place and which is written back with every other part's bytes exactly as they were, in the same
 * order (ODF's `mimetype` first and stored, as the format requires).
 */
export class OfficePackage {
  private readonly parts = new Map<string, XmlPart | null>();
  private readonly added = new Map<string, string>();

  private constructor(private readonly zip: OfficeZip) {}

  static async open(path: string): Promise<OfficePackage> {
    return new OfficePackage(await OfficeZip.open(path));
  }

  has(name: string): boolean {
    return this.zip.has(name);
  }

  names(): string[] {
    return this.zip.names();
  }

  /** The part, parsed for editing; null if the package has none or it is not UTF-8 XML. */
  part(name: string): XmlPart | null {
    if (!this.parts.has(name)) {
      const bytes = this.zip.read(name);
      const utf16 =
        bytes !== null && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
      this.parts.set(name, bytes === null || utf16 ? null : new XmlPart(name, bytes.toString('utf8')));
    }
    return this.parts.get(name)!;
  }

  /** Adds a new part (written after the existing ones). */
  add(name: string, text: string): void {
    this.added.set(name, text);
  }

  /** The package with its edited parts; the others are streamed out of the original under the bounds. */
  async write(): Promise<Buffer> {
    const entries: ZipWriterEntry[] = [];
    for (const name of this.zip.names()) {
      const part = this.parts.get(name);
      if (part?.changed) {
        entries.push({ name, data: Buffer.from(part.text(), 'utf8') });
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of this.zip.stream(name)!) chunks.push(chunk);
      entries.push({ name, data: Buffer.concat(chunks), store: name === 'mimetype' });
    }
    for (const [name, text] of this.added) entries.push({ name, data: Buffer.from(text, 'utf8') });
    return writeZip(entries);
  }
}
