import type { ByteSource } from './byte-source.js';
import type { FileType } from './file-types.js';
import { OLE2_SIGNATURE, readOle2Names } from './ole2-directory.js';
import { readZipDirectory, readZipEntry, type ZipEntry } from './zip-directory.js';

/** What the uploader said about the file: used only when its bytes do not tell. */
export interface FileHints {
  name?: string;
  declaredType?: string;
}

export type Detection =
  | { supported: true; fileType: FileType; mimeType: string }
  /** `what`: the file, for a message ("a gzip file"). */
  | { supported: false; what: string };

const HEAD_BYTES = 4096;

/**
 * What kind of file this is, from its bytes first: signatures, the parts of a ZIP package (Office
 * Open XML, OpenDocument), the streams of an OLE2 compound file (legacy Office), the markup of a
 * text file. Only when the bytes say nothing decisive do the name and the declared type count,
 * and then only for HTML (text with an .html name or type) and images (a declared image/* type).
 * Archives and compressed files are recognised in order to be refused.
 */
export async function detectFileType(source: ByteSource, hints: FileHints = {}): Promise<Detection> {
  if (source.size === 0) return { supported: false, what: 'an empty file' };
  const head = await source.read(0, HEAD_BYTES);

  if (indexOf(head.subarray(0, 1024), '%PDF-') >= 0) return found('pdf', 'application/pdf');
  const archive = ARCHIVES.find((signature) => matches(head, signature.bytes, signature.at));
  if (archive) return { supported: false, what: archive.what };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return detectZipPackage(source);
  }
  if (startsWith(head, OLE2_SIGNATURE)) return detectCompoundFile(source);
  if (startsWith(head, ascii('{\\rtf'))) return found('document', 'application/rtf');
  const image = detectImage(head);
  if (image) return found('image', image);

  const text = asText(head);
  if (text !== null) {
    if (HTML.test(text)) return found('html', 'text/html');
    if (SVG.test(text)) return found('image', 'image/svg+xml');
  }
  // The bytes were not decisive: now the name and the declared type.
  const declared = hints.declaredType?.split(';')[0]!.trim().toLowerCase() ?? '';
  const extension = /\.([A-Za-z0-9]+)$/.exec(hints.name ?? '')?.[1]?.toLowerCase() ?? '';
  if (text !== null && (HTML_TYPES.includes(declared) || HTML_EXTENSIONS.includes(extension))) {
    return found('html', 'text/html');
  }
  if (/^image\/[a-z0-9.+-]+$/.test(declared)) return found('image', declared);
  return { supported: false, what: text !== null ? 'a plain text file' : 'a file of an unrecognised type' };
}

function found(fileType: FileType, mimeType: string): Detection {
  return { supported: true, fileType, mimeType };
}

// --- archives and compressed files: recognised in order to be refused

const ARCHIVES: { bytes: number[]; at?: number; what: string }[] = [
  { bytes: [0x1f, 0x8b], what: 'a gzip file' },
  { bytes: ascii('BZh'), what: 'a bzip2 file' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'an xz file' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7z archive' },
  { bytes: ascii('Rar!\x1a\x07'), what: 'a RAR archive' },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], what: 'a zstd file' },
  { bytes: [0x04, 0x22, 0x4d, 0x18], what: 'an lz4 file' },
  { bytes: ascii('LZIP'), what: 'an lzip file' },
  { bytes: [0x1f, 0x9d], what: 'a compress (.Z) file' },
  { bytes: ascii('MSCF'), what: 'a cabinet archive' },
  { bytes: ascii('!<arch>\n'), what: 'an ar archive' },
  { bytes: ascii('xar!'), what: 'a xar archive' },
  { bytes: ascii('ustar'), at: 257, what: 'a tar archive' },
  { bytes: [0x50, 0x4b, 0x07, 0x08], what: 'a ZIP archive' },
];

// --- ZIP packages: Office Open XML and OpenDocument

const OPENDOCUMENT: Record<string, FileType> = {
  'application/vnd.oasis.opendocument.text': 'document',
  'application/vnd.oasis.opendocument.text-template': 'document',
  'application/vnd.oasis.opendocument.text-master': 'document',
  'application/vnd.oasis.opendocument.presentation': 'presentation',
  'application/vnd.oasis.opendocument.presentation-template': 'presentation',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet-template': 'spreadsheet',
};

const OOXML = 'application/vnd.openxmlformats-officedocument';

/** Main-part content type in [Content_Types].xml → the file's type and MIME type. */
const OOXML_MAIN_PARTS: Record<string, [FileType, string]> = {
  [`${OOXML}.wordprocessingml.document.main+xml`]: ['document', `${OOXML}.wordprocessingml.document`],
  [`${OOXML}.wordprocessingml.template.main+xml`]: ['document', `${OOXML}.wordprocessingml.template`],
  'application/vnd.ms-word.document.macroEnabled.main+xml': [
    'document',
    'application/vnd.ms-word.document.macroEnabled.12',
  ],
  'application/vnd.ms-word.template.macroEnabledTemplate.main+xml': [
    'document',
    'application/vnd.ms-word.template.macroEnabled.12',
  ],
  [`${OOXML}.presentationml.presentation.main+xml`]: ['presentation', `${OOXML}.presentationml.presentation`],
  [`${OOXML}.presentationml.slideshow.main+xml`]: ['presentation', `${OOXML}.presentationml.slideshow`],
  [`${OOXML}.presentationml.template.main+xml`]: ['presentation', `${OOXML}.presentationml.template`],
  'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml': [
    'presentation',
    'application/vnd.ms-powerpoint.presentation.macroEnabled.12',
  ],
  'application/vnd.ms-powerpoint.slideshow.macroEnabled.main+xml': [
    'presentation',
    'application/vnd.ms-powerpoint.slideshow.macroEnabled.12',
  ],
  [`${OOXML}.spreadsheetml.sheet.main+xml`]: ['spreadsheet', `${OOXML}.spreadsheetml.sheet`],
  [`${OOXML}.spreadsheetml.template.main+xml`]: ['spreadsheet', `${OOXML}.spreadsheetml.template`],
  'application/vnd.ms-excel.sheet.macroEnabled.main+xml': [
    'spreadsheet',
    'application/vnd.ms-excel.sheet.macroEnabled.12',
  ],
};

/** When [Content_Types].xml names no main part we know: the conventional main part names. */
const OOXML_PART_NAMES: Record<string, [FileType, string]> = {
  'word/document.xml': ['document', `${OOXML}.wordprocessingml.document`],
  'ppt/presentation.xml': ['presentation', `${OOXML}.presentationml.presentation`],
  'xl/workbook.xml': ['spreadsheet', `${OOXML}.spreadsheetml.sheet`],
};

async function detectZipPackage(source: ByteSource): Promise<Detection> {
  const entries = await readZipDirectory(source);
  if (!entries) return { supported: false, what: 'a damaged or unreadable ZIP file' };
  const entry = (name: string): ZipEntry | undefined => entries.find((e) => e.name === name);

  const mimetype = entry('mimetype');
  if (mimetype) {
    const declared = (await readZipEntry(source, mimetype))?.toString('ascii').trim() ?? '';
    const fileType = OPENDOCUMENT[declared];
    if (fileType) return found(fileType, declared);
    if (declared === 'application/epub+zip') return { supported: false, what: 'an EPUB book (a ZIP archive)' };
    if (declared) return { supported: false, what: `a ZIP package of type ${declared}` };
  }
  const contentTypes = entry('[Content_Types].xml');
  if (contentTypes) {
    const xml = (await readZipEntry(source, contentTypes))?.toString('utf8') ?? '';
    for (const [, type] of xml.matchAll(/ContentType\s*=\s*"([^"]+)"/g)) {
      const main = OOXML_MAIN_PARTS[type!];
      if (main) return found(...main);
    }
    for (const [name, main] of Object.entries(OOXML_PART_NAMES)) if (entry(name)) return found(...main);
    return { supported: false, what: 'an Office Open XML package of a kind that is not a document' };
  }
  return { supported: false, what: 'a ZIP archive' };
}

// --- OLE2 compound files: legacy Office

const OLE2_STREAMS: [string, FileType, string][] = [
  ['WordDocument', 'document', 'application/msword'],
  ['PowerPoint Document', 'presentation', 'application/vnd.ms-powerpoint'],
  ['Workbook', 'spreadsheet', 'application/vnd.ms-excel'],
  ['Book', 'spreadsheet', 'application/vnd.ms-excel'],
];

async function detectCompoundFile(source: ByteSource): Promise<Detection> {
  const names = await readOle2Names(source);
  if (!names) return { supported: false, what: 'a damaged or unreadable Microsoft compound file' };
  const stream = OLE2_STREAMS.find(([name]) => names.includes(name));
  if (stream) return found(stream[1], stream[2]);
  return { supported: false, what: 'a Microsoft compound file that is not a Word, PowerPoint or Excel file' };
}

// --- images

/** ISO base media (HEIF, AVIF) brands that are images; other brands are video. */
const IMAGE_BRANDS: Record<string, string> = {
  heic: 'image/heic',
  heix: 'image/heic',
  heim: 'image/heic',
  heis: 'image/heic',
  hevc: 'image/heic-sequence',
  hevx: 'image/heic-sequence',
  mif1: 'image/heif',
  msf1: 'image/heif-sequence',
  avif: 'image/avif',
  avis: 'image/avif',
};

/** Bitmap info header sizes that follow "BM" in a real BMP (core, v3, v4, v5 and variants). */
const BMP_HEADER_SIZES = [12, 16, 40, 52, 56, 64, 108, 124];

function detectImage(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('II*\0')) || startsWith(head, ascii('MM\0*'))) return 'image/tiff';
  if (startsWith(head, ascii('RIFF')) && matches(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('BM')) && head.length >= 18) {
    const infoSize = new DataView(head.buffer, head.byteOffset).getUint32(14, true);
    if (BMP_HEADER_SIZES.includes(infoSize)) return 'image/bmp';
  }
  if (matches(head, ascii('ftyp'), 4)) {
    const brand = Buffer.from(head.subarray(8, 12)).toString('latin1');
    return IMAGE_BRANDS[brand] ?? null;
  }
  if (startsWith(head, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20])) return 'image/jp2';
  if (startsWith(head, [0xff, 0x0a]) || startsWith(head, [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20])) {
    return 'image/jxl';
  }
  if (startsWith(head, ascii('8BPS'))) return 'image/vnd.adobe.photoshop';
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00]) && head.length > 6 && head[4]! + head[5]! > 0) return 'image/x-icon';
  return null;
}

// --- text: HTML and SVG

const PROLOGUE = String.raw`^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*`;
const HTML = new RegExp(`${PROLOGUE}(?:<!doctype\\s+html|<html[\\s>]|<head[\\s>]|<body[\\s>])`, 'i');
const SVG = new RegExp(`${PROLOGUE}(?:<!doctype\\s+svg[^>]*>\\s*)?<svg[\\s>]`, 'i');
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const HTML_EXTENSIONS = ['html', 'htm', 'xhtml'];

/** The head as text (BOM and leading white space removed), or null if it looks binary. */
function asText(head: Uint8Array): string | null {
  let bytes = head;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) bytes = bytes.subarray(3);
  let text: string;
  const even = (from: number) => Buffer.from(bytes.subarray(from, from + ((bytes.length - from) & ~1)));
  if (startsWith(bytes, [0xff, 0xfe])) text = even(2).toString('utf16le');
  else if (startsWith(bytes, [0xfe, 0xff])) text = even(2).swap16().toString('utf16le');
  else if (bytes.includes(0)) return null;
  else text = Buffer.from(bytes).toString('utf8');
  // Control characters other than tab, line feed, form feed and carriage return mean binary.
  return /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/.test(text) ? null : text.trimStart();
}

// --- bytes

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function matches(bytes: Uint8Array, signature: number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return matches(bytes, signature, 0);
}

function indexOf(bytes: Uint8Array, text: string): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(text, 0, 'latin1');
}
