import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AnalysisError } from '../../src/analyse.js';
import { DEFAULT_CONTAINMENT_LIMITS } from '../../src/containment/containment-limits.js';
import { libreOffice } from '../../src/conversion/libreoffice.js';
import { convertOnPool, WarmConversionFailed } from '../../src/conversion/warm/convert-on-pool.js';
import { OfficePool, type OfficePoolOptions } from '../../src/conversion/warm/office-pool.js';
import type { ConverterPoolUsage } from '../../src/conversion/converter-pool-events.js';
import { fixture } from '../formats/office/support.js';
import { flatOdt } from './flat-odt.js';

// The pool of warm LibreOffice processes, on real LibreOffice in its real sandbox. What the sandbox
// lets a converter see (no network, no server file) is tested on the pool too, through
// convertWithLibreOffice, in external-references.spec.ts.

let dir: string;
let fodt: string;
let base: Omit<OfficePoolOptions, 'size' | 'maxConversions' | 'maxRssBytes' | 'idleMs'>;
const pools: OfficePool[] = [];

beforeAll(async () => {
  const office = await libreOffice();
  if (!office.available) throw new Error(`the tests need LibreOffice: ${office.reason}`);
  base = {
    bwrap: office.bwrap,
    soffice: office.binary,
    python: '/usr/bin/python3',
    limits: DEFAULT_CONTAINMENT_LIMITS,
  };
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'warm-office-test-'));
  fodt = path.join(dir, 'sample.fodt');
  await fs.writeFile(fodt, flatOdt(2));
});

// Members of other pools of this process (another test file's, when Jest runs them in one process).
let others = new Set<string>();
beforeEach(async () => {
  others = new Set(await memberNames());
});

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function pool(options: Partial<OfficePoolOptions> = {}): OfficePool {
  const created = new OfficePool({
    ...base,
    size: 1,
    maxConversions: 100,
    maxRssBytes: 2 * 1024 ** 3,
    idleMs: 60_000,
    ...options,
  });
  pools.push(created);
  return created;
}

const toPdf = async (on: OfficePool, input = fodt, timeoutMs?: number) =>
  convertOnPool(on, input, 'document', 'pdf', await fs.mkdtemp(path.join(dir, 'out-')), { timeoutMs });

const isPdf = async (file: string) => (await fs.readFile(file)).subarray(0, 5).toString('latin1') === '%PDF-';

const memberNames = async () =>
  (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(`learn-a11y-lo-${process.pid}-`));

/** The member directories of this test's pools, and the LibreOffice processes running in each. */
async function members(): Promise<{ dir: string; pids: string[] }[]> {
  const names = (await memberNames()).filter((name) => !others.has(name));
  return Promise.all(
    names.map(async (name) => {
      const memberDir = path.join(os.tmpdir(), name);
      const { stdout } = await promisify(execFile)('pgrep', ['-a', '-f', `${memberDir}/profile`]).catch(() => ({
        stdout: '',
      }));
      // LibreOffice itself, not the sandbox or the Python beside it that name the profile too.
      const pids = stdout
        .split('\n')
        .filter((line) => /^\d+ \S*soffice\.bin /.test(line))
        .map((line) => line.split(' ')[0]!);
      return { dir: memberDir, pids };
    }),
  );
}

describe('the warm LibreOffice pool', () => {
  it('converts document after document on one warm process, its exchange directory emptied between them', async () => {
    const warm = pool();
    expect(await isPdf(await toPdf(warm))).toBe(true);
    const [first] = await members();
    expect(first!.pids).toHaveLength(1);
    expect(await fs.readdir(path.join(first!.dir, 'exchange'))).toEqual([]); // nothing left of the document
    expect(await isPdf(await toPdf(warm))).toBe(true);
    expect(await members()).toEqual([first]); // the same process, kept warm
  }, 120_000);

  it('kills a process whose conversion outlives its time, and replaces it for the next document', async () => {
    const warm = pool();
    await toPdf(warm);
    const [before] = await members();
    await expect(toPdf(warm, fodt, 1)).rejects.toThrow(
      new AnalysisError('LibreOffice did not convert the file within 0 s'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await members()).toEqual([]); // the hung process is gone, and its directory with it
    expect(await isPdf(await toPdf(warm))).toBe(true);
    const [after] = await members();
    expect(after!.dir).not.toBe(before!.dir);
  }, 120_000);

  it('survives a process killed mid-life (a crashing document): the next document gets a new one', async () => {
    const warm = pool();
    await toPdf(warm);
    const [crashed] = await members();
    for (const pid of crashed!.pids) process.kill(Number(pid), 'SIGKILL');
    // The conversion on the dead process fails as the warm process's own failure (the caller
    // retries cold), never as the document's...
    await expect(toPdf(warm)).rejects.toBeInstanceOf(WarmConversionFailed);
    // ...and the pool carries on with a fresh process.
    expect(await isPdf(await toPdf(warm))).toBe(true);
    const [replacement] = await members();
    expect(replacement!.dir).not.toBe(crashed!.dir);
  }, 120_000);

  it('keeps working after a hostile document (an XML bomb) that LibreOffice refuses', async () => {
    const warm = pool();
    await expect(toPdf(warm, fixture('billion-laughs.docx'))).rejects.toBeInstanceOf(WarmConversionFailed);
    expect(await isPdf(await toPdf(warm))).toBe(true);
  }, 120_000);

  it('recycles a process after its number of conversions, or once its memory passes the bound', async () => {
    const counted = pool({ maxConversions: 2 });
    await toPdf(counted);
    const [first] = await members();
    await toPdf(counted);
    expect(await members()).toEqual([]); // retired after its second document
    await toPdf(counted);
    expect((await members())[0]!.dir).not.toBe(first!.dir);
    await counted.close();

    const bounded = pool({ maxRssBytes: 1 }); // every LibreOffice is above one byte
    await toPdf(bounded);
    expect(await members()).toEqual([]);
  }, 180_000);

  it('tells its events each conversion, each process replaced and why, and each change of its usage', async () => {
    const conversions: string[] = [];
    const restarts: string[] = [];
    const usages: ConverterPoolUsage[] = [];
    const told = pool({
      maxConversions: 2,
      events: {
        onConversion: (outcome) => conversions.push(outcome),
        onRestart: (reason) => restarts.push(reason),
        onUsage: (usage) => usages.push(usage),
      },
    });
    expect(told.usage()).toEqual({ busy: 0, idle: 0, waiting: 0 });
    await toPdf(told);
    expect(told.usage()).toEqual({ busy: 0, idle: 1, waiting: 0 }); // kept warm
    expect(usages).toEqual([
      { busy: 1, idle: 0, waiting: 0 },
      { busy: 0, idle: 1, waiting: 0 },
    ]);
    await expect(toPdf(told, fodt, 1)).rejects.toThrow(AnalysisError); // killed past its time
    await toPdf(told); // a fresh process...
    await toPdf(told); // ...retired after its second document
    expect(conversions).toEqual(['success', 'timed_out', 'success', 'success']);
    expect(restarts).toEqual(['time_bound', 'recycle']);
    expect(usages.at(-1)).toEqual({ busy: 0, idle: 0, waiting: 0 });
  }, 180_000);

  it('runs at most `size` processes, the other documents waiting for one', async () => {
    const warm = pool({ size: 1 });
    const pdfs = await Promise.all([1, 2, 3].map(() => toPdf(warm)));
    for (const pdf of pdfs) expect(await isPdf(pdf)).toBe(true);
    expect(await members()).toHaveLength(1);
  }, 120_000);
});
