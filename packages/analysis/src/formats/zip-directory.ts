import { inflateRawSync } from 'node:zlib';
import type { ByteSource } from './byte-source.js';

/** One entry of a ZIP file's central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** End record (22) + the longest comment (65535). */
const EOCD_SEARCH = 22 + 0xffff;
/** A document's directory is a few kB; anything this large is not one. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;

/**
 * The entries of a ZIP file, read from its central directory (ZIP64 included); null when the file
 * has no readable directory (truncated or damaged).
 */
export async function readZipDirectory(source: ByteSource): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, source.size - EOCD_SEARCH);
  const tail = view(await source.read(tailStart, source.size - tailStart));
  let eocd = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = tail.getUint16(eocd + 10, true);
  let size = tail.getUint32(eocd + 12, true);
  let offset = tail.getUint32(eocd + 16, true);
  if ((count === 0xffff || size === 0xffffffff || offset === 0xffffffff) && eocd >= 20) {
    if (tail.getUint32(eocd - 20, true) !== ZIP64_LOCATOR) return null;
    const record = view(await source.read(Number(tail.getBigUint64(eocd - 12, true)), 56));
    if (record.byteLength < 56 || record.getUint32(0, true) !== ZIP64_EOCD) return null;
    count = Number(record.getBigUint64(32, true));
    size = Number(record.getBigUint64(40, true));
    offset = Number(record.getBigUint64(48, true));
  }
  if (size > MAX_DIRECTORY_BYTES || offset + size > source.size) return null;
  const directory = await source.read(offset, size);
  const dir = view(directory);
  const entries: ZipEntry[] = [];
  for (let at = 0; entries.length < count && at + 46 <= dir.byteLength;) {
    if (dir.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = dir.getUint16(at + 28, true);
    const extraLength = dir.getUint16(at + 30, true);
    const commentLength = dir.getUint16(at + 32, true);
    entries.push({
      name: Buffer.from(directory.subarray(at + 46, at + 46 + nameLength)).toString('utf8'),
      method: dir.getUint16(at + 10, true),
      compressedSize: dir.getUint32(at + 20, true),
      localHeaderOffset: dir.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The content of a small entry (stored or deflated), or null if it cannot be read. */
export async function readZipEntry(source: ByteSource, entry: ZipEntry): Promise<Buffer | null> {
  if (entry.compressedSize > MAX_ENTRY_BYTES) return null;
  const header = view(await source.read(entry.localHeaderOffset, 30));
  if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL_HEADER) return null;
  const start = entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const data = Buffer.from(await source.read(start, entry.compressedSize));
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  } catch {
    return null;
  }
  return null;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
