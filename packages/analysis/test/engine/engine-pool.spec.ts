import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { AnalysisError, type AnalysisInput } from '../../src/analyse.js';
import { EnginePool } from '../../src/engine/engine-pool.js';
import { EngineStoppedError } from '../../src/engine/engine-stopped-error.js';

const scripted = fileURLToPath(new URL('./support/scripted-engine.mjs', import.meta.url));
const input = (path: string): AnalysisInput => ({ path, fileType: 'pdf', mimeType: 'application/pdf' });
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitUntil = async (condition: () => boolean, timeoutMs: number): Promise<boolean> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
};

describe('EnginePool.stop: a stop is not a failure', () => {
  it('lets a running analysis finish within the grace period', async () => {
    const pool = new EnginePool({ size: 1, modulePath: scripted });
    const running = pool.analyse(input('/slow-600'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.stop(5_000);
    await expect(running).resolves.toMatchObject({ feedback: { score: 1 } });
  });

  it('stops what runs past the grace period with EngineStoppedError, not an AnalysisError, and refuses new files', async () => {
    const pool = new EnginePool({ size: 1, modulePath: scripted });
    const running = pool.analyse(input('/slow-30000'));
    const waiting = pool.analyse(input('/ok'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await pool.stop(300);
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const analysis of [running, waiting, pool.analyse(input('/ok'))]) {
      const error = await analysis.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineStoppedError);
      expect(error).not.toBeInstanceOf(AnalysisError);
    }
  });
});

describe('no engine outlives its parent', () => {
  it('an engine busy in a synchronous loop dies when its parent is killed with SIGKILL', async () => {
    // A parent of its own (this test process must survive): it starts an engine on /spin, prints
    // the engine's pid, and is then killed.
    const parentScript = `
      const { EngineSlot } = await import(${JSON.stringify(new URL('../../dist/engine/engine-slot.js', import.meta.url).href)});
      const slot = new EngineSlot(${JSON.stringify(scripted)}, { timeoutMs: 600000, maxHeapMb: 128, maxRssMb: 4096, recycleAboveRssMb: 4096 });
      slot.analyse({ path: '/spin', fileType: 'pdf', mimeType: 'application/pdf' }).catch(() => {});
      setTimeout(() => console.log(slot.pid), 300);
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const enginePid = await new Promise<number>((resolve) =>
      parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    try {
      expect(alive(enginePid)).toBe(true);
      parent.kill('SIGKILL');
      expect(await waitUntil(() => !alive(enginePid), 5_000)).toBe(true);
    } finally {
      if (alive(enginePid)) process.kill(enginePid, 'SIGKILL'); // no orphan, even when the test fails
    }
  });
});

describe('EnginePool events and usage, for monitoring', () => {
  it('reports restarts with their reason, bound hits, and how many engines are busy or awaited', async () => {
    const restarts: string[] = [];
    const bounds: string[] = [];
    const pool = new EnginePool({
      size: 1,
      modulePath: scripted,
      limits: { timeoutMs: 500 },
      events: { onRestart: (reason) => restarts.push(reason), onBoundHit: (bound) => bounds.push(bound) },
    });
    try {
      expect(pool.usage()).toEqual({ size: 1, busy: 0, waiting: 0 });
      const spinning = pool.analyse(input('/spin'));
      const queued = pool.analyse(input('/error'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pool.usage()).toEqual({ size: 1, busy: 1, waiting: 1 });

      await expect(spinning).rejects.toThrow('The analysis did not finish within 1 s');
      await expect(queued).rejects.toThrow('The file is damaged');
      await expect(pool.analyse(input('/ok'))).resolves.toMatchObject({ feedback: { score: 1 } });
      expect(bounds).toEqual(['time']);
      // The fresh engine after the timeout answered /error itself: one restart each, no retry.
      expect(restarts).toEqual(['time_bound', 'error']);
      expect(pool.usage()).toEqual({ size: 1, busy: 0, waiting: 0 });
    } finally {
      await pool.stop();
    }
  });
});
