import { describe, expect, it } from '@jest/globals';
import { bufferByteSource, detectFileType, type Detection, type FileHints } from '../src/index.js';
import { bytes, ole2, ooxml, opendocument, zip } from './support/sample-files.js';

const detect = (file: Buffer, hints?: FileHints): Promise<Detection> => detectFileType(bufferByteSource(file), hints);
const OOXML = 'application/vnd.openxmlformats-officedocument';
const padding = Buffer.alloc(64, 0x20);

describe('detectFileType: supported files, from their bytes', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'pdf', 'application/pdf'],
    ['PDF after junk bytes (as readers accept)', bytes('\r\n\r\nJUNK%PDF-1.4\n'), 'pdf', 'application/pdf'],
    [
      'DOCX',
      ooxml('word/document.xml', `${OOXML}.wordprocessingml.document.main+xml`),
      'document',
      `${OOXML}.wordprocessingml.document`,
    ],
    [
      'DOCM (macro-enabled)',
      ooxml('word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'),
      'document',
      'application/vnd.ms-word.document.macroEnabled.12',
    ],
    [
      'PPTX',
      ooxml('ppt/presentation.xml', `${OOXML}.presentationml.presentation.main+xml`),
      'presentation',
      `${OOXML}.presentationml.presentation`,
    ],
    [
      'XLSX',
      ooxml('xl/workbook.xml', `${OOXML}.spreadsheetml.sheet.main+xml`),
      'spreadsheet',
      `${OOXML}.spreadsheetml.sheet`,
    ],
    [
      'OOXML by its part name when the content type is unknown',
      ooxml('word/document.xml', 'application/x-unknown+xml'),
      'document',
      `${OOXML}.wordprocessingml.document`,
    ],
    ['DOC (OLE2, WordDocument stream)', ole2(['WordDocument', '1Table']), 'document', 'application/msword'],
    [
      'PPT (OLE2, PowerPoint Document stream)',
      ole2(['PowerPoint Document']),
      'presentation',
      'application/vnd.ms-powerpoint',
    ],
    ['XLS (OLE2, Workbook stream)', ole2(['Workbook']), 'spreadsheet', 'application/vnd.ms-excel'],
    ['XLS 5.0/95 (OLE2, Book stream)', ole2(['Book']), 'spreadsheet', 'application/vnd.ms-excel'],
    [
      'ODT',
      opendocument('application/vnd.oasis.opendocument.text'),
      'document',
      'application/vnd.oasis.opendocument.text',
    ],
    [
      'ODP',
      opendocument('application/vnd.oasis.opendocument.presentation'),
      'presentation',
      'application/vnd.oasis.opendocument.presentation',
    ],
    [
      'ODS',
      opendocument('application/vnd.oasis.opendocument.spreadsheet'),
      'spreadsheet',
      'application/vnd.oasis.opendocument.spreadsheet',
    ],
    ['RTF', bytes('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello}'), 'document', 'application/rtf'],
    ['HTML with a doctype', bytes('\n  <!DOCTYPE html>\n<html lang="en"><title>x</title>'), 'html', 'text/html'],
    [
      'HTML with a BOM, a comment and no doctype',
      bytes([0xef, 0xbb, 0xbf], '<!-- page -->\n<HTML>'),
      'html',
      'text/html',
    ],
    ['XHTML', bytes('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'), 'html', 'text/html'],
    [
      'HTML in UTF-16',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><body>x', 'utf16le')]),
      'html',
      'text/html',
    ],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'), 'image', 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'image', 'image/png'],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]), 'image', 'image/gif'],
    ['BMP', bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]), 'image', 'image/bmp'],
    ['TIFF (little-endian)', bytes('II*\0', [8, 0, 0, 0]), 'image', 'image/tiff'],
    ['TIFF (big-endian)', bytes('MM\0*', [0, 0, 0, 8]), 'image', 'image/tiff'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image', 'image/webp'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'image', 'image/heic'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1'), 'image', 'image/avif'],
    ['ICO', bytes([0, 0, 1, 0, 1, 0, 16, 16]), 'image', 'image/x-icon'],
    ['SVG', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'), 'image', 'image/svg+xml'],
  ])('%s', async (_name, file, fileType, mimeType) => {
    expect(await detect(Buffer.concat([file, padding]))).toEqual({ supported: true, fileType, mimeType });
  });
});

describe('detectFileType: the bytes win over the name and the declared type', () => {
  it('a PDF named and declared as a PNG is a PDF', async () => {
    const pdf = bytes('%PDF-1.4\n');
    expect(await detect(pdf, { name: 'x.png', declaredType: 'image/png' })).toMatchObject({ fileType: 'pdf' });
  });

  it('a gzip file declared as an image is still refused', async () => {
    const gzip = bytes([0x1f, 0x8b, 0x08, 0x00], '\0\0\0\0');
    expect(await detect(gzip, { name: 'x.jpg', declaredType: 'image/jpeg' })).toEqual({
      supported: false,
      what: 'a gzip file',
    });
  });
});

describe('detectFileType: when the bytes do not tell, the name and the declared type', () => {
  it('text named .html is HTML', async () => {
    expect(await detect(bytes('<div>fragment</div>'), { name: 'page.HTML' })).toMatchObject({ fileType: 'html' });
  });

  it('text declared text/html is HTML', async () => {
    const detection = await detect(bytes('<p>para'), { declaredType: 'text/html; charset=utf-8' });
    expect(detection).toMatchObject({ fileType: 'html', mimeType: 'text/html' });
  });

  it('text without an HTML name or type is plain text, refused', async () => {
    expect(await detect(bytes('just some notes'), { name: 'notes.txt', declaredType: 'text/plain' })).toEqual({
      supported: false,
      what: 'a plain text file',
    });
  });

  it('unrecognised bytes declared as image/* are that image type (formats without a signature, e.g. TGA)', async () => {
    const tga = bytes([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 24, 0, 0xff, 0xff, 0xff]);
    expect(await detect(tga, { name: 'x.tga', declaredType: 'image/x-tga' })).toEqual({
      supported: true,
      fileType: 'image',
      mimeType: 'image/x-tga',
    });
  });

  it('binary bytes named .html are not HTML', async () => {
    expect(await detect(bytes([1, 2, 3, 0, 4]), { name: 'x.html' })).toEqual({
      supported: false,
      what: 'a file of an unrecognised type',
    });
  });
});

describe('detectFileType: archives, compressed and other files are refused', () => {
  const tar = Buffer.alloc(1024);
  tar.write('notes.txt', 0);
  tar.write('ustar\u000000', 257, 'latin1');

  it.each([
    ['a plain ZIP archive', zip([{ name: 'notes.txt', data: 'hello' }]), 'a ZIP archive'],
    ['an empty ZIP archive', zip([]), 'a ZIP archive'],
    ['an EPUB (a ZIP with another mimetype)', opendocument('application/epub+zip'), 'an EPUB book (a ZIP archive)'],
    [
      'an OpenDocument drawing',
      opendocument('application/vnd.oasis.opendocument.graphics'),
      'a ZIP package of type application/vnd.oasis.opendocument.graphics',
    ],
    [
      'an OOXML package of another kind',
      ooxml('visio/document.xml', 'application/vnd.ms-visio.drawing.main+xml'),
      'an Office Open XML package of a kind that is not a document',
    ],
    [
      'a ZIP cut short (no directory)',
      zip([{ name: 'a', data: 'b' }]).subarray(0, 40),
      'a damaged or unreadable ZIP file',
    ],
    ['gzip', bytes([0x1f, 0x8b, 0x08, 0x00]), 'a gzip file'],
    ['tar', tar, 'a tar archive'],
    ['7z', bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), 'a 7z archive'],
    ['RAR', bytes('Rar!\x1a\x07\x01\x00'), 'a RAR archive'],
    ['bzip2', bytes('BZh91AY&SY'), 'a bzip2 file'],
    ['xz', bytes([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0, 4]), 'an xz file'],
    ['zstd', bytes([0x28, 0xb5, 0x2f, 0xfd, 0x24]), 'a zstd file'],
    [
      'an OLE2 file that is no Office document (an Outlook message)',
      ole2(['__substg1.0_0037001F']),
      expect.stringContaining('compound file'),
    ],
    [
      'an MP4 video (ISO media, video brand)',
      bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'),
      'a file of an unrecognised type',
    ],
    ['an empty file', Buffer.alloc(0), 'an empty file'],
  ])('%s', async (_name, file, what) => {
    expect(await detect(file)).toEqual({ supported: false, what });
  });
});
