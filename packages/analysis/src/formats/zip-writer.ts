import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipWriterEntry {
  name: string;
  data: string | Buffer;
  /** Written uncompressed (ODF's `mimetype` must be). */
  store?: boolean;
  /** A false uncompressed size for the headers: only the hostile test fixtures lie. */
  declaredSize?: number;
}

const DOS_DATE_1980 = 0x21; // a fixed date: the same entries give the same bytes

/**
 * A ZIP file of `entries`, in order (local headers, data, central directory, end record), with
 * UTF-8 names. Enough for Office packages (no ZIP64: they stay far below 4 GB).
 */
export function writeZip(entries: ZipWriterEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.data);
    const data = entry.store ? raw : deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.store ? 0 : 8;
    const size = entry.declaredSize ?? raw.length;
    const checksum = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_DATE_1980, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_DATE_1980, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
