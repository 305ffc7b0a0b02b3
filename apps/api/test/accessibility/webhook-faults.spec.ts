import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { until } from '@app/testing';
import request from 'supertest';
import { spawnService, type ServiceProcess } from '../support/service-process.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { connectionCounter, WebhookReceiver } from '../support/webhook-receiver.js';
import { WorkerProcesses } from '../support/worker-processes.js';
import { a11yClient, policy, sha256, tokenFor, type A11yClient } from './a11y-client.js';

// Webhook deliveries when things go wrong: the worker killed with SIGKILL mid-delivery, a receiver
// that never recovers, a name that resolves to an internal address by the time of delivery.

const TAGGED = fs.readFileSync(
  new URL('../../../../packages/analysis/fixtures/pdf/files/tagged-pass.pdf', import.meta.url),
);
let variant = 0;
const taggedPdf = () => Buffer.concat([TAGGED, Buffer.from(`\n% webhook fault ${++variant} ${Date.now()}\n`)]);
const FAKE_DNS = new URL('../support/fake-dns.mjs', import.meta.url).pathname;

const MANAGE = policy(
  { resource: 'webhooks:*', actions: ['webhooks:manage'] },
  { resource: 'content:*', actions: ['content:*', 'content:*:*'] },
);

let t: TestApp;
let receiver: WebhookReceiver;
let workers: WorkerProcesses;
let alice: A11yClient;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await startTestApp({ WEBHOOK_ALLOWED_HOSTS: receiver.hostPort });
  alice = await a11yClient(t, 1, tokenFor(1, MANAGE));
  workers = new WorkerProcesses(t);
});

afterAll(async () => {
  await workers.killAll();
  await t.close();
  await receiver.close();
});

/** The in-process app's server, or a service process's URL. */
type Target = Parameters<typeof request>[0];

const register = async (base: Target, url: string, events = ['content.analysed']) =>
  (
    await request(base)
      .post('/api/v2/clients/1/webhooks')
      .set('Authorization', `Bearer ${alice.token}`)
      .send({ url, events })
      .expect(201)
  ).body as { id: number; secret: string };

const deliveriesOf = async (base: Target, id: number) =>
  (
    await request(base)
      .get(`/api/v2/clients/1/webhooks/${id}/deliveries`)
      .set('Authorization', `Bearer ${alice.token}`)
      .expect(200)
  ).body.results as any[];

const stop = async (worker: ServiceProcess) => {
  worker.child.kill('SIGKILL');
  await worker.exited;
};

describe('a worker killed with SIGKILL mid-delivery', () => {
  it('loses nothing: the next worker delivers the event, with the same webhook-id', async () => {
    receiver.answer('/held', 'hold');
    const { id } = await register(t.app.getHttpServer(), receiver.url('/held'));
    const first = workers.start({ WEBHOOK_ALLOWED_HOSTS: receiver.hostPort });
    await first.waitForLog('worker running');
    await alice.upload(taggedPdf()).expect(202);

    const [held] = await receiver.waitFor('/held');
    await stop(first);
    expect((await deliveriesOf(t.app.getHttpServer(), id))[0]).toMatchObject({ status: 'pending', attempts: [] });

    const second = workers.start({ WEBHOOK_ALLOWED_HOSTS: receiver.hostPort });
    await second.waitForLog('worker running');
    const [, again] = await receiver.waitFor('/held', 2, 90_000);
    expect(again!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
    expect(again!.body).toBe(held!.body);
    const delivered = await until(async () => {
      const [delivery] = await deliveriesOf(t.app.getHttpServer(), id);
      return delivery.status === 'succeeded' ? delivery : undefined;
    });
    expect(delivered.attempts.map((a: any) => a.httpStatus)).toEqual([200]);
    await stop(second);
  }, 150_000);
});

describe('a receiver that keeps failing', () => {
  it('is retried on the configured schedule, then the delivery is marked failed', async () => {
    receiver.answer('/down', 503, 503, 503, 503);
    const { id } = await register(t.app.getHttpServer(), receiver.url('/down'));
    const worker = workers.start({ WEBHOOK_ALLOWED_HOSTS: receiver.hostPort, WEBHOOK_RETRY_SCHEDULE: '1s,2s' });
    await worker.waitForLog('worker running');
    await alice.upload(taggedPdf()).expect(202);

    const failed = await until(async () => {
      const [delivery] = await deliveriesOf(t.app.getHttpServer(), id);
      return delivery?.status === 'failed' ? delivery : undefined;
    }, 60_000);
    expect(failed.attempts.map((a: any) => a.httpStatus)).toEqual([503, 503, 503]);
    expect(failed.nextAttemptAt).toBeNull();
    expect(new Set(receiver.at('/down').map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(worker.logs().some((l) => l.msg === 'webhook delivery failed for good: its retry schedule is spent')).toBe(
      true,
    );
    await stop(worker);
  }, 120_000);
});

describe('a webhook whose name resolves to an internal address by the time of delivery', () => {
  it('is refused when it is resolved again: the attempt records why, and nothing is sent', async () => {
    const counter = await connectionCounter();
    const dnsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-dns-')), 'hosts.json');
    const resolveTo = (address: string) => fs.writeFileSync(dnsFile, JSON.stringify({ 'hooks.example.test': address }));
    resolveTo('93.184.216.34'); // a public address, at registration
    // The whole service (API and worker) in one process that resolves names through that file.
    const service = spawnService({
      DATABASE_URL: t.db.url,
      DATA_DIR: t.runtime.config.dataDir,
      WORKER_CONCURRENCY: '1',
      NODE_OPTIONS: `--import ${FAKE_DNS}`,
      TEST_DNS_FILE: dnsFile,
    });
    try {
      const base = await service.url;
      const url = `https://hooks.example.test:${counter.port}/hooks`;
      const { id } = await register(base, url);
      resolveTo('127.0.0.1');
      const file = taggedPdf();
      await request(base)
        .post('/api/v2/clients/1/content')
        .set('Authorization', `Bearer ${alice.token}`)
        .attach('file', file, { filename: 'file.pdf', contentType: 'application/pdf' })
        .expect(202);

      const [delivery] = await until(async () => {
        const deliveries = await deliveriesOf(base, id);
        return deliveries[0]?.attempts.length > 0 ? deliveries : undefined;
      }, 60_000);
      expect(delivery.status).toBe('pending'); // retried on the schedule: DNS may change back
      expect(delivery.attempts[0]).toMatchObject({
        httpStatus: null,
        error: expect.stringMatching(
          /^refused: url's host hooks\.example\.test does not resolve, or resolves to a loopback, private, link-local or metadata address$/,
        ),
      });
      expect((await alice.status(sha256(file)).expect(200)).body.status).toBe('success');
      expect(counter.connections()).toBe(0);
    } finally {
      service.child.kill('SIGKILL');
      await service.exited;
      await counter.close();
    }
  }, 120_000);
});
