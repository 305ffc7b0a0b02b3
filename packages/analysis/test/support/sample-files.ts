import { writeZip } from '../../src/formats/zip-writer.js';

/**
 * Minimal but well-formed sample files, built byte by byte, so that each detection test says
 * exactly which structure it relies on.
 */

export interface ZipEntryInput {
  name: string;
  data: string | Buffer;
  deflate?: boolean;
}

/** A ZIP file (the engine's own writer); entries are stored unless `deflate`. */
export const zip = (entries: ZipEntryInput[]): Buffer =>
  writeZip(entries.map(({ name, data, deflate }) => ({ name, data, store: !deflate })));

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/main.xml" ContentType="${main}"/></Types>`;

/** An Office Open XML package whose [Content_Types].xml names `mainType` (deflated, as Office writes it). */
export function ooxml(mainPart: string, mainType: string): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES(mainType).replace('/main.xml', `/${mainPart}`), deflate: true },
    { name: '_rels/.rels', data: '<Relationships/>', deflate: true },
    { name: mainPart, data: '<document/>', deflate: true },
  ]);
}

/** An OpenDocument package: the stored `mimetype` entry first, as the standard requires. */
export function opendocument(mimetype: string): Buffer {
  return zip([
    { name: 'mimetype', data: mimetype },
    { name: 'META-INF/manifest.xml', data: '<manifest/>', deflate: true },
    { name: 'content.xml', data: '<office:document-content/>', deflate: true },
  ]);
}

/**
 * An OLE2 compound file (version 3, 512-byte sectors): the header, one FAT sector (sector 0),
 * one directory sector (sector 1) with the root entry and one stream entry per name.
 */
export function ole2(streamNames: string[]): Buffer {
  const sector = 512;
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift: 512
  header.writeUInt16LE(6, 32); // mini sector shift: 64
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 76 + i * 4);

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: the directory, one sector long

  const directory = Buffer.alloc(sector);
  ['Root Entry', ...streamNames].slice(0, 4).forEach((name, i) => {
    const at = i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length, at + 64);
    directory.writeUInt8(i === 0 ? 5 : 2, at + 66); // root storage, then streams
  });
  return Buffer.concat([header, fat, directory]);
}

export function bytes(...parts: (number[] | string)[]): Buffer {
  return Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
}
