import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textBook } from '../../support/books.js';

const readPdfModule = fileURLToPath(new URL('../../../dist/formats/pdf/read-pdf.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pdf-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads a book in a fresh process (rendered for Contrast, as the engine reads it); its peak resident memory in MB. */
function peakMb(pages: number): number {
  const path = join(dir, `book-${pages}.pdf`);
  // Content streams written as they are: pdf.js then reads a page without the event loop turning,
  // which is how every page's canvas came to be held until the document closed.
  writeFileSync(path, textBook(pages, { compressed: false }));
  const script = `
    import { readFileSync } from 'node:fs';
    const { readPdf } = await import(${JSON.stringify(readPdfModule)});
    const model = await readPdf(${JSON.stringify(path)});
    if (model.pages.length !== ${pages}) throw new Error('read ' + model.pages.length + ' pages');
    if (!model.pages.at(-1).textRuns.some((run) => run.background !== null)) throw new Error('not rendered');
    process.stdout.write(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script])) / 1024;
}

describe('readPdf: memory released page by page', () => {
  it('reads and renders 400 pages of uncompressed content within twice the peak of 10 such pages', () => {
    // Holding each page's render until the end cost 2.6 MB a page: 400 pages peaked above 1 GB.
    // The bench (pnpm bench:large) reports the finer ratio; this bound leaves room for the machine's noise.
    const small = peakMb(10);
    const large = peakMb(400);
    expect(large / small).toBeLessThan(2);
  }, 120_000);
});
