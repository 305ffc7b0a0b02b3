import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OfficeZip, writeZip } from '@app/analysis';
import { remediate, RemediationRefused } from '../src/index.js';
import { CROSS_FORMAT, OFFICE } from './support/corpus.js';

const refusal = async (bytes: Buffer, fileName: string) => {
  const error = await remediate({ bytes, fileName }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RemediationRefused);
  return error as RemediationRefused;
};

describe('files that are not rewritten', () => {
  it('refuses a zip bomb within the analysis bounds', async () => {
    const error = await refusal(await readFile(path.join(OFFICE, 'zip-bomb.docx')), 'zip-bomb.docx');
    expect(error.reason).toBe('notAnalysed');
    expect(error.message).toMatch(/zip bomb/);
  });

  it('refuses XML entity expansion (billion laughs) without expanding anything', async () => {
    const error = await refusal(await readFile(path.join(OFFICE, 'billion-laughs.docx')), 'billion-laughs.docx');
    expect(error.reason).toBe('notAnalysed');
    expect(error.message).toMatch(/entities/);
  });

  it('refuses a macro-enabled package, a signed or encrypted PDF, and an image', async () => {
    const encryptedPdf = Buffer.from(
      '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer << /Root 1 0 R /Encrypt 2 0 R >>\n%%EOF\n',
    );
    const signedPdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Sig /ByteRange [0 10 20 30] >> endobj\n%%EOF\n');
    const { pdfRefusal } = await import('../src/formats/pdf/pdf-refusal.js');
    expect(pdfRefusal(encryptedPdf)?.reason).toBe('encrypted');
    expect(pdfRefusal(signedPdf)?.reason).toBe('signed');
    const { formatFamily } = await import('../src/format-family.js');
    expect(() =>
      formatFamily({ fileType: 'document', mimeType: 'application/vnd.ms-word.document.macroEnabled.12' }),
    ).toThrow(expect.objectContaining({ reason: 'macros' }));
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b6ab6d0000000049454e44ae426082',
      'hex',
    );
    expect((await refusal(png, 'dot.png')).reason).toBe('unsupportedType');
  });

  it.each([
    ['word/vbaProject.bin', 'macros'],
    ['_xmlsignatures/sig1.xml', 'signed'],
  ])('refuses a Word package holding %s (%s)', async (entry, reason) => {
    const zip = await OfficeZip.open(path.join(CROSS_FORMAT, 'title-missing-fail.docx'));
    const entries = zip.names().map((name) => ({ name, data: zip.read(name)! }));
    const bytes = writeZip([...entries, { name: entry, data: Buffer.from('<x/>') }]);
    expect((await refusal(bytes, 'report.docx')).reason).toBe(reason);
  });
});
