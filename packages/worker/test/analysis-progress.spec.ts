import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AnalysisError, EnginePool, type Analyse, type AnalysisResult } from '@app/analysis';
import { ServiceMetrics } from '@app/metrics';
import type { JobHandler } from '@app/queue';
import { query, until } from '@app/testing';
import { analysisHandler } from '../src/jobs/analysis/analysis.handler.js';
import type { AnalysisProgress } from '@app/analysis';
import { silentLogger, type WorkerLogger } from '../src/worker-logger.js';
import { startTestbed, type WorkerTestbed } from './support.js';

// A long analysis's progress on its record (issue 27), against a real database: written while the
// engine works, cleared when the record finishes, never in the analysis's way; and the pages the
// engine reports, counted by stage.

let bed: WorkerTestbed;
const engine = new EnginePool({ size: 1 });

// Every progress write the database takes, in order (the finishing transitions, which clear it, excepted).
const RECORD_WRITES = `
  CREATE TABLE progress_writes (seq serial, content_id int, progress jsonb);
  CREATE FUNCTION record_progress_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO progress_writes (content_id, progress) VALUES (NEW.id, NEW.progress); RETURN NEW; END $$;
  CREATE TRIGGER record_progress_write AFTER UPDATE OF progress ON a11y_content
    FOR EACH ROW WHEN (NEW.progress IS NOT NULL) EXECUTE FUNCTION record_progress_write();`;

beforeAll(async () => {
  bed = await startTestbed();
  await query(bed.db.url, RECORD_WRITES);
});

afterAll(async () => {
  await engine.stop();
  await bed.close();
});

const RESULT: AnalysisResult = {
  feedback: { score: 1, visibility: 'perfect', report: { results: { Title: { score: 1 } }, suggestions: {} } },
  pageCount: 3,
  isSeizureInducing: false,
  preview: null,
};

const job = (contentId: number) => ({ data: { contentId } }) as Parameters<JobHandler<'a11y-analysis'>>[0];
const record = (id: number) => bed.prisma.a11yContent.findUniqueOrThrow({ where: { id } });
const writesOf = async (id: number) =>
  (
    await query<{ progress: unknown }>(
      bed.db.url,
      `SELECT progress FROM progress_writes WHERE content_id = ${id} ORDER BY seq`,
    )
  ).map((row) => row.progress);
const pagesCounted = async (metrics: ServiceMetrics) =>
  Object.fromEntries((await metrics.analysisPages.get()).values.map((v) => [v.labels.stage, v.value]));

/** An engine stand-in that reports `steps`, then waits for the test before it ends as `end` says. */
function heldAnalysis(steps: AnalysisProgress[], end: () => AnalysisResult = () => RESULT) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const analyse: Analyse = async (_input, options) => {
    for (const step of steps) options?.onProgress?.(step);
    await released;
    return end();
  };
  return { analyse, release };
}

const handlerWith = (analyse: Analyse, extra: { metrics?: ServiceMetrics; logger?: WorkerLogger } = {}) =>
  analysisHandler({
    prisma: bed.prisma,
    blobs: bed.blobs,
    logger: silentLogger,
    analyse,
    progressIntervalMs: 200,
    ...extra,
  });

describe('the progress of a running analysis', () => {
  it('is on the record while the engine works, its latest step per stage, and cleared when it succeeds', async () => {
    const { id } = await bed.upload();
    const metrics = new ServiceMetrics();
    const held = heldAnalysis([
      { stage: 'pages', done: 1, total: 3 },
      { stage: 'pages', done: 2, total: 3 },
      { stage: 'pages', done: 3, total: 3 },
      { stage: 'ocr', done: 1, total: 2 },
    ]);
    const running = handlerWith(held.analyse, { metrics })(job(id));

    const during = await until(async () => {
      const row = await record(id);
      return row.progress ? row : undefined;
    });
    expect(during).toMatchObject({
      status: 'inprogress',
      progress: { pages: { done: 3, total: 3 }, ocr: { done: 1, total: 2 } },
    });
    expect(await pagesCounted(metrics)).toEqual({ pages: 3, ocr: 1 });

    held.release();
    await running;
    expect(await record(id)).toMatchObject({ status: 'success', progress: null });
    // The steps came at once: one write, after the interval, carrying the last of them.
    expect(await writesOf(id)).toEqual([{ pages: { done: 3, total: 3 }, ocr: { done: 1, total: 2 } }]);
  });

  it('is cleared when the analysis fails', async () => {
    const { id } = await bed.upload();
    const held = heldAnalysis([{ stage: 'pages', done: 5, total: 40 }], () => {
      throw new AnalysisError('The PDF is encrypted with a password');
    });
    const running = handlerWith(held.analyse)(job(id));
    await until(async () => ((await record(id)).progress ? true : undefined));
    held.release();
    await running;
    expect(await record(id)).toMatchObject({ status: 'failed', progress: null });
  });

  it('is not written for an analysis quicker than the interval', async () => {
    const { id } = await bed.upload();
    await analysisHandler({
      prisma: bed.prisma,
      blobs: bed.blobs,
      logger: silentLogger,
      analyse: async (_input, options) => {
        options?.onProgress?.({ stage: 'pages', done: 1, total: 1 });
        return RESULT;
      },
    })(job(id));
    expect(await record(id)).toMatchObject({ status: 'success', progress: null });
    expect(await writesOf(id)).toEqual([]);
  });

  it('starts over with each attempt: a retried record shows none of the last attempt’s', async () => {
    const { id } = await bed.upload();
    await bed.prisma.a11yContent.update({
      where: { id },
      data: { status: 'inprogress', attempts: 1, progress: { pages: { done: 9, total: 10 } } },
    });
    const held = heldAnalysis([]);
    const running = handlerWith(held.analyse)(job(id));
    await until(async () => ((await record(id)).attempts === 2 ? true : undefined));
    expect(await record(id)).toMatchObject({ status: 'inprogress', progress: null });
    held.release();
    await running;
  });

  it('never fails the analysis when the database refuses it: logged, and the analysis ends as it would', async () => {
    const { id } = await bed.upload();
    await query(
      bed.db.url,
      `CREATE FUNCTION refuse_progress() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'progress refused for this test'; END $$;
       CREATE TRIGGER refuse_progress BEFORE UPDATE OF progress ON a11y_content
         FOR EACH ROW WHEN (NEW.id = ${id} AND NEW.progress IS NOT NULL) EXECUTE FUNCTION refuse_progress();`,
    );
    const warnings: string[] = [];
    const logger: WorkerLogger = { ...silentLogger, warn: (_details, message) => warnings.push(message) };
    const held = heldAnalysis([{ stage: 'pages', done: 1, total: 2 }]);
    const running = handlerWith(held.analyse, { logger })(job(id));
    await until(async () => (warnings.length > 0 ? true : undefined));
    held.release();
    await running;
    expect(warnings).toEqual(['analysis progress not recorded; the analysis goes on']);
    expect(await record(id)).toMatchObject({ status: 'success', progress: null });
  });
});

describe('the pages counted', () => {
  it('are the pages the real engine read, by stage', async () => {
    const metrics = new ServiceMetrics();
    const pdf = fs.readFileSync(
      new URL('../../../packages/analysis/fixtures/pdf/files/ten-pages-tagged.pdf', import.meta.url),
    );
    const { id } = await bed.upload(pdf);
    await analysisHandler({
      prisma: bed.prisma,
      blobs: bed.blobs,
      logger: silentLogger,
      analyse: engine.analyse,
      metrics,
    })(job(id));
    expect(await record(id)).toMatchObject({ status: 'success', pageCount: 10, progress: null });
    expect(await pagesCounted(metrics)).toEqual({ pages: 10 });
    const { body } = await metrics.exposition();
    expect(body).toMatch(/^a11y_analysis_pages_total\{stage="pages"\} 10$/m);
  });
});
