import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { availableFormats } from '../src/index.js';
import { toBrailleAscii } from '../src/braille/braille-ascii.js';
import { BRAILLE_TABLES } from '../src/braille/braille-tables.js';
import { CELLS_PER_LINE, LINES_PER_PAGE } from '../src/braille/brf-pages.js';
import { produced } from './support/produce.js';

const run = promisify(execFile);

/** Print text in BRF through liblouis, as the format translates it. */
async function brf(text: string, table: string): Promise<string> {
  const child = run('lou_translate', ['--forward', `unicode.dis,${table}`]);
  child.child.stdin!.end(`${text}\n`);
  return toBrailleAscii((await child).stdout.trim());
}

const pagesOf = (data: Buffer) =>
  data
    .toString('ascii')
    .split('\f')
    .map((page) => page.split('\r\n').filter((_, i, all) => i < all.length - 1 || all[i] !== ''));

describe('Braille', () => {
  it('BRF pages of at most 25 lines of at most 40 cells, numbered, in six-dot braille ASCII', async () => {
    const { data, fileName } = await produced('Braille', 'tenPagesPdf');
    expect(fileName).toBe('tenPagesPdf.brf');
    const text = data.toString('ascii');
    expect(text).toMatch(/^[\x20-\x5f\r\n\f]+$/);
    const pages = pagesOf(data);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      expect(page.length).toBeLessThanOrEqual(LINES_PER_PAGE);
      for (const line of page) expect(line.length).toBeLessThanOrEqual(CELLS_PER_LINE);
      expect(page.at(-1)!.trim()).toBe(`#${[...String(i + 1)].map((d) => 'JABCDEFGHI'[Number(d)]).join('')}`);
    });
  });

  it('holds the source: the title centred, headings, the table row by row after its headers, UEB grade 2', async () => {
    const text = (await produced('Braille', 'docx')).data.toString('ascii');
    const title = await brf('Town library annual report', 'en-ueb-g2.ctb');
    expect(title).toBe(',T[N LIBR>Y ANNUAL REPORT'); // contracted: "ow" and "ar" signs
    expect(text.split('\r\n')[0]).toBe(' '.repeat(Math.floor((40 - title.length) / 2)) + title);
    expect(text).toContain(`    ${await brf('Lending', 'en-ueb-g2.ctb')}`);
    const row = await brf('Collection: Children’s books; Loans: 18,240; Change: +9%', 'en-ueb-g2.ctb');
    expect(text.replace(/\r\n {2}/g, ' ').replace(/\r\n/g, ' ')).toContain(row);
  });

  it('keeps the print pages of the source: a dashed line ending in the page number', async () => {
    const text = (await produced('Braille', 'tenPagesPdf')).data.toString('ascii');
    for (const page of [2, 10]) {
      const number = `#${[...String(page)].map((d) => 'JABCDEFGHI'[Number(d)]).join('')}`;
      expect(text).toContain(`${'-'.repeat(CELLS_PER_LINE - number.length - 1)} ${number}`);
    }
  });

  it('a German document in German contracted braille', async () => {
    const text = (await produced('Braille', 'germanPdf')).data.toString('ascii');
    expect(text).toContain(await brf('Jahresbericht der Stadtbibliothek', 'de-g2.ctb'));
    expect(await brf('Jahresbericht der Stadtbibliothek', 'de-g2.ctb')).not.toBe(
      await brf('Jahresbericht der Stadtbibliothek', 'en-ueb-g2.ctb'),
    );
  });

  it("maps Unicode braille to BRF exactly as liblouis's own BRF display table does", async () => {
    const sample = 'Hello, world: 1 2 3 and "quotes" (brackets) - the end!';
    const viaUnicode = await brf(sample, 'en-ueb-g2.ctb');
    const child = run('lou_translate', ['--forward', 'en-us-brf.dis,en-ueb-g2.ctb']);
    child.child.stdin!.end(`${sample}\n`);
    expect(viaUnicode).toBe((await child).stdout.trim().toUpperCase());
  });

  it('every language table loads in the installed liblouis', async () => {
    for (const table of new Set(Object.values(BRAILLE_TABLES))) {
      await expect(run('lou_checktable', [table])).resolves.toBeDefined();
    }
    expect(availableFormats('html', 'xx-unknown')).not.toContain('Braille');
  });
});
