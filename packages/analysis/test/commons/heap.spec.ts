import { describe, expect, it } from '@jest/globals';
import { distModule, runNodeScript } from '../support/node-script.js';

/**
 * collectGarbage in a process of its own (dist: build first), as an engine process runs it
 * (--expose-gc: engine-slot.ts) and as the CLI or a test does (without): the garbage a step left
 * is collected with `gc`, and nothing happens without.
 */
async function heapAroundCall(flags: string[]): Promise<{ before: number; after: number }> {
  const script = `
    const { collectGarbage } = await import(${JSON.stringify(distModule('commons/heap.js'))});
    let junk = Array.from({ length: 500_000 }, (_, i) => ({ i, text: 'item ' + i }));
    junk = null;
    const before = process.memoryUsage().heapUsed;
    collectGarbage();
    console.log(JSON.stringify({ before, after: process.memoryUsage().heapUsed }));`;
  const stdout = await runNodeScript(script, { flags: [...flags, '--max-semi-space-size=2'] });
  return JSON.parse(stdout) as { before: number; after: number };
}

describe('collecting garbage between the pages of a long document', () => {
  it("collects what a page's worth of work dropped", async () => {
    const { before, after } = await heapAroundCall(['--expose-gc']);
    expect(before - after).toBeGreaterThan(20 * 2 ** 20);
  });

  it('does nothing where the process has no gc (the CLI in process, tests)', async () => {
    const { before, after } = await heapAroundCall([]);
    expect(Math.abs(before - after)).toBeLessThan(2 ** 20);
  });
});
