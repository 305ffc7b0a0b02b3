import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import * as cheerio from 'cheerio';
import { produced } from './support/produce.js';
import { withWorkDir } from './support/sources.js';
import { unzip } from './support/unzip.js';

const EPUBCHECK = '/usr/share/java/epubcheck.jar';

/** epubcheck's messages (Debian's epubcheck; Java starts slowly: one run per file). */
async function epubcheck(data: Buffer): Promise<{ severity: string; message: string }[]> {
  return withWorkDir(async (dir) => {
    const file = path.join(dir, 'book.epub');
    const report = path.join(dir, 'report.json');
    await fs.writeFile(file, data);
    await promisify(execFile)('java', ['-jar', EPUBCHECK, file, '--json', report]).catch(() => undefined);
    const json = JSON.parse(await fs.readFile(report, 'utf8')) as { messages: { severity: string; message: string }[] };
    return json.messages;
  });
}

describe('Epub', () => {
  it('from a Word file: valid for epubcheck; title, language, navigation from the headings, picture included', async () => {
    const { data } = await produced('Epub', 'docx');
    const messages = await epubcheck(data);
    expect(messages.filter((m) => m.severity === 'ERROR' || m.severity === 'FATAL')).toEqual([]);

    const files = unzip(data);
    expect(files.keys().next().value).toBe('mimetype');
    const opf = cheerio.load(files.get('EPUB/package.opf')!.toString('utf8'), { xml: true });
    expect(opf('dc\\:title').text()).toBe('Town library annual report');
    expect(opf('dc\\:language').text()).toMatch(/^en/);
    const nav = cheerio.load(files.get('EPUB/nav.xhtml')!.toString('utf8'), { xml: true });
    expect(
      nav('nav[epub\\:type="toc"] a')
        .toArray()
        .map((a) => nav(a).text()),
    ).toContain('Lending');
    const content = cheerio.load(files.get('EPUB/content.xhtml')!.toString('utf8'), { xml: true });
    expect(content('th').first().text()).toBe('Collection');
    const src = content('img').attr('src')!;
    expect(files.has(`EPUB/${src}`)).toBe(true);
    expect(content('img').attr('alt')).toMatch(/\w{4,}/);
  });

  it('from a tagged PDF of ten pages: valid, with the print pages as a page list', async () => {
    const { data } = await produced('Epub', 'tenPagesPdf');
    expect((await epubcheck(data)).filter((m) => m.severity === 'ERROR' || m.severity === 'FATAL')).toEqual([]);
    const nav = unzip(data).get('EPUB/nav.xhtml')!.toString('utf8');
    expect(nav).toContain('epub:type="page-list"');
    expect(nav).toContain('#page-10');
  });
});
