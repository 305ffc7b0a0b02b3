import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILE_TYPES } from '../../src/model/file-type.js';
import { READERS, readDocument, readerFor } from '../../src/formats/readers.js';

const fixture = (relative: string) => fileURLToPath(new URL(`../../fixtures/${relative}`, import.meta.url));

describe('the readers', () => {
  it('read every file type, each by exactly one reader', () => {
    for (const fileType of FILE_TYPES) {
      expect(READERS.filter((reader) => reader.fileTypes.includes(fileType))).toHaveLength(1);
    }
    expect(READERS.flatMap((reader) => reader.fileTypes).sort()).toEqual([...FILE_TYPES].sort());
  });

  it('are chosen by the file type: a PDF is read by the PDF reader, with its pages counted', async () => {
    const files = await fs.readdir(fixture('pdf/files'));
    const pdf = fixture(`pdf/files/${files.find((name) => name.endsWith('.pdf'))!}`);
    const read = await readDocument({ path: pdf, fileType: 'pdf', mimeType: 'application/pdf' });
    expect(read.document.fileType).toBe('pdf');
    expect(read.pageCount).toBe(read.document.pages.length);
    expect(read.preview).toBeNull();
  });

  it('read an image as one page without a page count', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'readers-'));
    try {
      const sharp = (await import('sharp')).default;
      const png = path.join(dir, 'white.png');
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
        .png()
        .toFile(png);
      const read = await readerFor('image').read({ path: png, fileType: 'image', mimeType: 'image/png' }, {});
      expect(read.document.pages).toHaveLength(1);
      expect(read.pageCount).toBeNull();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
