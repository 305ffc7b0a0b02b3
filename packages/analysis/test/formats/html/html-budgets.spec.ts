import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AnalysisError } from '../../../src/analyse.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import type { DocumentModel } from '../../../src/model/document-model.js';
import { htmlPage, nestedDivs, writeFiles } from '../../support/hostile-files.js';
import { runLocation } from '../../../src/commons/locations.js';

// html and body are two levels: 510 divs put the word at depth 512.
const formattingElements = Array.from({ length: 400 }, (_, i) => `<b id="b${i}">`).join('');

let dir: string;
beforeAll(async () => {
  dir = await writeFiles({
    'nested-100000.html': nestedDivs(100_000),
    'nested-510.html': nestedDivs(510),
    'nested-511.html': nestedDivs(511),
    // Each `x` re-opens the 400 formatting elements the div closed: 16 KB that make 400,000 elements.
    're-opened.html': htmlPage(`<div>${formattingElements}</div>${'<div>x</div>'.repeat(1_000)}`),
    'wide.html': htmlPage('<p>Hello</p>'.repeat(2_000)),
  });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function read(name: string): Promise<{ model: DocumentModel | null; error: unknown; ms: number }> {
  const started = Date.now();
  const outcome = await readHtml(path.join(dir, name), { fetcher: null }).then(
    ({ document: model }) => ({ model, error: null }),
    (error: unknown) => ({ model: null, error }),
  );
  return { ...outcome, ms: Date.now() - started };
}

/** Reads the file, which must fail with an AnalysisError soon: its message. */
async function refusal(name: string): Promise<string> {
  const { error, ms } = await read(name);
  expect(error).toBeInstanceOf(AnalysisError);
  // Only a guard against waiting for the engine's 120 s limit again: the bound's reason is the point.
  expect(ms).toBeLessThan(20_000);
  return (error as Error).message;
}

describe('readHtml bounds the elements while parsing', () => {
  it('refuses 100,000 nested divs at the nesting bound, in seconds', async () => {
    expect(await refusal('nested-100000.html')).toBe('The HTML file nests elements more than 512 deep');
  });

  it('reads elements nested 512 deep, and refuses one more level', async () => {
    const { model } = await read('nested-510.html');
    expect(model!.pages[0]!.textRuns.map((run) => run.text)).toEqual(['deep']);
    expect(await refusal('nested-511.html')).toBe('The HTML file nests elements more than 512 deep');
  });

  it('counts the elements the parser makes, not the tags written', async () => {
    expect(await refusal('re-opened.html')).toBe('The HTML file has more than 100,000 elements');
  });
});

describe('readHtml walks a wide document in linear time', () => {
  it('names 2,000 sibling paragraphs', async () => {
    const { model, ms } = await read('wide.html');
    const places = model!.pages.flatMap((page) => page.textRuns.map((run) => runLocation(page, run)));
    expect(places).toHaveLength(2_000);
    expect(places[1_999]!.selector).toBe('body > p:nth-of-type(2000)');
    expect(ms).toBeLessThan(20_000);
  });
});
