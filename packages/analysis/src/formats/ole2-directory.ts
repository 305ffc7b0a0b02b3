import type { ByteSource } from './byte-source.js';

export const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
/** Directory sectors followed at most: thousands of streams, far more than an Office file has. */
const MAX_DIRECTORY_SECTORS = 4096;

/**
 * The names of the storages and streams of an OLE2 compound file (legacy Office: .doc, .ppt,
 * .xls), read from its directory; null if the structure cannot be followed.
 */
export async function readOle2Names(source: ByteSource): Promise<string[] | null> {
  const header = view(await source.read(0, 512));
  if (header.byteLength < 512) return null;
  const shift = header.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectorOffset = (id: number) => (id + 1) * sectorSize;

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = header.getUint32(44, true);
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); i++)
    fatSectors.push(header.getUint32(76 + i * 4, true));
  let difat = header.getUint32(68, true);
  for (let hops = 0; fatSectors.length < fatSectorCount && difat !== END_OF_CHAIN && hops < 1024; hops++) {
    const sector = view(await source.read(sectorOffset(difat), sectorSize));
    if (sector.byteLength < sectorSize) return null;
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i++)
      fatSectors.push(sector.getUint32(i * 4, true));
    difat = sector.getUint32(sectorSize - 4, true);
  }

  const next = async (id: number): Promise<number | null> => {
    const fatSector = fatSectors[Math.floor(id / perSector)];
    if (fatSector === undefined) return null;
    const entry = view(await source.read(sectorOffset(fatSector) + (id % perSector) * 4, 4));
    return entry.byteLength === 4 ? entry.getUint32(0, true) : null;
  };

  const names: string[] = [];
  let id: number | null = header.getUint32(48, true);
  for (let hops = 0; id !== null && id !== END_OF_CHAIN && hops < MAX_DIRECTORY_SECTORS; hops++) {
    const bytes = await source.read(sectorOffset(id), sectorSize);
    if (bytes.byteLength < sectorSize) return null;
    const sector = view(bytes);
    for (let at = 0; at < sectorSize; at += 128) {
      const nameLength = sector.getUint16(at + 64, true);
      const type = sector.getUint8(at + 66);
      if (type === 0 || nameLength < 2 || nameLength > 64) continue; // unused entry
      names.push(Buffer.from(bytes.subarray(at, at + nameLength - 2)).toString('utf16le'));
    }
    id = await next(id);
  }
  return names;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
