import { Parser, type Handler } from 'htmlparser2';
import { AnalysisError } from '../../analyse.js';
import { declaresEntities, notWellFormed, type XmlElement, type XmlNode } from './office-xml.js';
import type { OfficeZip } from './office-zip.js';

/** What to make of a part read as a stream: which elements to build, and what to do with each. */
export interface XmlStreamReader {
  /** Whether to build `name`, a child of `ancestors` (the open elements' names, the root first), into a DOM. */
  capture(name: string, ancestors: readonly string[]): boolean;
  /** A captured element, whole, as it closes (with its ancestors' names); nothing keeps it after. */
  element(element: XmlElement, ancestors: readonly string[]): void;
}

/**
 * Reads a part as it inflates, with htmlparser2's SAX parser (a dependency of cheerio, which reads
 * the parts that are read whole), building DOMs only of the elements `reader` captures: a sheet
 * costs the memory of one row, not of its rows. Returns false if there is no such part.
 * The part is refused as readXmlPart refuses one (entity declarations, XML that is not well
 * formed), and an element of more than `maxEntryBytes` characters (what a DOM is built of at once)
 * is taken for a bomb.
 */
export async function streamXmlPart(zip: OfficeZip, name: string, reader: XmlStreamReader): Promise<boolean> {
  const chunks = zip.stream(name);
  if (!chunks) return false;
  const handler = new CapturingHandler(name, reader, zip.limits.maxEntryBytes);
  // XML mode: names as written, CDATA as text, self-closing tags, only XML's own entities decoded.
  new Parser(handler, { xmlMode: true });
  let decoder: TextDecoder | undefined;
  for await (const chunk of chunks) {
    // UTF-16 with its byte-order mark, else UTF-8; either decoder drops the mark.
    decoder ??= new TextDecoder(chunk[0] === 0xff && chunk[1] === 0xfe ? 'utf-16le' : 'utf-8');
    handler.write(decoder.decode(chunk, { stream: true }));
  }
  handler.end(decoder?.decode() ?? '');
  return true;
}

/**
 * A copy of `text` that does not keep alive the string it was cut from. V8 cuts a substring of 13
 * characters or more as a view into its parent, and htmlparser2's text and attribute values are
 * cut from the 64 kB chunk being parsed: one kept cell text would keep its whole chunk.
 */
export function detached(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

/**
 * htmlparser2's events, checked for well-formedness and built into DOMs where captured.
 * htmlparser2 repairs what it reads: it closes the elements an end tag skips, and those left open at
 * the end, with `isImplied`; a self-closing tag is closed so too, but at the very place it opened
 * (the parser's `endIndex`), which is how a repair is told from it. An end tag that closes nothing
 * is dropped unseen; nothing is lost to it.
 */
class CapturingHandler implements Partial<Handler> {
  private parser!: Parser;
  private readonly open: string[] = [];
  /** The parser's endIndex as each open element opened. */
  private readonly openedAt: number[] = [];
  /** The captured elements being built, outermost first, and where the outermost began. */
  private readonly building: XmlElement[] = [];
  private captureStart = 0;
  private roots = 0;
  private written = 0;

  constructor(
    private readonly name: string,
    private readonly reader: XmlStreamReader,
    private readonly maxElementCharacters: number,
  ) {}

  onparserinit(parser: Parser): void {
    this.parser = parser;
  }

  write(text: string): void {
    this.parser.write(text);
    this.written += text.length;
    // What the parser still holds: the captured element, else the token it has not finished.
    const since = this.building.length > 0 ? this.captureStart : this.parser.startIndex;
    if (this.written - since > this.maxElementCharacters) {
      const mb = Math.round(this.maxElementCharacters / 1024 / 1024);
      throw new AnalysisError(
        `The file looks like a zip bomb: ${this.name} holds an element of more than ${mb} MB (the most read at once)`,
      );
    }
  }

  end(text: string): void {
    this.parser.end(text);
    if (this.roots === 0) throw notWellFormed(this.name, 'no root element');
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    if (this.open.length === 0 && ++this.roots > 1) throw notWellFormed(this.name, 'more than one root element');
    if (this.building.length > 0 || this.reader.capture(name, this.open)) {
      const element: XmlElement = { type: 'tag', name, attribs, children: [] };
      const parent = this.building.at(-1);
      if (parent) parent.children.push(element);
      else this.captureStart = this.parser.startIndex;
      this.building.push(element);
    }
    this.open.push(name);
    this.openedAt.push(this.parser.endIndex);
  }

  onclosetag(name: string, isImplied: boolean): void {
    this.open.pop();
    const openedAt = this.openedAt.pop();
    if (isImplied && openedAt !== this.parser.endIndex) throw notWellFormed(this.name, `<${name}> is not closed`);
    const element = this.building.pop();
    if (element && this.building.length === 0) this.reader.element(element, this.open);
  }

  /** Text comes in pieces (at each chunk's end, around each entity): one text node, as a DOM parser makes. */
  ontext(data: string): void {
    const parent = this.building.at(-1);
    if (!parent) return;
    const last = parent.children.at(-1);
    if (last?.type === 'text') last.data += data;
    else parent.children.push({ type: 'text', data } satisfies XmlNode);
  }

  /** `<!DOCTYPE ...` and `<!ENTITY ...`, up to their first `>`: entities are refused, never expanded. */
  onprocessinginstruction(name: string, data: string): void {
    if (/^!ENTITY$/i.test(name) || /<!ENTITY/i.test(data)) throw declaresEntities(this.name);
  }
}
