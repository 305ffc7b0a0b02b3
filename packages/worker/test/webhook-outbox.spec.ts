import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { query } from '@app/testing';
import { WebhookStore } from '@app/webhooks';
import { AnalysisRecords } from '../src/jobs/analysis/analysis-records.js';
import { WebhookOutbox } from '../src/jobs/webhooks/webhook-outbox.js';
import { WebhookSweep } from '../src/jobs/webhooks/webhook-sweep.js';
import { silentLogger } from '../src/worker-logger.js';
import { startTestbed, type WorkerTestbed } from './support.js';

// The webhook outbox: an analysis' end and its deliveries are one transaction, and a delivery whose
// job was never sent (the worker killed between the commit and the send) is sent by the sweep.

let bed: WorkerTestbed;
let store: WebhookStore;

beforeAll(async () => {
  bed = await startTestbed();
  store = new WebhookStore(bed.prisma);
});

afterAll(async () => {
  await bed.close();
});

const jobsOf = (deliveryId: number) =>
  query<{ attempt: number; state: string }>(
    bed.db.url,
    `SELECT (data->>'attempt')::int AS attempt, state FROM pgboss.job
      WHERE name = 'webhook-delivery' AND (data->>'deliveryId')::int = ${deliveryId}`,
  );

describe('the end of an analysis', () => {
  it('writes one delivery per subscribed webhook with the record, and none for others', async () => {
    const analysed = await store.create(1, 'https://hooks.example.com/a', ['content.analysed']);
    await store.create(1, 'https://hooks.example.com/f', ['content.failed']);
    const { id, hash } = await bed.upload();
    await bed.prisma.a11yContent.update({ where: { id }, data: { status: 'inprogress' } });

    // No queue: as if the worker died right after the commit, before sending the job.
    await new AnalysisRecords(bed.prisma).fail(id, 'broken');
    await bed.prisma.a11yContent.update({ where: { id }, data: { status: 'inprogress' } });
    await new AnalysisRecords(bed.prisma).succeed(
      id,
      {
        feedback: { score: 1, visibility: 'high', report: { results: {}, suggestions: {} } },
        pageCount: 1,
        isSeizureInducing: false,
        preview: null,
      },
      null,
    );
    const deliveries = await bed.prisma.a11yWebhookDelivery.findMany({
      include: { webhook: true },
      orderBy: { id: 'asc' },
    });
    expect(deliveries.map((d) => [d.webhook.url, d.event, d.status])).toEqual([
      ['https://hooks.example.com/f', 'content.failed', 'pending'],
      ['https://hooks.example.com/a', 'content.analysed', 'pending'],
    ]);
    const analysedDelivery = deliveries.find((d) => d.webhookId === analysed.id)!;
    const finishedAt = (await bed.prisma.a11yContent.findUniqueOrThrow({ where: { id } })).finishedAt!;
    expect(JSON.parse(analysedDelivery.payload)).toEqual({
      type: 'content.analysed',
      timestamp: finishedAt.toISOString(),
      data: {
        hash,
        status: 'success',
        statusUrl: `/api/v2/clients/1/content/${hash}/status`,
        resourceUrl: `/api/v2/clients/1/content/${hash}`,
      },
    });

    // A late, duplicate end changes nothing and writes no delivery.
    await new AnalysisRecords(bed.prisma).fail(id, 'late');
    expect(await bed.prisma.a11yWebhookDelivery.count()).toBe(2);

    // The sweep sends each overdue delivery's first attempt once, however often it runs.
    expect(await jobsOf(analysedDelivery.id)).toEqual([]);
    const sweep = new WebhookSweep(store, bed.queue, silentLogger);
    expect(await sweep.runOnce(Date.now())).toBe(0); // not overdue yet
    expect(await sweep.runOnce(Date.now() + 60_000)).toBe(2);
    expect(await sweep.runOnce(Date.now() + 60_000)).toBe(0);
    expect(await jobsOf(analysedDelivery.id)).toEqual([{ attempt: 1, state: 'created' }]);
  });

  it('sends the first attempt at once when the outbox has the queue', async () => {
    const webhook = await store.create(1, 'https://hooks.example.com/now', ['content.failed']);
    const { id } = await bed.upload();
    await bed.prisma.a11yContent.update({ where: { id }, data: { status: 'inprogress' } });
    const outbox = new WebhookOutbox(store, bed.queue, silentLogger);
    await new AnalysisRecords(bed.prisma, outbox).fail(id, 'broken');
    const delivery = await bed.prisma.a11yWebhookDelivery.findFirstOrThrow({ where: { webhookId: webhook.id } });
    expect(await jobsOf(delivery.id)).toEqual([{ attempt: 1, state: 'created' }]);
  });
});
