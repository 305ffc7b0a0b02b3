import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analyse, type AnalysisInput, type AnalysisResult } from '@app/analysis';
import { startWorker, type Worker } from '@app/worker';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { a11yClient, clientWithToken, pdf, policy, sha256, tokenFor, until, type A11yClient } from './a11y-client.js';

// Upload → analysis job → status → feedback, over HTTP, with a worker in this process. PDFs go
// to the real engine (which cannot analyse them yet); PNGs to a stand-in that succeeds, as the
// engine will once image analysis exists.

const FEEDBACK: AnalysisResult['feedback'] = {
  score: 0.5,
  visibility: 'medium',
  report: {
    results: { AlternativeText: { score: 0, snippets: [{ page: 0, x0: 10, y0: 20, x1: 110, y1: 220 }] } },
    suggestions: { AlternativeText: 1 },
  },
};

let t: TestApp;
let worker: Worker;
let alice: A11yClient;

beforeAll(async () => {
  t = await startTestApp();
  alice = clientWithToken(
    t,
    1,
    tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:getDetails:withFeedback'] })),
  );
  await a11yClient(t, 1);
  worker = await startWorker({
    queue: t.runtime.queue,
    prisma: t.runtime.prisma,
    blobs: t.runtime.blobs,
    concurrency: 2,
    analyse: async (input: AnalysisInput) =>
      input.fileType === 'image' ? { feedback: FEEDBACK, pageCount: null, isSeizureInducing: false } : analyse(input),
  });
});

afterAll(async () => {
  await worker.stop();
  await t.close();
});

const finished = (hash: string) =>
  until(async () => {
    const { body } = await alice.status(hash).expect(200);
    return body.status === 'success' || body.status === 'failed' ? body : undefined;
  });

describe('the analysis pipeline', () => {
  it('ends a PDF in failed, with the engine’s reason, reported by status, 303 and details', async () => {
    const file = pdf();
    const hash = sha256(file);
    await alice.upload(file).expect(202);

    expect(await finished(hash)).toEqual({
      hash,
      status: 'failed',
      statusUrl: `/api/v2/clients/1/content/${hash}/status`,
      resourceUrl: null,
      error: 'Analysis of PDF files is not available yet',
    });
    const again = await alice.upload(file).expect(303);
    expect(again.body.status).toBe('failed');
    const details = await alice.details(hash, '?feedback=true').expect(200);
    expect(details.body).toMatchObject({ feedback: null, metadata: { fileType: 'pdf', pageCount: null } });
  });

  it('ends a file the engine analyses in success, its feedback served by details and batch', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(`IHDR ${Date.now()}`),
    ]);
    const hash = sha256(png);
    await alice.upload(png, 'chart.png', 'image/png').expect(202);

    expect(await finished(hash)).toMatchObject({ status: 'success', resourceUrl: `/api/v2/clients/1/content/${hash}` });
    const details = await alice.details(hash, '?feedback=true').expect(200);
    expect(details.body.feedback).toEqual(FEEDBACK);
    expect(details.body.metadata).toMatchObject({ fileType: 'image', mimeType: 'image/png', pageCount: null });
    const batch = await alice.batch({ references: [{ hash }, { hash: '0'.repeat(64) }] }, '?feedback=true').expect(200);
    expect(batch.body.reports).toEqual([details.body, null]);
  });
});
