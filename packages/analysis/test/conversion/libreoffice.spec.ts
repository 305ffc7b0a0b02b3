import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AnalysisError } from '../../src/analyse.js';
import { convertWithLibreOffice, libreOfficeAvailable } from '../../src/conversion/libreoffice.js';
import { readZipDirectory } from '../../src/formats/zip-directory.js';
import { openFileByteSource } from '../../src/formats/byte-source.js';
import { flatOdt } from './flat-odt.js';

// Real LibreOffice conversions (it is installed here and in CI: .ci/run), on a cold LibreOffice
// (`warm: false`: one process per conversion, the fallback after a warm one failed); the pool of
// warm ones has its own tests (warm-office-pool.spec.ts).

let dir: string;
let fodt: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'conversion-test-'));
  fodt = path.join(dir, 'sample.fodt');
  await fs.writeFile(fodt, flatOdt(2));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const startsWith = async (file: string, text: string) =>
  (await fs.readFile(file)).subarray(0, text.length).toString('latin1') === text;

async function sofficeProcessesFor(pattern: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('pgrep', ['-f', pattern]);
    return stdout.trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}

describe('convertWithLibreOffice, cold', () => {
  it('finds LibreOffice', async () => {
    expect(await libreOfficeAvailable()).toBe(true);
  });

  it('converts a document to a tagged PDF', async () => {
    const out = await fs.mkdtemp(path.join(dir, 'pdf-'));
    const pdf = await convertWithLibreOffice(fodt, 'document', 'pdf', out, { name: 'preview', warm: false });
    expect(pdf).toBe(path.join(out, 'preview.pdf'));
    expect(await startsWith(pdf, '%PDF-')).toBe(true);
    const text = (await fs.readFile(pdf)).toString('latin1');
    expect(text).toMatch(/\/StructTreeRoot/); // tagged
    expect(await fs.readdir(out)).toEqual(['preview.pdf']);
  }, 60_000);

  it('converts a file without an extension, by its MIME type, to docx', async () => {
    const odt = await convertWithLibreOffice(fodt, 'document', 'docx', dir, { name: 'step', warm: false });
    // A stored blob: no extension; the MIME type says what it is.
    const blob = path.join(dir, 'blob-without-extension');
    await fs.copyFile(odt, blob);
    const out = await fs.mkdtemp(path.join(dir, 'docx-'));
    const docx = await convertWithLibreOffice(blob, 'document', 'docx', out, {
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      warm: false,
    });
    expect(path.basename(docx)).toBe('converted.docx');
    const source = await openFileByteSource(docx);
    try {
      const entries = await readZipDirectory(source);
      expect(entries?.map((entry) => entry.name)).toContain('word/document.xml');
    } finally {
      await source.close();
    }
  }, 60_000);

  it('kills the whole sandbox when the time is up, leaving nothing behind', async () => {
    const out = await fs.mkdtemp(path.join(dir, 'timeout-'));
    const conversion = convertWithLibreOffice(fodt, 'document', 'pdf', out, { timeoutMs: 300, warm: false });
    await expect(conversion).rejects.toThrow(new AnalysisError('LibreOffice did not convert the file within 0.3 s'));
    expect(await fs.readdir(out)).toEqual([]); // the scratch directory and its profile are gone...
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ...and no process of the conversion is left (it names its profile, in `out`, on its command line).
    expect(await sofficeProcessesFor(`UserInstallation=file://${out}/`)).toBe('');
  }, 60_000);

  it('fails a file that is not a document with an AnalysisError', async () => {
    const garbage = path.join(dir, 'garbage');
    await fs.writeFile(garbage, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const out = await fs.mkdtemp(path.join(dir, 'garbage-'));
    const conversion = convertWithLibreOffice(garbage, 'document', 'pdf', out, {
      mimeType: 'application/msword',
      warm: false,
    });
    await expect(conversion).rejects.toBeInstanceOf(AnalysisError);
    await expect(conversion).rejects.toThrow(/^LibreOffice could not convert the file: /);
  }, 60_000);

  it('runs conversions in parallel, each with its own profile', async () => {
    const outs = await Promise.all([1, 2, 3].map(() => fs.mkdtemp(path.join(dir, 'parallel-'))));
    const pdfs = await Promise.all(
      outs.map((out) => convertWithLibreOffice(fodt, 'document', 'pdf', out, { warm: false })),
    );
    for (const pdf of pdfs) expect(await startsWith(pdf, '%PDF-')).toBe(true);
  }, 120_000);
});

describe('convertWithLibreOffice, warm (the default)', () => {
  it('converts on a warm LibreOffice, and gives the same answers', async () => {
    const out = await fs.mkdtemp(path.join(dir, 'warm-'));
    const pdf = await convertWithLibreOffice(fodt, 'document', 'pdf', out, { name: 'preview' });
    expect(pdf).toBe(path.join(out, 'preview.pdf'));
    expect((await fs.readFile(pdf)).toString('latin1')).toMatch(/\/StructTreeRoot/); // tagged
    expect(await fs.readdir(out)).toEqual(['preview.pdf']);
  }, 60_000);

  it('fails a file that is not a document with the cold answer, once a cold LibreOffice failed too', async () => {
    const garbage = path.join(dir, 'garbage-warm');
    await fs.writeFile(garbage, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const out = await fs.mkdtemp(path.join(dir, 'garbage-warm-'));
    const conversion = convertWithLibreOffice(garbage, 'document', 'pdf', out, { mimeType: 'application/msword' });
    await expect(conversion).rejects.toThrow(/^LibreOffice could not convert the file: /);
  }, 60_000);
});
