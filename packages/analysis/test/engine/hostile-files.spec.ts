import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AnalysisError, type Analyse, type AnalysisInput } from '../../src/analyse.js';
import { analyseFile } from '../../src/engine/analyse-file.js';
import { EnginePool } from '../../src/engine/engine-pool.js';
import { fiveMillionQs, nestedDivs, writeFiles } from '../support/hostile-files.js';

// Tiny files that each held an engine process until its 120 s limit (or its memory bound), then failed.
const HOSTILE: [name: string, contents: () => string | Buffer, reason: string][] = [
  ['five-million-q.pdf', fiveMillionQs, 'Page 1 of the PDF nests graphics states (q) more than 2,000 deep'],
  ['nested-divs.html', () => nestedDivs(100_000), 'The HTML file nests elements more than 512 deep'],
];

let dir: string;
beforeAll(async () => {
  dir = await writeFiles(Object.fromEntries(HOSTILE.map(([name, contents]) => [name, contents()])));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

function input(name: string): AnalysisInput {
  const pdf = name.endsWith('.pdf');
  return {
    path: path.join(dir, name),
    fileType: pdf ? 'pdf' : 'html',
    mimeType: pdf ? 'application/pdf' : 'text/html',
  };
}

/** Analyses the file, which must fail with an AnalysisError soon: its message. */
async function refusal(analyse: Analyse, name: string): Promise<string> {
  const started = Date.now();
  const error = await analyse(input(name)).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AnalysisError);
  // Only a guard against waiting for the 120 s limit again: the bound's reason is the point.
  expect(Date.now() - started).toBeLessThan(20_000);
  return (error as Error).message;
}

describe('a hostile file ends at the bound of the stage it overloads, not at the engine time limit', () => {
  it.each(HOSTILE)('%s, in process', async (name, _, reason) => {
    expect(await refusal((file) => analyseFile(file), name)).toBe(reason);
  });

  describe('through an engine pool with the default limits', () => {
    const pool = new EnginePool({ size: 1 });
    afterAll(() => pool.stop());

    it.each(HOSTILE)('%s', async (name, _, reason) => {
      expect(await refusal(pool.analyse, name)).toBe(reason);
    });
  });
});
