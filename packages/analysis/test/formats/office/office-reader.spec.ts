import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readOfficeFile } from '../../../src/formats/office/office-reader.js';
import { officeFile } from '../../conversion/office-fixtures.js';

// The Office pipeline with real LibreOffice and the real Office reader: legacy conversion, the
// tagged PDF preview, and the model placed on the preview's pages.

const fixture = (name: string) => fileURLToPath(new URL(`../../../fixtures/office/files/${name}`, import.meta.url));
const ODT = 'application/vnd.oasis.opendocument.text';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let dir: string;
let odt: string;
let doc: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'analyse-office-test-'));
  odt = await officeFile(dir, 'odt');
  doc = await officeFile(dir, 'doc');
}, 60_000);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const officeScratch = async () => (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('office-'));

describe('readOfficeFile', () => {
  it('makes the tagged PDF preview in workDir and hands its model to the reader', async () => {
    const workDir = await fs.mkdtemp(path.join(dir, 'work-'));
    const before = await officeScratch();
    const { document, preview } = await readOfficeFile({ path: odt, fileType: 'document', mimeType: ODT, workDir }, {});
    expect(preview).toBe(path.join(workDir, 'preview.pdf'));
    expect((await fs.readFile(preview!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(document).toMatchObject({ fileType: 'document', structure: null });
    expect(document.pages).toHaveLength(2);
    expect(document.pages[1]!.textRuns.length).toBeGreaterThan(0);
    expect(await officeScratch()).toEqual(before);
  }, 60_000);

  it('without workDir, still reads a preview but returns none and leaves nothing', async () => {
    const before = await officeScratch();
    const { document, preview } = await readOfficeFile({ path: odt, fileType: 'document', mimeType: ODT }, {});
    expect(preview).toBeNull();
    expect(document.pages).toHaveLength(2);
    expect(await officeScratch()).toEqual(before);
  }, 60_000);

  it('converts a legacy .doc (a blob without extension) to docx for the reader', async () => {
    const blob = path.join(dir, 'doc-blob');
    await fs.copyFile(doc, blob);
    const workDir = await fs.mkdtemp(path.join(dir, 'work-'));
    const before = await officeScratch();
    const { document, preview } = await readOfficeFile(
      { path: blob, fileType: 'document', mimeType: 'application/msword', workDir },
      {},
    );
    expect(preview).toBe(path.join(workDir, 'preview.pdf'));
    expect(document.pages).toHaveLength(2);
    expect(await officeScratch()).toEqual(before); // the temporary docx is gone
  }, 60_000);

  it('refuses a zip bomb from its own XML reading, before LibreOffice sees it', async () => {
    const workDir = await fs.mkdtemp(path.join(dir, 'work-'));
    await expect(
      readOfficeFile({ path: fixture('zip-bomb.docx'), fileType: 'document', mimeType: DOCX, workDir }, {}),
    ).rejects.toMatchObject({ name: 'AnalysisError', message: expect.stringMatching(/zip bomb/) });
    expect(await fs.readdir(workDir)).toEqual([]); // no preview was attempted
  });

  it('fails a damaged legacy file with the conversion’s reason', async () => {
    const garbage = path.join(dir, 'garbage');
    await fs.writeFile(garbage, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 9, 9, 9]));
    await expect(
      readOfficeFile({ path: garbage, fileType: 'document', mimeType: 'application/msword' }, {}),
    ).rejects.toMatchObject({
      name: 'AnalysisError',
      message: expect.stringMatching(/^LibreOffice could not convert the file: /),
    });
  }, 60_000);
});
