import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '@app/config';
import { query, until } from '@app/testing';
import { DEFAULT_RETRY_SCHEDULE_SECONDS } from '@app/webhooks';
import request from 'supertest';
import { deleteClient } from '../../src/accessibility/clients/client-deletion.js';
import { runCli, type ServiceProcess } from '../support/service-process.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { connectionCounter, WebhookReceiver, type Received } from '../support/webhook-receiver.js';
import { WorkerProcesses } from '../support/worker-processes.js';
import { a11yClient, clientWithToken, pdf, policy, sha256, tokenFor, type A11yClient } from './a11y-client.js';

// Webhooks against the real service: the API in this process, a built worker beside it, a
// receiver on loopback that WEBHOOK_ALLOWED_HOSTS lets through, real uploads analysed for real.

const TAGGED = fs.readFileSync(
  new URL('../../../../packages/analysis/fixtures/pdf/files/tagged-pass.pdf', import.meta.url),
);
/** The tagged fixture with distinct bytes (a comment after %%EOF): a new file every call, analysed to success. */
let variant = 0;
const taggedPdf = () => Buffer.concat([TAGGED, Buffer.from(`\n% webhook test ${++variant} ${Date.now()}\n`)]);

const MANAGE = policy(
  { resource: 'webhooks:*', actions: ['webhooks:manage'] },
  { resource: 'content:*', actions: ['content:*', 'content:*:*'] },
);
const EVENTS = ['content.analysed', 'content.failed', 'format.ready', 'format.failed'];

let t: TestApp;
let receiver: WebhookReceiver;
let workers: WorkerProcesses;
let worker: ServiceProcess;
let alice: A11yClient;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await startTestApp({ WEBHOOK_ALLOWED_HOSTS: receiver.hostPort });
  alice = await a11yClient(t, 1, tokenFor(1, MANAGE));
  workers = new WorkerProcesses(t);
  worker = workers.start({ WEBHOOK_ALLOWED_HOSTS: receiver.hostPort });
  await worker.waitForLog('worker running');
});

afterAll(async () => {
  await workers.killAll();
  await t.close();
  await receiver.close();
});

const server = () => t.app.getHttpServer();
const hooks = (clientId: number, token: string, path = '') => {
  const url = `/api/v2/clients/${clientId}/webhooks${path}`;
  const authed = <T extends request.Test>(test: T) => test.set('Authorization', `Bearer ${token}`);
  return {
    register: (body: unknown) => authed(request(server()).post(url)).send(body as object),
    list: () => authed(request(server()).get(url)),
    remove: () => authed(request(server()).delete(url)),
    deliveries: () => authed(request(server()).get(url)),
  };
};
const asAlice = (path = '') => hooks(1, alice.token, path);

async function register(path: string, events = EVENTS): Promise<{ id: number; secret: string }> {
  return (
    await asAlice()
      .register({ url: receiver.url(path), events })
      .expect(201)
  ).body;
}

/** The specification's verification, written out: HMAC-SHA256 keyed by the base64-decoded secret. */
function verifiedBySpec(secret: string, received: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures } = received.headers;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest('base64');
  return signatures!.split(' ').includes(`v1,${expected}`);
}

/** The webhook's deliveries once `done` holds for them (they are recorded just after the receiver answers). */
const deliveriesOnce = (id: number, done: (deliveries: any[]) => boolean) =>
  until(async () => {
    const { body } = await asAlice(`/${id}/deliveries`).deliveries().expect(200);
    return done(body.results) ? body.results : undefined;
  }, 60_000);

describe('managing webhooks', () => {
  it('registers one with a whsec_ secret shown only then, lists, reads deliveries of, and deletes it', async () => {
    const created = await asAlice()
      .register({ url: receiver.url('/managed'), events: ['content.analysed'] })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: receiver.url('/managed'),
      events: ['content.analysed'],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      created: expect.any(String),
    });
    const listed = await asAlice().list().expect(200);
    expect(listed.body.results).toContainEqual({
      id: created.body.id,
      url: receiver.url('/managed'),
      events: ['content.analysed'],
      created: created.body.created,
    });
    expect(listed.text).not.toContain('whsec_');
    expect(listed.text).not.toContain('secret');
    await asAlice(`/${created.body.id}/deliveries`).deliveries().expect(200, { results: [] });

    await asAlice(`/${created.body.id}`).remove().expect(204);
    await asAlice(`/${created.body.id}`).remove().expect(404);
    await asAlice(`/${created.body.id}/deliveries`).deliveries().expect(404);
    expect((await asAlice().list().expect(200)).body.results).not.toContainEqual(
      expect.objectContaining({ id: created.body.id }),
    );
  });

  it('answers 400 to a bad body or id, 404 to an unknown webhook or another client’s', async () => {
    const url = receiver.url('/validation');
    for (const body of [
      [],
      'text',
      { url },
      { events: ['content.analysed'] },
      { url, events: [] },
      { url, events: 'content.analysed' },
      { url, events: ['content.deleted'] },
      { url, events: ['content.analysed'], secret: 'mine' },
      { url: 42, events: ['content.analysed'] },
      { url: 'http://hooks.example.com/', events: ['content.analysed'] },
      { url: 'hooks.example.com', events: ['content.analysed'] },
    ]) {
      const res = await asAlice().register(body).expect(400);
      expect(res.body).toMatchObject({ status: 400, message: expect.any(String) });
    }
    await asAlice('/abc').remove().expect(400);
    await asAlice('/99999999/deliveries').deliveries().expect(404);

    const { id } = await register('/validation');
    const bob = await a11yClient(t, 2, tokenFor(2, MANAGE));
    await hooks(2, bob.token, `/${id}/deliveries`).deliveries().expect(404);
    await hooks(2, bob.token, `/${id}`).remove().expect(404);
    expect((await hooks(2, bob.token).list().expect(200)).body).toEqual({ results: [] });
    await hooks(2, alice.token).list().expect(403); // Alice's token on Bob's path
    await asAlice(`/${id}`).remove().expect(204);
  });

  it('needs a token and webhooks:manage on webhooks:*: without it, 401 or 403', async () => {
    await request(server()).get('/api/v2/clients/1/webhooks').expect(401);
    const withoutPolicy = tokenFor(1);
    const contentOnly = tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] }));
    const wrongResource = tokenFor(1, policy({ resource: 'content:*', actions: ['webhooks:manage'] }));
    for (const token of [withoutPolicy, contentOnly, wrongResource]) {
      const res = await hooks(1, token)
        .register({ url: receiver.url('/x'), events: ['content.analysed'] })
        .expect(403);
      expect(res.body.message).toBe('This token does not grant webhooks:manage on webhooks:*');
      await hooks(1, token).list().expect(403);
      await hooks(1, token, '/1').remove().expect(403);
      await hooks(1, token, '/1/deliveries').deliveries().expect(403);
    }
  });

  it('refuses a loopback, private, link-local or metadata address, or http, without sending it anything', async () => {
    const counter = await connectionCounter();
    try {
      for (const url of [
        `https://127.0.0.1:${counter.port}/`,
        `http://127.0.0.1:${counter.port}/`, // not the allowed receiver's port
        `https://localhost:${counter.port}/`,
        `https://[::1]:${counter.port}/`,
        `https://[::ffff:127.0.0.1]:${counter.port}/`,
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/hooks',
        'https://192.168.1.20/hooks',
        'https://172.16.0.1/hooks',
        'https://[fe80::1]/hooks',
      ]) {
        const res = await asAlice()
          .register({ url, events: ['content.analysed'] })
          .expect(400);
        expect(res.body.message).toMatch(/loopback, private, link-local or metadata address|must use https/);
      }
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });
});

describe('delivery', () => {
  it('POSTs content.analysed after a real upload and analysis, signed as the specification says', async () => {
    const { id, secret } = await register('/analysed');
    const file = taggedPdf();
    const hash = sha256(file);
    await alice.upload(file).expect(202);

    const [delivery] = await receiver.waitFor('/analysed');
    const payload = JSON.parse(delivery!.body);
    expect(payload).toEqual({
      type: 'content.analysed',
      timestamp: expect.any(String),
      data: {
        hash,
        status: 'success',
        statusUrl: `/api/v2/clients/1/content/${hash}/status`,
        resourceUrl: `/api/v2/clients/1/content/${hash}`,
      },
    });
    const record = await t.runtime.prisma.a11yContent.findUniqueOrThrow({
      where: { clientId_hash: { clientId: 1, hash } },
    });
    expect(payload.timestamp).toBe(record.finishedAt!.toISOString());
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_/);
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(verifiedBySpec(secret, delivery!)).toBe(true);
    // One character of the body changed (to one it is not): the signature no longer holds.
    const tampered = hash.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    expect(verifiedBySpec(secret, { ...delivery!, body: delivery!.body.replace(hash, tampered) })).toBe(false);
    // What the client would have polled for is there.
    expect((await alice.status(hash).expect(200)).body.status).toBe('success');

    const [listed] = await deliveriesOnce(id, (all) => all[0]?.status === 'succeeded');
    expect(listed).toEqual({
      id: delivery!.headers['webhook-id'],
      event: 'content.analysed',
      status: 'succeeded',
      created: expect.any(String),
      nextAttemptAt: null,
      attempts: [{ number: 1, at: expect.any(String), httpStatus: 200, error: null, durationMs: expect.any(Number) }],
    });
    await asAlice(`/${id}`).remove().expect(204);
  });

  it('POSTs content.failed for a file that cannot be analysed, and format.ready once a format is made', async () => {
    const { id } = await register('/events');
    const broken = pdf();
    await alice.upload(broken).expect(202);
    const failed = JSON.parse((await receiver.waitFor('/events'))[0]!.body);
    expect(failed).toMatchObject({
      type: 'content.failed',
      data: { hash: sha256(broken), status: 'failed', error: expect.any(String), statusUrl: expect.any(String) },
    });

    const file = taggedPdf();
    const hash = sha256(file);
    await alice.upload(file).expect(202);
    await receiver.waitFor('/events', 2);
    await alice.details(hash).expect(200);
    await request(server())
      .get(`/api/v2/clients/1/content/${hash}/formats/Html`)
      .set('Authorization', `Bearer ${alice.token}`)
      .expect(202);
    const formatEvent = JSON.parse((await receiver.waitFor('/events', 3, 120_000))[2]!.body);
    expect(formatEvent).toMatchObject({
      type: 'format.ready',
      data: { hash, format: 'Html', status: 'success', formatUrl: `/api/v2/clients/1/content/${hash}/formats/Html` },
    });
    await asAlice(`/${id}`).remove().expect(204);
  }, 180_000);

  it('sends only the events a webhook chose, to each webhook that chose them', async () => {
    const onlyFailed = await register('/only-failed', ['content.failed']);
    const both = await register('/both', ['content.analysed', 'content.failed']);
    await alice.upload(taggedPdf()).expect(202);
    await receiver.waitFor('/both');
    await alice.upload(pdf()).expect(202);
    await receiver.waitFor('/both', 2);
    await receiver.waitFor('/only-failed');
    expect(receiver.at('/only-failed').map((r) => JSON.parse(r.body).type)).toEqual(['content.failed']);
    for (const { id } of [onlyFailed, both]) await asAlice(`/${id}`).remove().expect(204);
  });

  it('retries a 500 after about 5 s with the same webhook-id, signed afresh', async () => {
    receiver.answer('/flaky', 500);
    const { id, secret } = await register('/flaky', ['content.analysed']);
    await alice.upload(taggedPdf()).expect(202);

    const [first, second] = await receiver.waitFor('/flaky', 2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(verifiedBySpec(secret, first!)).toBe(true);
    expect(verifiedBySpec(secret, second!)).toBe(true);

    const [delivery] = await deliveriesOnce(id, (all) => all[0]?.status === 'succeeded');
    expect(delivery.attempts.map((a: any) => a.httpStatus)).toEqual([500, 200]);
    // The default schedule's first step: 5 s (plus at most 10 % jitter) after the failed attempt.
    const gap = Date.parse(delivery.attempts[1].at) - Date.parse(delivery.attempts[0].at);
    expect(gap).toBeGreaterThanOrEqual(5_000);
    expect(loadConfig({}).webhookRetrySchedule).toEqual(DEFAULT_RETRY_SCHEDULE_SECONDS);
    await asAlice(`/${id}`).remove().expect(204);
  });
});

describe('a client’s webhooks', () => {
  it('are listed by the CLI without secrets, and deleted with their deliveries when the client is', async () => {
    const carol = clientWithToken(t, 3, tokenFor(3, MANAGE));
    await a11yClient(t, 3, carol.token);
    const created = await hooks(3, carol.token)
      .register({ url: receiver.url('/carol'), events: EVENTS })
      .expect(201);
    await carol.upload(taggedPdf()).expect(202);
    await receiver.waitFor('/carol');
    await until(async () => {
      const [row] = await query(t.db.url, `SELECT count(*)::int AS n FROM a11y_webhook_attempt`);
      return row!.n > 0 ? true : undefined;
    });

    const env = { DATABASE_URL: t.db.url, DATA_DIR: t.runtime.config.dataDir };
    const listed = await runCli(['a11y:webhooks:list', '--client-id', '3'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${created.body.id}\t${receiver.url('/carol')}\t${EVENTS.join(',')}`);
    expect(listed.stdout).toMatch(/deliveries: 1 succeeded/);
    expect(listed.stdout).not.toContain('whsec_');
    expect((await runCli(['a11y:webhooks:list', '--client-id', '99'], env)).stdout).toBe('No webhooks for client 99\n');

    expect(await deleteClient(t.runtime.prisma, t.runtime.blobs, 3)).toBe(true);
    const left = await query(
      t.db.url,
      `SELECT (SELECT count(*) FROM a11y_webhook WHERE client_id = 3)::int AS webhooks,
              (SELECT count(*) FROM a11y_webhook_delivery d WHERE d.webhook_id = ${created.body.id})::int AS deliveries`,
    );
    expect(left).toEqual([{ webhooks: 0, deliveries: 0 }]);
  });
});
