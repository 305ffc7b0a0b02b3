import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AnalysisError, EnginePool, type AnalysisResult } from '@app/analysis';
import { query } from '@app/testing';
import type { JobHandler } from '@app/queue';
import { MAX_ATTEMPTS } from '../src/index.js';
import { analysisHandler } from '../src/jobs/analysis/analysis.handler.js';
import { RecoverySweep } from '../src/jobs/analysis/recovery-sweep.js';
import { workDirRoot } from '../src/jobs/analysis/work-dirs.js';
import { silentLogger } from '../src/worker-logger.js';
import { startTestbed, type WorkerTestbed } from './support.js';

// The analysis job's handler and the recovery sweep, against a real database and blob store.

let bed: WorkerTestbed;
const engine = new EnginePool({ size: 1 });

beforeAll(async () => {
  bed = await startTestbed();
});

afterAll(async () => {
  await engine.stop();
  await bed.close();
});

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../packages/analysis/fixtures/pdf/files/${name}`, import.meta.url));

const RESULT: AnalysisResult = {
  feedback: {
    score: 0.5,
    visibility: 'medium',
    report: { results: { Title: { score: 0 }, Tagged: { score: 1 } }, suggestions: { Title: 1 } },
  },
  pageCount: 4,
  isSeizureInducing: false,
  preview: null,
};

const job = (contentId: number) => ({ data: { contentId } }) as Parameters<JobHandler<'a11y-analysis'>>[0];
const handler = (analyse: Parameters<typeof analysisHandler>[0]['analyse'] = engine.analyse) =>
  analysisHandler({ prisma: bed.prisma, blobs: bed.blobs, logger: silentLogger, analyse });
const record = (id: number) => bed.prisma.a11yContent.findUniqueOrThrow({ where: { id } });

describe('the analysis job', () => {
  it('stores the real engine’s feedback for a PDF', async () => {
    const { id } = await bed.upload(fixture('headings-skip-fail.pdf'));
    await handler()(job(id));
    const analysed = await record(id);
    expect(analysed).toMatchObject({ status: 'success', error: null, pageCount: 1, attempts: 1 });
    expect(analysed.feedback).toMatchObject({
      visibility: 'high',
      report: { results: { HeadingsSequential: { score: 0.5 } }, suggestions: { HeadingsSequential: 1 } },
    });
  });

  it('fails a damaged file once, with the real engine’s reason', async () => {
    const { id } = await bed.upload();
    await handler()(job(id));
    expect(await record(id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The file is not a readable PDF/),
      attempts: 1,
      finishedAt: expect.any(Date),
    });
  });

  it('stores the result of a successful analysis, passing the engine the stored file', async () => {
    const { id, hash } = await bed.upload();
    let seen: unknown;
    await handler(async (input) => {
      seen = { ...input, bytes: fs.readFileSync(input.path, 'utf8').slice(0, 8) };
      return RESULT;
    })(job(id));
    expect(seen).toEqual({
      path: bed.blobs.pathOf(hash),
      fileType: 'pdf',
      mimeType: 'application/pdf',
      workDir: expect.stringMatching(new RegExp(`^${workDirRoot()}/${process.pid}-`)),
      bytes: '%PDF-1.7',
    });
    expect(await record(id)).toMatchObject({
      status: 'success',
      feedback: RESULT.feedback,
      pageCount: 4,
      isSeizureInducing: false,
      error: null,
    });
  });

  it('stores the engine’s preview in the blob store, names it in the record, and removes the work directory', async () => {
    const { id, hash } = await bed.upload();
    let workDir = '';
    await handler(async (input) => {
      workDir = input.workDir!;
      const preview = path.join(workDir, 'preview.pdf');
      fs.writeFileSync(preview, '%PDF-1.7 preview');
      return { ...RESULT, preview };
    })(job(id));
    expect(await record(id)).toMatchObject({ status: 'success', previewKey: `${hash}.preview.pdf` });
    expect(fs.readFileSync(bed.blobs.pathOf(`${hash}.preview.pdf`), 'utf8')).toBe('%PDF-1.7 preview');
    expect(fs.existsSync(workDir)).toBe(false);
  });

  it('records no preview when the engine makes none, and removes the work directory after a failure too', async () => {
    const { id } = await bed.upload();
    await handler(async () => RESULT)(job(id));
    expect(await record(id)).toMatchObject({ status: 'success', previewKey: null });

    const failing = await bed.upload();
    let workDir = '';
    await handler(async (input) => {
      workDir = input.workDir!;
      fs.writeFileSync(path.join(workDir, 'preview.pdf'), '%PDF-');
      throw new AnalysisError('not this one');
    })(job(failing.id));
    expect(await record(failing.id)).toMatchObject({ status: 'failed', previewKey: null });
    expect(fs.existsSync(workDir)).toBe(false);
  });

  it('leaves the record inprogress and throws on a transient error (pg-boss retries), then succeeds', async () => {
    const { id } = await bed.upload();
    const flaky = handler(async () => {
      throw new Error('connection reset');
    });
    await expect(flaky(job(id))).rejects.toThrow('connection reset');
    expect(await record(id)).toMatchObject({ status: 'inprogress', attempts: 1 });

    await handler(async () => RESULT)(job(id));
    expect(await record(id)).toMatchObject({ status: 'success', attempts: 2 });
  });

  it('fails a file whose stored copy is damaged, without analysing it', async () => {
    const { id, hash } = await bed.upload();
    fs.writeFileSync(bed.blobs.pathOf(hash), 'something else');
    await handler(async () => RESULT)(job(id));
    expect(await record(id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/damaged/) });
  });

  it('fails a file whose stored copy is missing', async () => {
    const { id, hash } = await bed.upload();
    fs.rmSync(bed.blobs.pathOf(hash));
    await handler(async () => RESULT)(job(id));
    expect(await record(id)).toMatchObject({ status: 'failed', error: 'The stored copy of the file is missing' });
  });

  it('leaves a finished record alone (a duplicate or late job)', async () => {
    const { id } = await bed.upload();
    await handler(async () => RESULT)(job(id));
    await handler(async () => {
      throw new AnalysisError('should not run');
    })(job(id));
    expect(await record(id)).toMatchObject({ status: 'success', attempts: 1 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const { id } = await bed.upload();
    await bed.prisma.a11yContent.update({ where: { id }, data: { status: 'inprogress', attempts: MAX_ATTEMPTS } });
    await handler(async () => RESULT)(job(id));
    expect(await record(id)).toMatchObject({
      status: 'failed',
      error: `Processing did not finish after ${MAX_ATTEMPTS} attempts`,
    });
  });
});

describe('the recovery sweep', () => {
  const jobsOf = async (id: number) => {
    const [row] = await query<{ count: string }>(
      bed.db.url,
      `SELECT count(*) FROM pgboss.job WHERE name = 'a11y-analysis' AND (data->>'contentId')::int = ${id} AND state < 'completed'`,
    );
    return Number(row!.count);
  };
  const age = (id: number, seconds: number) =>
    query(bed.db.url, `UPDATE a11y_content SET modified = now() - interval '${seconds} seconds' WHERE id = ${id}`);

  it('queues a job for a record left pending without one, once however often it runs', async () => {
    const { id } = await bed.upload();
    await age(id, 120);
    const sweep = new RecoverySweep(bed.prisma, bed.queue, silentLogger);
    expect(await jobsOf(id)).toBe(0);
    await sweep.runOnce();
    expect(await jobsOf(id)).toBe(1);
    await sweep.runOnce();
    expect(await jobsOf(id)).toBe(1);
  });

  it('re-queues a record left inprogress whose job is gone, and leaves recent and finished records alone', async () => {
    const stuck = await bed.upload();
    await bed.prisma.a11yContent.update({ where: { id: stuck.id }, data: { status: 'inprogress', attempts: 6 } });
    await age(stuck.id, 3600);
    const recent = await bed.upload();
    const done = await bed.upload();
    await bed.prisma.a11yContent.update({ where: { id: done.id }, data: { status: 'failed', error: 'x' } });
    await age(done.id, 3600);

    await new RecoverySweep(bed.prisma, bed.queue, silentLogger).runOnce();
    expect([await jobsOf(stuck.id), await jobsOf(recent.id), await jobsOf(done.id)]).toEqual([1, 0, 0]);
  });
});
