import { afterAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { AnalysisProgress } from '../../src/analyse.js';
import { EnginePool } from '../../src/engine/engine-pool.js';

const tenPages = fileURLToPath(new URL('../formats/pdf/files/ten-pages.pdf', import.meta.url));

describe('progress from the engine process', () => {
  const pool = new EnginePool({ size: 1 });
  afterAll(() => pool.stop());

  it('tells the caller, page by page, how far the analysis has got, before its result', async () => {
    const seen: AnalysisProgress[] = [];
    const result = await pool.analyse(
      { path: tenPages, fileType: 'pdf', mimeType: 'application/pdf' },
      { onProgress: (progress) => seen.push(progress) },
    );
    expect(result.pageCount).toBe(10);
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => ({ stage: 'pages', done: i + 1, total: 10 })));
  }, 60_000);
});
