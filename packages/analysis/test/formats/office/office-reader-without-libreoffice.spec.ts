import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OcrEngine } from '../../../src/ocr/ocr-engine.js';
import { evaluateDocument } from '../../../src/scoring/score-document.js';

// A machine without LibreOffice: SOFFICE_PATH points at nothing (looked up once per module load,
// hence the imports after setting it).

process.env.SOFFICE_PATH = '/nonexistent/soffice';
const { readOfficeFile } = await import('../../../src/formats/office/office-reader.js');
const { libreOfficeAvailable } = await import('../../../src/conversion/libreoffice.js');

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'no-libreoffice-test-'));
});

afterAll(async () => {
  delete process.env.SOFFICE_PATH;
  await fs.rm(dir, { recursive: true, force: true });
});

describe('readOfficeFile without LibreOffice', () => {
  it('is not available', async () => {
    expect(await libreOfficeAvailable()).toBe(false);
  });

  it('analyses OOXML and ODF files without a preview', async () => {
    const file = fileURLToPath(new URL('../../../fixtures/office/files/docx-pass.docx', import.meta.url));
    const result = await readOfficeFile(
      {
        path: file,
        fileType: 'document',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        workDir: dir,
      },
      {},
    );
    expect(result.preview).toBeNull();
    // One page without size: the model's facts hold, but snippets have no areas to point at.
    expect(result.document.pages).toHaveLength(1);
    expect(result.document.pages[0]).toMatchObject({ width: 0, height: 0 });
    expect(result.document.headings.length).toBeGreaterThan(0);
    expect(result.document.headings.every((heading) => heading.location.areas.length === 0)).toBe(true);
  });

  it('leaves Contrast unjudged when the file has pictures: their text is read on the preview', async () => {
    const ocr = OcrEngine.create();
    try {
      const file = fileURLToPath(new URL('../../../fixtures/office/files/docx-pass.docx', import.meta.url));
      const { document } = await readOfficeFile(
        { path: file, fileType: 'document', mimeType: DOCX, workDir: dir },
        { ocr },
      );
      expect(document.unjudged).toEqual([
        {
          check: 'Contrast',
          reason: 'Reading the text in pictures needs the LibreOffice preview, which could not be made',
        },
      ]);
      expect(evaluateDocument(document).report.results.Contrast).toBeUndefined();
    } finally {
      await ocr.terminate();
    }
  });

  it.each([
    ['application/msword', 'document', 'doc'],
    ['application/vnd.ms-powerpoint', 'presentation', 'ppt'],
    ['application/vnd.ms-excel', 'spreadsheet', 'xls'],
    ['application/rtf', 'document', 'rtf'],
  ] as const)('fails %s with a reason', async (mimeType, fileType, extension) => {
    await expect(readOfficeFile({ path: path.join(dir, 'blob'), fileType, mimeType }, {})).rejects.toMatchObject({
      name: 'AnalysisError',
      message: `LibreOffice is not installed; .${extension} files cannot be analysed (only their newer formats)`,
    });
  });
});
