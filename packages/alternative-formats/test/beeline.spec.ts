import { describe, expect, it } from '@jest/globals';
import { contrastRatio, MINIMUM_CONTRAST } from '@app/analysis';
import * as cheerio from 'cheerio';
import { BACKGROUND, colourAt, LINE_GRADIENTS } from '../src/beeline/gradient-palette.js';
import { produced } from './support/produce.js';
import { contentOf } from './support/sources.js';

const rgb = (hex: string) => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
});

describe('Beeline', () => {
  it('every colour it uses keeps 4.5:1 against its background', async () => {
    const html = (await produced('Beeline', 'tenPagesPdf')).data.toString('utf8');
    const colours = new Set([...html.matchAll(/color:(#[0-9a-f]{6})/g)].map((match) => match[1]!));
    expect(colours.size).toBeGreaterThan(20); // gradients, not one colour
    for (const colour of colours)
      expect(contrastRatio(rgb(colour), BACKGROUND)).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    expect(html).toContain('background:#fff');
  });

  it('every point of every gradient keeps 4.5:1, not only the colours one document happens to use', () => {
    for (let line = 0; line < LINE_GRADIENTS.length; line++) {
      for (let step = 0; step <= 1000; step++) {
        expect(contrastRatio(colourAt(line, step / 1000), BACKGROUND)).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
      }
    }
  });

  it('each line ends in the colour the next begins with, and the text is the source text', async () => {
    const $ = cheerio.load((await produced('Beeline', 'docx')).data.toString('utf8'));
    const first = $('main p').first();
    const lines = first.html()!.split(/<br>\s*/);
    expect(lines.length).toBeGreaterThan(1);
    const colours = lines.map((line) => [...line.matchAll(/color:(#[0-9a-f]{6})/g)].map((m) => m[1]!));
    const distance = (a: string, b: string) => {
      const [x, y] = [rgb(a), rgb(b)];
      return Math.abs(x.r - y.r) + Math.abs(x.g - y.g) + Math.abs(x.b - y.b);
    };
    for (let i = 0; i + 1 < colours.length; i++)
      expect(distance(colours[i]!.at(-1)!, colours[i + 1]![0]!)).toBeLessThan(60);
    const source = (await contentOf('docx')).blocks.find((block) => block.kind === 'paragraph');
    expect(first.text().replace(/\s+/g, ' ')).toBe(source && 'text' in source ? source.text : '');
    expect($('h1').first().text()).toBe('Town library annual report');
    expect($('html').attr('lang')).toMatch(/^en/);
  });
});
