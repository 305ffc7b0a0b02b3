import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { analyseFile } from '@app/analysis';
import * as cheerio from 'cheerio';
import { produced } from './support/produce.js';
import { HTML_SOURCES, withWorkDir } from './support/sources.js';

describe('Html', () => {
  it.each(HTML_SOURCES)('made from %s, scores 1 on every check of our own engine', async (source) => {
    const { data } = await produced('Html', source);
    const feedback = await withWorkDir(async (dir) => {
      const file = path.join(dir, 'out.html');
      await fs.writeFile(file, data);
      return (await analyseFile({ path: file, fileType: 'html', mimeType: 'text/html' })).feedback;
    });
    const results = Object.entries(feedback.report.results).filter(([, result]) => result !== null);
    expect(results.length).toBeGreaterThan(3);
    for (const [check, result] of results) expect([check, result!.score]).toEqual([check, 1]);
    expect(feedback.score).toBe(1);
  });

  it('holds the source: title, lang, headings in order, the table with th scope=col, the figure with its alt and picture', async () => {
    const $ = cheerio.load((await produced('Html', 'docx')).data.toString('utf8'));
    expect($('html').attr('lang')).toMatch(/^en/);
    expect($('title').text()).toBe('Town library annual report');
    expect($('h1').first().text()).toBe('Town library annual report');
    expect(
      $('h2')
        .toArray()
        .map((h) => $(h).text()),
    ).toContain('Lending');
    expect(
      $('table thead th')
        .toArray()
        .map((th) => [$(th).text(), $(th).attr('scope')]),
    ).toEqual([
      ['Collection', 'col'],
      ['Loans', 'col'],
      ['Change', 'col'],
    ]);
    expect($('table tbody tr').first().children('td').first().text()).toBe('Children’s books');
    const img = $('figure img');
    expect(img.attr('alt')).toMatch(/\w{4,}/);
    expect(img.attr('src')).toMatch(/^data:image\/(png|jpeg|gif);base64,/);
  });

  it('says a picture has no description rather than invent one', async () => {
    const $ = cheerio.load((await produced('Html', 'docxNoAlt')).data.toString('utf8'));
    expect(
      $('img')
        .toArray()
        .map((img) => $(img).attr('alt')),
    ).toContain('Picture without a description in the original document');
  });

  it('a German source is lang="de…" and its text is the source text', async () => {
    const $ = cheerio.load((await produced('Html', 'germanPdf')).data.toString('utf8'));
    expect($('html').attr('lang')).toMatch(/^de/);
    expect($('main').text()).toContain('Die Stadtbibliothek wurde vor mehr als vierzig Jahren');
  });
});
