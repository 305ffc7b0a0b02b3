import { expect } from '@jest/globals';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertWithLibreOffice, readOfficeContent, readPdfContent, type CheckName } from '@app/analysis';
import { load } from 'cheerio';
import { remediate, type RemediateOptions, type Remediation } from '../../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CROSS_FORMAT = path.join(here, '../../../analysis/fixtures/cross-format/files');
export const OFFICE = path.join(here, '../../../analysis/fixtures/office/files');
export const PDF = path.join(here, '../../../analysis/fixtures/pdf/files');
export const OWN = path.join(here, '../../fixtures/files');

/** The cross-format documents that fail one check each remediation fixes, in every format, and that check. */
export const FIXABLE_FAILURES: [name: string, check: CheckName][] = [
  ['title-missing-fail', 'Title'],
  ['headings-skip-fail', 'HeadingsSequential'],
  ['headings-start-at-two-fail', 'HeadingsStartAtOne'],
  ['table-headers-partial-fail', 'TableHeaders'],
  ['contrast-low-fail', 'Contrast'],
  ['language-missing-fail', 'LanguagePresence'],
  ['language-wrong-fail', 'LanguageCorrect'],
];

/** The file remediated, and the corpus' promises checked: fixed checks pass, none is worse, the words the same. */
export async function remediateAndCheck(file: string, options: RemediateOptions = {}): Promise<Remediation> {
  const bytes = await readFile(file);
  const remediation = await remediate({ bytes, fileName: path.basename(file) }, options);
  const before = remediation.feedbackBefore.report.results;
  const after = remediation.feedbackAfter.report.results;
  for (const change of remediation.changes)
    expect({ [change.check]: after[change.check]?.score }).toEqual({ [change.check]: 1 });
  for (const [check, result] of Object.entries(before)) {
    expect(after[check as keyof typeof after]!.score).toBeGreaterThanOrEqual(result.score);
  }
  expect(remediation.scoreAfter).toBeGreaterThanOrEqual(remediation.scoreBefore);
  expect(await words(file, bytes)).toEqual(await words(file, remediation.file));
  return remediation;
}

/** Every word of the text, in order, as the real parsers read it. */
export async function words(name: string, bytes: Buffer): Promise<string[]> {
  if (name.endsWith('.html')) return split(load(bytes.toString('utf8'))('body').text());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-words-'));
  try {
    const file = path.join(dir, path.basename(name));
    await writeFile(file, bytes);
    if (name.endsWith('.pdf')) {
      const { model } = await readPdfContent(file);
      return split(model.pages.flatMap((page) => page.textRuns.map((run) => run.text)).join(' '));
    }
    const content = await readOfficeContent(file);
    return split(content.runs.map((run) => run.text).join(' '));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const split = (text: string) => text.split(/\s+/).filter(Boolean);

/** The fixed copy opens in LibreOffice and converts to a PDF with pages. */
export async function convertsToPdf(
  fileName: string,
  bytes: Buffer,
  fileType: 'document' | 'presentation' | 'spreadsheet',
): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remediation-pdf-'));
  try {
    const file = path.join(dir, fileName);
    await writeFile(file, bytes);
    const pdf = await convertWithLibreOffice(file, fileType, 'pdf', dir);
    expect((await stat(pdf)).size).toBeGreaterThan(1000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
