import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AnalysisError } from '../../../src/analyse.js';
import { readHtml } from '../../../src/formats/html/read-html.js';
import type { DocumentModel } from '../../../src/model/document-model.js';
import { htmlPage, nestedDivs, styleRules, writeFiles } from '../../support/hostile-files.js';

// html and body are two levels: 510 divs put the word at depth 512.
const formattingElements = Array.from({ length: 400 }, (_, i) => `<b id="b${i}">`).join('');
const doubling = Array.from({ length: 30 }, (_, i) => `--v${i + 1}: var(--v${i}) var(--v${i});`).join('');

let dir: string;
beforeAll(async () => {
  dir = await writeFiles({
    'nested-100000.html': nestedDivs(100_000),
    'nested-510.html': nestedDivs(510),
    'nested-511.html': nestedDivs(511),
    // Each `x` re-opens the 400 formatting elements the div closed: 16 KB that make 400,000 elements.
    're-opened.html': htmlPage(`<div>${formattingElements}</div>${'<div>x</div>'.repeat(1_000)}`),
    'css-rules.html': htmlPage('<p class="c1">Hello</p>', styleRules(200_000)),
    'css-selector-list.html': htmlPage('<p>Hello</p>', `<style>p${',p'.repeat(100_000)}{color:red}</style>`),
    'css-two-sheets.html': htmlPage('<p>Hello</p>', styleRules(30_000) + styleRules(30_000)),
    'css-doubling.html': htmlPage(
      '<p>Hello</p>',
      `<style>:root{--v0: xxxxxxxx;${doubling}} p{color:var(--v30)}</style>`,
    ),
    'wide.html': htmlPage('<p>Hello</p>'.repeat(50_000)),
    'declarations.html': htmlPage('<p>Hello</p>'.repeat(10_000), `<style>*{${'color:red;'.repeat(100_000)}}</style>`),
  });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function read(name: string): Promise<{ model: DocumentModel | null; error: unknown; ms: number }> {
  const started = Date.now();
  const outcome = await readHtml(path.join(dir, name), { fetcher: null }).then(
    (model) => ({ model, error: null }),
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

describe('readHtml bounds the stylesheets before parsing them', () => {
  it('refuses 200,000 rules', async () => {
    expect(await refusal('css-rules.html')).toBe("The HTML file's stylesheets have more than 50,000 rules");
  });

  it('counts each selector of a selector list as a rule', async () => {
    expect(await refusal('css-selector-list.html')).toBe("The HTML file's stylesheets have more than 50,000 rules");
  });

  it('adds up the rules of all the sheets', async () => {
    expect(await refusal('css-two-sheets.html')).toBe("The HTML file's stylesheets have more than 50,000 rules");
  });

  it('refuses custom properties that double at every level', async () => {
    expect(await refusal('css-doubling.html')).toMatch(
      /^The HTML file's custom properties \(var\(\)\) take more than 20,000,000 steps to resolve$/,
    );
  });

  it('ignores a rule whose declarations would be applied to every element past the matching work', async () => {
    const { model, ms } = await read('declarations.html');
    expect(model!.pages[0]!.textRuns[0]!.colour).toEqual({ r: 0, g: 0, b: 0 });
    expect(ms).toBeLessThan(20_000);
  });
});

describe('readHtml walks a wide document in linear time', () => {
  it('names 50,000 sibling paragraphs', async () => {
    const { model, ms } = await read('wide.html');
    const runs = model!.pages[0]!.textRuns;
    expect(runs).toHaveLength(50_000);
    expect(runs[49_999]!.location?.selector).toBe('body > p:nth-of-type(50000)');
    // Naming each by a scan of its siblings took 51 s.
    expect(ms).toBeLessThan(20_000);
  });
});
