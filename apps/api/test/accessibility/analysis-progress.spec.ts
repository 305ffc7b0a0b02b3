import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Analyse, AnalysisResult } from '@app/analysis';
import { until } from '@app/testing';
import { startWorker, type Worker } from '@app/worker';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { a11yClient, pdf, sha256, type A11yClient } from './a11y-client.js';

// A long analysis's progress on the status endpoint (issue 27), over HTTP: a worker in this
// process runs an engine stand-in that reports pages and waits for the test between its stages.

const RESULT: AnalysisResult = {
  feedback: { score: 1, visibility: 'perfect', report: { results: { Title: { score: 1 } }, suggestions: {} } },
  pageCount: 4,
  isSeizureInducing: false,
  preview: null,
};

let t: TestApp;
let worker: Worker;
let alice: A11yClient;

/** A wait of the engine stand-in, which the test opens. */
function gate() {
  let open: () => void = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { open, passed };
}
const textRead = gate();
const ocrRead = gate();

/** Reads 2 of 4 pages, waits; reads the rest and OCRs 1 of 2 pages, waits; then ends. */
const analyse: Analyse = async (_input, options) => {
  const report = options?.onProgress ?? (() => {});
  report({ stage: 'pages', done: 1, total: 4 });
  report({ stage: 'pages', done: 2, total: 4 });
  await textRead.passed;
  report({ stage: 'pages', done: 3, total: 4 });
  report({ stage: 'pages', done: 4, total: 4 });
  report({ stage: 'ocr', done: 1, total: 2 });
  await ocrRead.passed;
  return RESULT;
};

beforeAll(async () => {
  t = await startTestApp();
  alice = await a11yClient(t, 1);
  worker = await startWorker({
    queue: t.runtime.queue,
    prisma: t.runtime.prisma,
    blobs: t.runtime.blobs,
    concurrency: 1,
    analyse,
    metrics: t.runtime.metrics,
    progressIntervalMs: 100,
  });
});

afterAll(async () => {
  await worker.stop();
  await t.close();
});

const statusWith = (hash: string, seen: (body: Record<string, any>) => boolean) =>
  until(async () => {
    const { body } = await alice.status(hash).expect(200);
    return seen(body) ? (body as Record<string, any>) : undefined;
  });

describe('the status of a file being analysed', () => {
  it('carries its progress per stage while inprogress, and none before or after', async () => {
    const file = pdf();
    const hash = sha256(file);
    const uploaded = await alice.upload(file).expect(202);
    expect(uploaded.body).not.toHaveProperty('progress');

    const base = { hash, statusUrl: `/api/v2/clients/1/content/${hash}/status`, resourceUrl: null };
    expect(await statusWith(hash, (body) => body.progress !== undefined)).toEqual({
      ...base,
      status: 'inprogress',
      progress: { pages: { done: 2, total: 4 } },
    });

    textRead.open();
    expect(await statusWith(hash, (body) => body.progress?.ocr !== undefined)).toEqual({
      ...base,
      status: 'inprogress',
      progress: { pages: { done: 4, total: 4 }, ocr: { done: 1, total: 2 } },
    });

    ocrRead.open();
    expect(await statusWith(hash, (body) => body.status !== 'inprogress')).toEqual({
      ...base,
      status: 'success',
      resourceUrl: `/api/v2/clients/1/content/${hash}`,
    });
    const stored = await t.runtime.prisma.a11yContent.findUniqueOrThrow({
      where: { clientId_hash: { clientId: 1, hash } },
    });
    expect(stored.progress).toBeNull();

    // Every page the engine reported, counted once by stage.
    const counted = await t.runtime.metrics.registry.getSingleMetricAsString('a11y_analysis_pages_total');
    expect(counted).toMatch(/^a11y_analysis_pages_total\{stage="pages"\} 4$/m);
    expect(counted).toMatch(/^a11y_analysis_pages_total\{stage="ocr"\} 1$/m);
  });
});
