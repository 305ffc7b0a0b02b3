/**
 * A streaming parser for the one body shape the upload takes: multipart/form-data (RFC 7578) with
 * parts, of which the caller accepts one file. Written here, not taken from busboy, for speed: the
 * file's bytes are searched for the closing delimiter with Buffer.indexOf (native, memory speed),
 * where busboy's JavaScript search took 33–70 ms of a 50 MB upload whose transport alone takes
 * 74–97 ms (pnpm bench:upload). It handles what busboy did for this route: part headers up to
 * 16 KB, `name`, `filename` (quoted or token, its path dropped) and RFC 5987 `filename*` in any
 * charset TextDecoder knows; a part without a file name is a field. Bytes are handed on as views
 * of the chunks given (never copied but for a delimiter's length held back across chunks).
 */

export interface PartInfo {
  name: string | undefined;
  /** Undefined: a field, not a file. */
  fileName: string | undefined;
  mimeType: string | undefined;
}

export interface MultipartEvents {
  /** A part begins; return false to refuse it (the parser then stops). */
  part(info: PartInfo): boolean;
  data(bytes: Buffer): void;
  /** The closing delimiter was read: every part is complete. */
  end(): void;
}

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or null if it has none that is valid. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' | 'failed';

export class MultipartFileParser {
  /** `\r\n--boundary`: what ends a part's body. */
  private readonly delimiter: Buffer;
  private state: State = 'preamble';
  /**
   * Bytes not yet decided on: a possible delimiter's start, part headers, the preamble. At first a
   * CRLF, as the first delimiter may open the body without one before it.
   */
  private pending: Buffer = Buffer.from('\r\n');

  constructor(
    boundary: string,
    private readonly events: MultipartEvents,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Takes the next bytes of the body; throws MultipartError when they cannot be a valid form. */
  write(chunk: Buffer): void {
    try {
      if (this.state === 'body') return this.body(chunk);
      if (this.state === 'done' || this.state === 'failed') return; // the epilogue, or after a refusal
      this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
      this.advance();
    } catch (error) {
      this.state = 'failed';
      throw error;
    }
  }

  /** The body ended: throws unless the closing delimiter was read. */
  end(): void {
    if (this.state !== 'done' && this.state !== 'failed') {
      this.state = 'failed';
      throw new MultipartError('Unexpected end of form');
    }
  }

  private advance(): void {
    for (;;) {
      if (this.state === 'preamble') {
        const at = this.pending.indexOf(this.delimiter);
        if (at < 0) {
          if (this.pending.length > MAX_HEADER_BYTES) throw new MultipartError('No part boundary found');
          return;
        }
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = 'after-delimiter';
      }
      if (this.state === 'after-delimiter') {
        if (this.pending.length < 2) return;
        if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
          this.state = 'done';
          this.pending = Buffer.alloc(0);
          this.events.end();
          return;
        }
        // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
        const eol = this.pending.indexOf(CRLF);
        if (eol < 0) {
          if (this.pending.length > 1024) throw new MultipartError('Malformed part boundary');
          return;
        }
        if (!/^[ \t]*$/.test(this.pending.toString('latin1', 0, eol)))
          throw new MultipartError('Malformed part boundary');
        this.pending = this.pending.subarray(eol + 2);
        this.state = 'headers';
      }
      if (this.state === 'headers') {
        const end = this.pending.indexOf(HEADERS_END);
        // Headers may also be empty: the CRLF of the delimiter line is followed by a blank line.
        const empty = this.pending[0] === 0x0d && this.pending[1] === 0x0a;
        if (end < 0 && !empty) {
          if (this.pending.length > MAX_HEADER_BYTES) throw new MultipartError('Part headers too large');
          return;
        }
        const headerText = empty ? '' : this.pending.toString('latin1', 0, end);
        this.pending = this.pending.subarray(empty ? 2 : end + 4);
        this.state = 'body';
        if (!this.events.part(partInfo(headerText))) {
          this.state = 'failed';
          return;
        }
        const rest = this.pending;
        this.pending = Buffer.alloc(0);
        if (rest.length > 0) this.body(rest);
        return;
      }
      return;
    }
  }

  /**
   * A part's bytes: everything before the delimiter is data. Up to delimiter-length - 1 bytes at
   * the end of a chunk are held back (copied), as they may be the start of a delimiter the next
   * chunk ends. Whatever is kept of a chunk is copied before its data is handed on.
   */
  private body(chunk: Buffer): void {
    if (this.pending.length > 0) {
      const held = this.pending;
      this.pending = Buffer.alloc(0);
      if (held.length + chunk.length < 2 * this.delimiter.length) {
        // A small chunk: decide on the two together (a copy of a few bytes).
        return this.body(Buffer.concat([held, chunk]));
      }
      // A delimiter that starts in the held bytes ends within the chunk's first delimiter-length bytes.
      const edge = Buffer.concat([held, chunk.subarray(0, this.delimiter.length - 1)]);
      const at = edge.indexOf(this.delimiter);
      if (at >= 0 && at < held.length) return this.partEnds(Buffer.concat([held, chunk]), at);
      this.events.data(held);
    }
    const at = chunk.indexOf(this.delimiter);
    if (at >= 0) return this.partEnds(chunk, at);
    const keep = this.heldBack(chunk);
    if (keep > 0) this.pending = Buffer.from(chunk.subarray(chunk.length - keep));
    if (chunk.length > keep) this.events.data(chunk.subarray(0, chunk.length - keep));
  }

  /** The delimiter is at `at` of `bytes`: the data before it, then what follows it. */
  private partEnds(bytes: Buffer, at: number): void {
    this.pending = Buffer.from(bytes.subarray(at + this.delimiter.length));
    this.state = 'after-delimiter';
    if (at > 0) this.events.data(bytes.subarray(0, at));
    this.advance();
  }

  /**
   * How many bytes at the end of `bytes` could begin a delimiter (a proper prefix of it): only
   * where a CR is, so that most chunks cost one native search and no comparison.
   */
  private heldBack(bytes: Buffer): number {
    const tail = bytes.subarray(bytes.length - Math.min(this.delimiter.length - 1, bytes.length));
    for (let at = tail.lastIndexOf(0x0d); at >= 0; at = at > 0 ? tail.lastIndexOf(0x0d, at - 1) : -1) {
      const length = tail.length - at;
      if (tail.compare(this.delimiter, 0, length, at) === 0) return length;
    }
    return 0;
  }
}

function partInfo(headerText: string): PartInfo {
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('Malformed part header');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition');
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw new MultipartError('A part without Content-Disposition: form-data');
  }
  const params = dispositionParams(disposition);
  const extended = params.get('filename*');
  const plain = params.get('filename');
  const fileName = extended !== undefined ? decodeExtended(extended) : plain;
  const mimeType = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
  return { name: params.get('name'), fileName: fileName === undefined ? undefined : baseName(fileName), mimeType };
}

/** `name=value` pairs after the disposition type; values are tokens or quoted strings. */
function dispositionParams(disposition: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const [, key, quoted, token] of disposition.matchAll(pattern)) {
    const value = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : token!.trim();
    params.set(key!.toLowerCase(), value);
  }
  return params;
}

/** RFC 5987: `charset'language'percent-encoded bytes`, decoded in that charset. */
function decodeExtended(value: string): string {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) throw new MultipartError('Malformed filename*');
  const bytes = Buffer.from(
    match[2]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  const charset = (match[1] || 'utf-8').toLowerCase();
  // Node's own decoders keep what is not text as it is (a lone surrogate stays one), for the
  // caller to refuse; TextDecoder would replace it with U+FFFD.
  if (charset === 'utf-16le' || charset === 'ucs-2') return bytes.toString('utf16le');
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    throw new MultipartError(`Unknown charset in filename*: ${match[1]}`);
  }
}

/** A name without the client's directories (as browsers send it, or as a hostile client might). */
function baseName(name: string): string {
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}
