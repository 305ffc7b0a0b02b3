import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AnalysisError } from '../../../src/analyse.js';
import { readPdf, type PdfReadOptions } from '../../../src/formats/pdf/read-pdf.js';
import { fiveMillionQs, onePagePdf, writeFiles } from '../../support/hostile-files.js';

const text = (words: string) => `BT /F1 12 Tf 20 200 Td (${words}) Tj ET\n`;

let dir: string;
beforeAll(async () => {
  dir = await writeFiles({
    'five-million-q.pdf': fiveMillionQs(),
    'many-operators.pdf': onePagePdf('0 g\n'.repeat(1_100_000)),
    'deep-but-balanced.pdf': onePagePdf(`${'q\n'.repeat(2_000)}${text('Deep text')}${'Q\n'.repeat(2_000)}`),
  });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Reads the file, which must fail with an AnalysisError soon: its message. */
async function refusal(name: string, options: PdfReadOptions = {}): Promise<string> {
  const started = Date.now();
  const error = await readPdf(path.join(dir, name), { render: false, ...options }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AnalysisError);
  // Only a guard against waiting for the engine's 120 s limit again: the bound's reason is the point.
  expect(Date.now() - started).toBeLessThan(20_000);
  return (error as Error).message;
}

describe('readPdf bounds what a page content stream costs', () => {
  it('refuses five million unbalanced q (10 KB compressed) at the nesting bound, in seconds', async () => {
    expect((await fs.stat(path.join(dir, 'five-million-q.pdf'))).size).toBeLessThan(12_000);
    expect(await refusal('five-million-q.pdf')).toBe(
      'Page 1 of the PDF nests graphics states (q) more than 2,000 deep',
    );
  });

  it('refuses a page of more than a million operators', async () => {
    expect(await refusal('many-operators.pdf')).toBe(
      'Page 1 of the PDF has more than 1,000,000 content-stream operators',
    );
  });

  it('reads a page nested up to the bound, and counts the operators of every chunk', async () => {
    const model = await readPdf(path.join(dir, 'deep-but-balanced.pdf'), { render: false });
    expect(model.pages[0]!.textRuns.map((run) => run.text)).toEqual(['Deep text']);
    expect(await refusal('deep-but-balanced.pdf', { limits: { maxPageOperators: 3_000 } })).toBe(
      'Page 1 of the PDF has more than 3,000 content-stream operators',
    );
  });

  it('stops a page whose step outlasts its bound while pdf.js is still parsing it', async () => {
    // Without the nesting bound pdf.js would take minutes; no timer fires meanwhile, the chunk watch does.
    const limits = { maxGraphicsStateDepth: Infinity, stepTimeoutMs: 1_000 };
    expect(await refusal('five-million-q.pdf', { limits })).toBe(
      'Reading the PDF stopped: one step made no progress for 1 s (the reader seems stuck)',
    );
  });
});
