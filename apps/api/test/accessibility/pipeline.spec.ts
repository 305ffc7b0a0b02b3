import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startWorker, type Worker } from '@app/worker';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import {
  a11yClient,
  clientWithToken,
  pdf,
  policy,
  sha256,
  tokenFor,
  type A11yClient,
  untilAnalysed,
} from './a11y-client.js';
import { until } from '@app/testing';

// Upload → analysis job → status → feedback, over HTTP, with a worker in this process and the
// real engine (in its engine processes).

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../packages/analysis/fixtures/pdf/files/${name}`, import.meta.url));

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
  });
});

afterAll(async () => {
  await worker.stop();
  await t.close();
});

const finished = (hash: string) => untilAnalysed(alice, hash);

describe('the analysis pipeline', () => {
  it('ends a damaged PDF in failed, with the engine’s reason, reported by status and details; again if uploaded again', async () => {
    const file = pdf();
    const hash = sha256(file);
    await alice.upload(file).expect(202);

    expect(await finished(hash)).toEqual({
      hash,
      status: 'failed',
      statusUrl: `/api/v2/clients/1/content/${hash}/status`,
      resourceUrl: null,
      error: 'The file is not a readable PDF: Invalid PDF structure.',
    });
    const details = await alice.details(hash, '?feedback=true').expect(200);
    expect(details.body).toMatchObject({ feedback: null, metadata: { fileType: 'pdf', pageCount: null } });

    // Uploading it again asks for a new analysis, which comes to the same verdict.
    expect((await alice.upload(file).expect(202)).body.status).toBe('pending');
    expect(await finished(hash)).toMatchObject({
      status: 'failed',
      error: 'The file is not a readable PDF: Invalid PDF structure.',
    });
    expect(
      await t.runtime.prisma.a11yContent.findUniqueOrThrow({ where: { clientId_hash: { clientId: 1, hash } } }),
    ).toMatchObject({ attempts: 1 });
  });

  it('ends a PDF in success, its feedback and page count served by details and batch', async () => {
    const file = fixture('alt-text-missing-fail.pdf');
    const hash = sha256(file);
    await alice.upload(file, 'report.pdf', 'application/pdf').expect(202);

    expect(await finished(hash)).toMatchObject({ status: 'success', resourceUrl: `/api/v2/clients/1/content/${hash}` });
    const details = await alice.details(hash, '?feedback=true').expect(200);
    const { feedback } = details.body;
    expect(feedback.report.results.AlternativeText).toEqual({
      score: 0,
      snippets: [
        { page: 0, x0: expect.any(Number), y0: expect.any(Number), x1: expect.any(Number), y1: expect.any(Number) },
      ],
    });
    expect(feedback.report.suggestions.AlternativeText).toBeGreaterThan(feedback.score);
    expect(feedback.visibility).toBe('high');
    expect(details.body.metadata).toMatchObject({ fileType: 'pdf', mimeType: 'application/pdf', pageCount: 1 });
    const batch = await alice.batch({ references: [{ hash }, { hash: '0'.repeat(64) }] }, '?feedback=true').expect(200);
    expect(batch.body.reports).toEqual([details.body, null]);
  });

  it('ends an image in success, judged on its description, with no page count', async () => {
    const png = fs.readFileSync(
      new URL('../../../../packages/analysis/fixtures/image/files/png-no-description-fail.png', import.meta.url),
    );
    const hash = sha256(png);
    await alice.upload(png, 'chart.png', 'image/png').expect(202);
    expect(await finished(hash)).toMatchObject({ status: 'success' });
    const details = await alice.details(hash, '?feedback=true').expect(200);
    expect(details.body.feedback.report.results.AlternativeText).toMatchObject({ score: 0 });
    expect(details.body.metadata).toMatchObject({ fileType: 'image', pageCount: null, isSeizureInducing: false });
  });

  it('ends a damaged image in failed, saying so', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(`IHDR ${Date.now()}`),
    ]);
    const hash = sha256(png);
    await alice.upload(png, 'chart.png', 'image/png').expect(202);
    expect(await finished(hash)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The image could not be decoded/),
    });
  });
});
