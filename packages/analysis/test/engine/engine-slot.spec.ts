import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnalysisError, TransientAnalysisError, type AnalysisInput } from '../../src/analyse.js';
import type { EngineRestartReason } from '../../src/engine/engine-events.js';
import { DEFAULT_ENGINE_LIMITS, type EngineLimits } from '../../src/engine/engine-limits.js';
import { EngineSlot } from '../../src/engine/engine-slot.js';
import { EngineStoppedError } from '../../src/engine/engine-stopped-error.js';

const engine = (name: string) => fileURLToPath(new URL(`./support/${name}.mjs`, import.meta.url));
const input: AnalysisInput = { path: '/tmp/some.pdf', fileType: 'pdf', mimeType: 'application/pdf' };
const slot = (name: string, limits: Partial<EngineLimits> = {}) =>
  new EngineSlot(engine(name), { ...DEFAULT_ENGINE_LIMITS, ...limits });

async function failure(promise: Promise<unknown>): Promise<AnalysisError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AnalysisError);
  return error as AnalysisError;
}

describe('EngineSlot: one engine process, bounded', () => {
  it('returns what the engine process answers, reusing the process between files', async () => {
    const echo = slot('echo-engine');
    const first = await echo.analyse(input);
    const second = await echo.analyse({ ...input, path: '/x' });
    expect(first.pageCount).toBe(input.path.length);
    expect(second.pageCount).toBe(2);
    echo.stop();
  });

  it('fails the file, with the reason, when the engine process dies; the next file gets a new process', async () => {
    const dying = slot('exiting-engine');
    expect((await failure(dying.analyse(input))).message).toBe('The analysis stopped unexpectedly (exit code 3)');
    expect((await failure(dying.analyse(input))).message).toMatch(/stopped unexpectedly/);
  });

  it('kills an engine process that does not answer in time', async () => {
    const hanging = slot('hanging-engine', { timeoutMs: 1_000 });
    const started = Date.now();
    expect((await failure(hanging.analyse(input))).message).toBe(
      'The analysis did not finish within 1 s (the ceiling for one file)',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a V8 heap exhaustion as running out of memory', async () => {
    const hungry = slot('heap-hungry-engine', { maxHeapMb: 64, maxRssMb: 4_096 });
    expect((await failure(hungry.analyse(input))).message).toBe('The analysis ran out of memory (more than 64 MB)');
  });

  it('stops an engine process whose resident memory passes the bound (memory outside the heap)', async () => {
    const hungry = slot('native-hungry-engine', { maxRssMb: 256 });
    expect((await failure(hungry.analyse(input))).message).toBe('The analysis needed more than 256 MB of memory');
  });
});

describe('EngineSlot: engines that start clean', () => {
  const scripted = (limits: Partial<EngineLimits> = {}) => slot('scripted-engine', limits);
  const pidFor = async (engineSlot: EngineSlot, path: string) =>
    (await engineSlot.analyse({ ...input, path })).pageCount;

  it('replaces an engine that answered an error before the next file', async () => {
    const engineSlot = scripted();
    const first = await pidFor(engineSlot, '/ok');
    expect(await pidFor(engineSlot, '/ok')).toBe(first); // reused while clean
    expect((await failure(engineSlot.analyse({ ...input, path: '/error' }))).message).toBe('The file is damaged');
    expect(await pidFor(engineSlot, '/ok')).not.toBe(first);
    engineSlot.stop();
  });

  it("passes an error that is not the file's on as transient (not an AnalysisError), on a fresh engine next", async () => {
    const engineSlot = scripted();
    const first = await pidFor(engineSlot, '/ok');
    const error = await engineSlot.analyse({ ...input, path: '/transient' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransientAnalysisError);
    expect(error).not.toBeInstanceOf(AnalysisError);
    expect(await pidFor(engineSlot, '/ok')).not.toBe(first);
    engineSlot.stop();
  });

  it('replaces an engine whose memory stays above the bound after a file', async () => {
    const engineSlot = scripted({ recycleAboveRssMb: 200 });
    const first = await pidFor(engineSlot, '/hold-20');
    const second = await pidFor(engineSlot, '/hold-300'); // answers, but keeps 300 MB
    expect(second).toBe(first);
    expect(await pidFor(engineSlot, '/ok')).not.toBe(second);
    engineSlot.stop();
  });

  it('passes on what its warm LibreOffice processes did, and forgets them with the engine process', async () => {
    const told: string[] = [];
    const engineSlot = new EngineSlot(engine('scripted-engine'), DEFAULT_ENGINE_LIMITS, {
      libreOffice: {
        onConversion: (outcome) => told.push(`conversion ${outcome}`),
        onRestart: (reason) => told.push(`restart ${reason}`),
      },
    });
    expect(engineSlot.libreOfficeUsage).toEqual({ busy: 0, idle: 0, waiting: 0 });
    await pidFor(engineSlot, '/office');
    // Told before the reply: all there once the file is analysed.
    expect(told).toEqual(['conversion success', 'restart recycle']);
    expect(engineSlot.libreOfficeUsage).toEqual({ busy: 0, idle: 1, waiting: 0 });
    await failure(engineSlot.analyse({ ...input, path: '/error' })); // the engine is replaced after it...
    expect(engineSlot.libreOfficeUsage).toEqual({ busy: 0, idle: 0, waiting: 0 }); // ...its LibreOffice with it
    engineSlot.stop();
  });

  it('blames a file only when a fresh engine fails on it too', async () => {
    const engineSlot = scripted();
    const warm = await pidFor(engineSlot, '/ok');
    // A warm engine dies on this file; a fresh one analyses it.
    const fresh = await pidFor(engineSlot, '/warm-dies');
    expect(fresh).not.toBe(warm);
    // A fresh engine that fails fails the file, without a second try.
    const freshSlot = scripted();
    expect((await failure(freshSlot.analyse({ ...input, path: '/error' }))).message).toBe('The file is damaged');
    engineSlot.stop();
    freshSlot.stop();
  });
});

describe('EngineSlot: engines killed from outside', () => {
  /** A file telling the signalled engine to end itself with `signal` on its first `times` tries. */
  const script = (signal: NodeJS.Signals, times: number) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'signalled-')), 'script');
    fs.writeFileSync(file, `${signal} ${times}\n`);
    return {
      input: { ...input, path: file },
      tries: () => fs.readFileSync(file, 'utf8').trim().split('\n').length - 1,
    };
  };
  const signalled = () => {
    const restarts: EngineRestartReason[] = [];
    const engineSlot = new EngineSlot(engine('signalled-engine'), DEFAULT_ENGINE_LIMITS, {
      onRestart: (reason) => restarts.push(reason),
    });
    return { engineSlot, restarts };
  };

  it('tries the file again on a fresh engine after each kill, pausing 2 s then 4 s, and answers', async () => {
    const { engineSlot, restarts } = signalled();
    const { input: killedTwice, tries } = script('SIGKILL', 2);
    const started = Date.now();
    const result = await engineSlot.analyse(killedTwice);
    expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
    expect(tries()).toBe(3);
    expect(result.pageCount).toBe(engineSlot.pid); // the third engine, still there for the next file
    expect(restarts).toEqual(['killed', 'killed']);
    engineSlot.stop();
  }, 30_000);

  it('fails the file after three kills, saying what happened', async () => {
    const { engineSlot, restarts } = signalled();
    const { input: alwaysKilled, tries } = script('SIGTERM', 99);
    expect((await failure(engineSlot.analyse(alwaysKilled))).message).toBe(
      'The analysis engine was killed (SIGTERM) on 3 attempts, each time by a signal from outside it ' +
        "(such as the system's out-of-memory killer or an operator); try the file again later",
    );
    expect(tries()).toBe(3);
    expect(restarts).toEqual(['killed', 'killed', 'killed']);
  }, 30_000);

  it('takes a warm engine killed just before it is given a file for killed, not for unreachable', async () => {
    const { engineSlot, restarts } = signalled();
    const warm = (await engineSlot.analyse(script('SIGKILL', 0).input)).pageCount!;
    process.kill(warm, 'SIGKILL');
    // Dead, its channel closed, but not yet reaped by this (busy) process: the slot still takes it
    // for its engine, and the file's request meets a closed channel (EPIPE).
    for (const until = Date.now() + 200; Date.now() < until;);
    const result = await engineSlot.analyse(script('SIGKILL', 0).input);
    expect(result.pageCount).not.toBe(warm);
    expect(restarts).toEqual(['killed']);
    engineSlot.stop();
  });

  it.each([
    ['SIGSEGV', 'The analysis stopped unexpectedly (SIGSEGV)', 'crash'],
    ['SIGABRT', `The analysis ran out of memory (more than ${DEFAULT_ENGINE_LIMITS.maxHeapMb} MB)`, 'heap_bound'],
  ] as const)('takes %s, which a process raises itself, as the verdict: no second try', async (signal, reason, why) => {
    const { engineSlot, restarts } = signalled();
    const { input: crashing, tries } = script(signal, 99);
    expect((await failure(engineSlot.analyse(crashing))).message).toBe(reason);
    expect(tries()).toBe(1);
    expect(restarts).toEqual([why]);
  });

  it('stops waiting to try again when the slot is stopped: the file goes back (EngineStoppedError)', async () => {
    const { engineSlot } = signalled();
    const { input: alwaysKilled, tries } = script('SIGKILL', 99);
    const analysis = engineSlot.analyse(alwaysKilled).catch((caught: unknown) => caught);
    while (tries() < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200)); // within the 2 s pause
    const stopped = Date.now();
    engineSlot.stop();
    expect(await analysis).toBeInstanceOf(EngineStoppedError);
    expect(Date.now() - stopped).toBeLessThan(1_000);
    expect(tries()).toBe(1);
  });
});
