import { describe, expect, it } from '@jest/globals';
import { loadBuffer } from 'cheerio';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseHtml } from '../../../src/formats/html/parse-html.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap held by what `parse` returns, measured after full collections. */
function retainedMb(parse: () => unknown): { kept: unknown; mb: number } {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = parse();
  gc();
  return { kept, mb: (process.memoryUsage().heapUsed - before) / 2 ** 20 };
}

describe('parseHtml on a long page', () => {
  // 2,000 paragraphs of 100 words (1.3 MB): parse5 hands their text over a word or a space at a time.
  const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
  const html = Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><title>Long</title></head><body>${Array.from(
      { length: 2000 },
      (_, i) => `<p>${i} ${words} <b>bold</b> ${words}</p>`,
    ).join('\n')}</body></html>`,
  );

  it("keeps each text node's text in one piece: under 60% of the heap of cheerio's own parse, the same markup", () => {
    const ours = retainedMb(() => parseHtml(html));
    const cheerios = retainedMb(() => loadBuffer(html));
    expect(ours.mb).toBeLessThan(cheerios.mb * 0.6);
    expect((ours.kept as ReturnType<typeof parseHtml>).html()).toBe(
      (cheerios.kept as ReturnType<typeof loadBuffer>).html(),
    );
  });
});
