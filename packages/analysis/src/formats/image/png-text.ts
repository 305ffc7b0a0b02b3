import { open } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';

export interface PngText {
  keyword: string;
  text: string;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text chunks longer than this are not descriptions; larger compressed ones are not inflated further. */
const MAX_TEXT_BYTES = 64 * 1024;
/** Enough for a PNG of a gigapixel in 8 KB IDAT chunks; a file with more stops being read. */
const MAX_CHUNKS = 200_000;

/**
 * The text chunks (tEXt, zTXt, iTXt) of a PNG file, wherever they are: sharp only reports those
 * before the image data, and editors also write them after it. Reads chunk headers one by one,
 * skipping the image data, so a large file costs a few reads per chunk. Empty for other files and
 * stops quietly at damage (decoding reports that).
 */
export async function readPngText(path: string): Promise<PngText[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(8);
    await file.read(head, 0, 8, 0);
    if (!head.equals(SIGNATURE)) return [];
    const texts: PngText[] = [];
    const header = Buffer.alloc(8);
    for (let offset = 8, chunks = 0; offset + 12 <= size && chunks < MAX_CHUNKS; chunks++) {
      await file.read(header, 0, 8, offset);
      const length = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (type === 'IEND') break;
      if ((type === 'tEXt' || type === 'zTXt' || type === 'iTXt') && length <= MAX_TEXT_BYTES) {
        const body = Buffer.alloc(length);
        await file.read(body, 0, length, offset + 8);
        const text = parseTextChunk(type, body);
        if (text) texts.push(text);
      }
      offset += 12 + length;
    }
    return texts;
  } finally {
    await file.close();
  }
}

/** Keyword and text of one chunk (Latin-1 for tEXt/zTXt, UTF-8 for iTXt); null if malformed. */
export function parseTextChunk(type: string, body: Buffer): PngText | null {
  const end = body.indexOf(0);
  if (end < 1) return null;
  const keyword = body.toString('latin1', 0, end);
  try {
    if (type === 'tEXt') return { keyword, text: body.toString('latin1', end + 1) };
    if (type === 'zTXt') return { keyword, text: inflate(body.subarray(end + 2)).toString('latin1') };
    // iTXt: keyword\0 flag method language\0 translated keyword\0 text
    const compressed = body[end + 1] === 1;
    const language = body.indexOf(0, end + 3);
    const translated = language < 0 ? -1 : body.indexOf(0, language + 1);
    if (translated < 0) return null;
    const data = body.subarray(translated + 1);
    return { keyword, text: (compressed ? inflate(data) : data).toString('utf8') };
  } catch {
    return null;
  }
}

function inflate(data: Buffer): Buffer {
  return inflateSync(data, { maxOutputLength: MAX_TEXT_BYTES });
}
