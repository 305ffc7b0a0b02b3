import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDF, remediateAndCheck } from './support/corpus.js';

describe('PDF remediation', () => {
  it.each([
    ['title-missing-fail', 'Title'],
    ['title-placeholder-fail', 'Title'],
    ['title-file-name-fail', 'Title'],
    ['language-missing-fail', 'LanguagePresence'],
    ['language-wrong-fail', 'LanguageCorrect'],
  ])('%s: %s fixed by an incremental update, the original bytes first and unchanged', async (name, check) => {
    const original = await readFile(path.join(PDF, `${name}.pdf`));
    const remediation = await remediateAndCheck(path.join(PDF, `${name}.pdf`));
    expect(remediation.changes.map((change) => change.check)).toContain(check);
    expect(remediation.file.subarray(0, original.length).equals(original)).toBe(true);
    const update = remediation.file.subarray(original.length).toString('latin1');
    expect(update).toMatch(/\/Prev \d+/);
    expect(update).not.toMatch(/\bstream\b/);
    if (check === 'Title') expect(update).toMatch(/\/DisplayDocTitle true/);
  });

  it('leaves what needs re-tagging for a person, and the file as it was', async () => {
    const original = await readFile(path.join(PDF, 'headings-skip-fail.pdf'));
    const remediation = await remediateAndCheck(path.join(PDF, 'headings-skip-fail.pdf'));
    expect(remediation.changes).toEqual([]);
    expect(remediation.file.equals(original)).toBe(true);
    expect(remediation.leftForPerson.map((left) => left.check)).toContain('HeadingsSequential');
  });

  it('refuses an encrypted PDF', async () => {
    const { remediate } = await import('../src/index.js');
    const bytes = await readFile(path.join(PDF, 'encrypted-fail.pdf'));
    await expect(remediate({ bytes, fileName: 'encrypted-fail.pdf' })).rejects.toMatchObject({ reason: 'encrypted' });
  });
});
