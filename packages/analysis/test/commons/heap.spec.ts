import { describe, expect, it } from '@jest/globals';
import { distModule, runNodeScript } from '../support/node-script.js';

/**
 * collectGarbageIfGrown and collectGarbage in a process of their own (dist: build first), as an
 * engine process runs them (--expose-gc: engine-slot.ts) and as the CLI or a test does (without):
 * 40 MB of garbage made since the module loaded is collected with `gc`, 2 MB only when asked for
 * outright, and nothing happens without.
 */
async function heapAroundCall(
  flags: string[],
  call: 'collectGarbageIfGrown' | 'collectGarbage' = 'collectGarbageIfGrown',
  items = 500_000,
): Promise<{ before: number; after: number }> {
  const script = `
    const { ${call} } = await import(${JSON.stringify(distModule('commons/heap.js'))});
    let junk = Array.from({ length: ${items} }, (_, i) => ({ i, text: 'item ' + i }));
    junk = null;
    const before = process.memoryUsage().heapUsed;
    ${call}();
    console.log(JSON.stringify({ before, after: process.memoryUsage().heapUsed }));`;
  const stdout = await runNodeScript(script, { flags: [...flags, '--max-semi-space-size=2'] });
  return JSON.parse(stdout) as { before: number; after: number };
}

describe('collecting garbage between the pages of a long document', () => {
  it("collects what a page's worth of work dropped, once resident memory has grown", async () => {
    const { before, after } = await heapAroundCall(['--expose-gc']);
    expect(before - after).toBeGreaterThan(20 * 2 ** 20);
  });

  it('collects a little garbage only when asked for outright (after a long page is scanned)', async () => {
    const grown = await heapAroundCall(['--expose-gc'], 'collectGarbageIfGrown', 25_000);
    expect(Math.abs(grown.before - grown.after)).toBeLessThan(2 ** 20);
    const outright = await heapAroundCall(['--expose-gc'], 'collectGarbage', 25_000);
    expect(outright.before - outright.after).toBeGreaterThan(2 ** 20);
  });

  it('does nothing where the process has no gc (the CLI in process, tests)', async () => {
    const { before, after } = await heapAroundCall([]);
    expect(Math.abs(before - after)).toBeLessThan(2 ** 20);
  });
});
