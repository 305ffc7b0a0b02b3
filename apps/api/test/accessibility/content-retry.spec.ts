import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { A11yStatus } from '@app/database';
import { query } from '@app/testing';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import {
  a11yClient,
  clientWithToken,
  liveJobs,
  pdf,
  policy,
  sha256,
  tokenFor,
  type A11yClient,
} from './a11y-client.js';

// POST .../content/{hash}/retry, without a worker: what it answers and what it leaves queued.
// (killed-engine.spec.ts follows a retried file through a worker to its new verdict.)

let t: TestApp;
let alice: A11yClient;
let bob: A11yClient;

beforeAll(async () => {
  t = await startTestApp();
  alice = await a11yClient(t, 1);
  bob = await a11yClient(t, 2);
});

afterAll(async () => {
  await t.close();
});

/** A record of a new file for the client, in `status` (failed: with a reason, past its attempts). */
function recordIn(status: A11yStatus, clientId = 1) {
  const file = pdf();
  return t.runtime.prisma.a11yContent.create({
    data: {
      clientId,
      hash: sha256(file),
      mimeType: 'application/pdf',
      fileType: 'pdf',
      size: file.length,
      status,
      ...(status === 'failed'
        ? { error: 'Processing did not finish after 12 attempts', attempts: 13, finishedAt: new Date() }
        : {}),
    },
  });
}
const reread = (id: number) => t.runtime.prisma.a11yContent.findUniqueOrThrow({ where: { id } });

describe('POST .../content/{contentHash}/retry', () => {
  it('puts a failed file back to pending, as new, and queues its analysis: 202 with its status record', async () => {
    const failed = await recordIn('failed');
    const res = await alice.retry(failed.hash).expect(202);
    expect(res.body).toEqual({
      hash: failed.hash,
      status: 'pending',
      statusUrl: `/api/v2/clients/1/content/${failed.hash}/status`,
      resourceUrl: null,
    });
    expect(await reread(failed.id)).toMatchObject({ status: 'pending', error: null, attempts: 0, finishedAt: null });
    expect(await liveJobs(t, failed.id)).toBe(1);
    expect((await alice.status(failed.hash).expect(200)).body).toEqual(res.body);
  });

  it.each(['pending', 'inprogress', 'success'] as const)(
    'answers 409, saying why, for a file that is %s, and changes nothing',
    async (status) => {
      const record = await recordIn(status);
      const res = await alice.retry(record.hash).expect(409);
      expect(res.body).toMatchObject({
        status: 409,
        message: expect.stringMatching(
          new RegExp(`^Content ${record.hash} is ${status} \\(.+\\): only a failed analysis can be retried$`),
        ),
      });
      expect(await reread(record.id)).toEqual(record);
      expect(await liveJobs(t, record.id)).toBe(0);
    },
  );

  it('of simultaneous retries, one queues the analysis (202) and the others get 409: one job', async () => {
    const failed = await recordIn('failed');
    const responses = await Promise.all(Array.from({ length: 8 }, () => alice.retry(failed.hash)));
    expect(responses.map((res) => res.status).sort()).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
    expect(await liveJobs(t, failed.id)).toBe(1);
  });

  it('waits for the failed analysis’s job to end (the queue takes one job per file at a time), then queues', async () => {
    const failed = await recordIn('failed');
    const ending = await t.runtime.queue.send('a11y-analysis', { contentId: failed.id }); // still live, as just after a worker failed the record
    const retried = alice.retry(failed.hash).then((res) => res.status); // sent now, answered later
    await sleep(500);
    await query(t.db.url, `DELETE FROM pgboss.job WHERE id = '${ending}'`); // it ends
    expect(await retried).toBe(202);
    const [job] = await query<{ id: string }>(
      t.db.url,
      `SELECT id FROM pgboss.job WHERE name = 'a11y-analysis' AND (data->>'contentId')::int = ${failed.id}`,
    );
    expect(job!.id).not.toBe(ending);
    expect(await liveJobs(t, failed.id)).toBe(1);
  });

  it("answers 404 for an unknown hash and for another client's file", async () => {
    const unknown = sha256(pdf());
    expect((await alice.retry(unknown).expect(404)).body.message).toBe(`No content ${unknown} for client 1`);
    const bobs = await recordIn('failed', 2);
    await alice.retry(bobs.hash).expect(404);
    expect(await reread(bobs.id)).toEqual(bobs);
    await bob.retry(bobs.hash).expect(202); // its owner may
  });

  it('answers 400 for a contentHash that is not a SHA-256 hex string', async () => {
    for (const hash of ['abc', 'A'.repeat(64), `${'0'.repeat(63)}g`]) {
      expect((await alice.retry(hash).expect(400)).body.message).toMatch(/^contentHash must be a content hash/);
    }
  });

  it('answers 401 without a token, 403 for a token of another client or without content:upload', async () => {
    const failed = await recordIn('failed');
    await request(t.app.getHttpServer()).post(`/api/v2/clients/1/content/${failed.hash}/retry`).expect(401);
    await clientWithToken(t, 1, tokenFor(2)).retry(failed.hash).expect(403);
    const readOnly = clientWithToken(
      t,
      1,
      tokenFor(1, policy({ resource: 'content:*', actions: ['content:getStatus'] })),
    );
    expect((await readOnly.retry(failed.hash).expect(403)).body.message).toBe(
      `This token does not grant content:upload on content:${failed.hash}`,
    );
    expect(await reread(failed.id)).toEqual(failed);
    expect(await liveJobs(t, failed.id)).toBe(0);
  });
});
