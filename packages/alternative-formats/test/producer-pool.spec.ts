import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { childrenOf } from '@app/testing';
// From dist: the pool forks dist/process/producer-process.js beside it.
import { RemediationRefused } from '@app/remediation';
import { FormatError, ProducerPool, type ProduceRequest } from '../dist/index.js';
import { SOURCES, withWorkDir, type SourceName } from './support/sources.js';

// The built producer process (dist/process/producer-process.js), as the worker runs it.

const pools: ProducerPool[] = [];
const poolOf = (...args: ConstructorParameters<typeof ProducerPool>) => {
  const pool = new ProducerPool(...args);
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  for (const pool of pools) await pool.stop();
});

/** This process's producer processes (its children running producer-process.js). */
const producerPids = () =>
  childrenOf(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('producer-process.js');
    } catch {
      return false; // gone
    }
  });

const requestFor = (
  workDir: string,
  format: string,
  source: (typeof SOURCES)[SourceName] = SOURCES.tablePdf,
): ProduceRequest => ({
  ...source,
  preview: null,
  sourceName: 'annual report.pdf',
  format,
  workDir,
  out: path.join(workDir, `out-${format}`),
});

describe('ProducerPool', () => {
  it('makes formats in its producer process, one after another in the same warm process', async () => {
    const restarts: string[] = [];
    const pool = poolOf(1, undefined, { onRestart: (reason) => restarts.push(reason) });
    await withWorkDir(async (dir) => {
      const html = await pool.produce(requestFor(dir, 'Html'));
      expect(html).toEqual({
        contentType: 'text/html; charset=utf-8',
        fileName: 'annual report.html',
        size: expect.any(Number),
      });
      expect(await fs.readFile(path.join(dir, 'out-Html'), 'utf8')).toContain('<th scope="col">Collection</th>');
      const warm = producerPids();
      expect(warm).toHaveLength(1);
      await pool.produce(requestFor(dir, 'Epub'));
      expect(producerPids()).toEqual(warm); // the same process, kept warm: none started, none replaced
      expect(restarts).toEqual([]);
    });
  });

  it('refuses with the reason a file that cannot be made into the format', async () => {
    await withWorkDir(async (dir) => {
      await expect(poolOf(1).produce(requestFor(dir, 'Html', SOURCES.html))).rejects.toEqual(
        new FormatError('Html is not made from html files'),
      );
      const damaged = path.join(dir, 'damaged.pdf');
      await fs.writeFile(damaged, '%PDF-1.7\nnot really\n');
      await expect(poolOf(1).produce({ ...requestFor(dir, 'Html'), path: damaged })).rejects.toThrow(FormatError);
    });
  });

  it('kills a production past its time', async () => {
    const told: string[] = [];
    const pool = poolOf(
      1,
      { timeoutMs: 50, maxOldSpaceMb: 512, maxRssMb: 768 },
      {
        onConversion: (outcome) => told.push(`conversion ${outcome}`),
        onRestart: (reason) => told.push(`restart ${reason}`),
      },
    );
    await withWorkDir(async (dir) => {
      await expect(pool.produce(requestFor(dir, 'Tts', SOURCES.tenPagesPdf))).rejects.toThrow(
        /took longer than 0.05 s/,
      );
    });
    expect(told).toEqual(['conversion timed_out', 'restart time_bound']);
    expect(pool.usage()).toEqual({ busy: 0, idle: 0, waiting: 0 }); // killed: none kept warm
  });

  it('tells its usage, and each production and its outcome', async () => {
    const told: string[] = [];
    const pool = poolOf(2, undefined, {
      onConversion: (outcome) => told.push(outcome),
      onRestart: (reason) => told.push(`restart ${reason}`),
    });
    expect(pool.usage()).toEqual({ busy: 0, idle: 0, waiting: 0 });
    await withWorkDir(async (dir) => {
      const making = pool.produce(requestFor(dir, 'Html'));
      expect(pool.usage()).toEqual({ busy: 1, idle: 0, waiting: 0 });
      await making;
      expect(pool.usage()).toEqual({ busy: 0, idle: 1, waiting: 0 }); // kept warm
      await expect(pool.produce(requestFor(dir, 'Html', SOURCES.html))).rejects.toThrow(FormatError);
    });
    expect(told).toEqual(['success', 'refused']);
  });

  it('stops a production that needs more memory than its heap may hold', async () => {
    const pool = poolOf(1, { timeoutMs: 120_000, maxOldSpaceMb: 16, maxRssMb: 768 });
    await withWorkDir(async (dir) => {
      await expect(pool.produce(requestFor(dir, 'Html', SOURCES.tenPagesPdf))).rejects.toThrow(
        /more than 16 MB of memory|ended without a reply/,
      );
    });
  });

  describe('remediate', () => {
    const analysisFixture = (name: string) => new URL(`../../analysis/fixtures/${name}`, import.meta.url).pathname;

    it('writes the corrected copy and tells its changes and scores, in the same warm process as the formats', async () => {
      const pool = poolOf(1);
      await withWorkDir(async (dir) => {
        await pool.produce(requestFor(dir, 'Html'));
        const warm = producerPids();
        const out = path.join(dir, 'fixed');
        const made = await pool.remediate({
          path: analysisFixture('cross-format/files/headings-skip-fail.docx'),
          fileName: 'syllabus.docx',
          out,
        });
        expect(made).toMatchObject({ fileName: 'syllabus-fixed.docx', size: (await fs.stat(out)).size });
        expect(made.changes.map((change) => change.check)).toContain('HeadingsSequential');
        expect(made.scoreAfter).toBeGreaterThan(made.scoreBefore);
        expect(producerPids()).toEqual(warm);
      });
    });

    it('rejects with the RemediationRefused of a file it cannot rewrite, and a FormatError past its time', async () => {
      await withWorkDir(async (dir) => {
        const out = path.join(dir, 'fixed');
        const bomb = { path: analysisFixture('office/files/zip-bomb.docx'), fileName: 'bomb.docx', out };
        const refusal = await poolOf(1)
          .remediate(bomb)
          .catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(RemediationRefused);
        expect(refusal).toMatchObject({ reason: 'notAnalysed', message: expect.stringContaining('zip bomb') });
        const slow = poolOf(1, { timeoutMs: 50, maxOldSpaceMb: 512, maxRssMb: 768 });
        await expect(
          slow.remediate({ ...bomb, path: analysisFixture('cross-format/files/headings-skip-fail.docx') }),
        ).rejects.toEqual(new FormatError('Remediating the file took longer than 0.05 s'));
      });
    });
  });
});
