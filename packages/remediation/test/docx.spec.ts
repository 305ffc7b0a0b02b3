import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OfficeZip } from '@app/analysis';
import { CROSS_FORMAT, FIXABLE_FAILURES, OWN, convertsToPdf, remediateAndCheck } from './support/corpus.js';

describe('DOCX remediation', () => {
  it.each(FIXABLE_FAILURES)(
    '%s: %s fixed, nothing worse, the same words, and LibreOffice converts it',
    async (name, check) => {
      const remediation = await remediateAndCheck(path.join(CROSS_FORMAT, `${name}.docx`));
      expect(remediation.changes.map((change) => change.check)).toContain(check);
      await convertsToPdf(remediation.fileName, remediation.file, 'document');
    },
  );

  it('leaves pictures without a caption for a person', async () => {
    const remediation = await remediateAndCheck(path.join(CROSS_FORMAT, 'alternative-text-partial-fail.docx'));
    expect(remediation.changes).toEqual([]);
    expect(remediation.leftForPerson.map((left) => left.check)).toEqual(['AlternativeText', 'AlternativeText']);
  });

  it('takes a text alternative from a "Figure n:" paragraph next to the picture, for review', async () => {
    const remediation = await remediateAndCheck(path.join(OWN, 'alt-text-caption-fail.docx'));
    expect(remediation.changes).toMatchObject([
      { check: 'AlternativeText', before: null, after: 'Loans by month, January to March', needsReview: true },
      { check: 'AlternativeText', before: 'chart.png', after: 'Visits per branch library', needsReview: true },
    ]);
    await convertsToPdf(remediation.fileName, remediation.file, 'document');
  });

  it('copies every part it did not edit byte for byte, in the same order', async () => {
    const file = path.join(CROSS_FORMAT, 'headings-skip-fail.docx');
    const remediation = await remediateAndCheck(file);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-parts-'));
    try {
      await writeFile(path.join(dir, 'fixed.docx'), remediation.file);
      const [before, after] = await Promise.all([OfficeZip.open(file), OfficeZip.open(path.join(dir, 'fixed.docx'))]);
      expect(after.names()).toEqual(before.names());
      const edited = before.names().filter((name) => !before.read(name)!.equals(after.read(name)!));
      expect(edited).toEqual(['word/document.xml']);
      const text = (zip: OfficeZip) => zip.read('word/document.xml')!.toString('utf8');
      expect(text(after)).toBe(text(before).replace('w:val="Heading3"', 'w:val="Heading2"'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
