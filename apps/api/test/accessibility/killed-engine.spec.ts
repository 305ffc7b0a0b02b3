import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { until } from '@app/testing';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { WorkerProcesses } from '../support/worker-processes.js';
import { a11yClient, sha256, type A11yClient } from './a11y-client.js';
import { endIdleEngines, EngineKiller } from './engine-killer.js';

// An engine killed by a signal from outside (the kernel's OOM killer, an operator's kill) says
// nothing about the file: the worker tries it again on a fresh engine, and fails it only when
// that goes on, saying so; a failed file is then analysed again on request (upload, retry).

let t: TestApp;
let alice: A11yClient;
let workers: WorkerProcesses;
let workerPid: number;

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** A presentation that analyses to success; each `variant` is another file with the same content. */
const deck = (variant: string) =>
  Buffer.concat([
    fs.readFileSync(new URL('../../../../packages/analysis/fixtures/office/files/pptx-pass.pptx', import.meta.url)),
    Buffer.from(variant),
  ]);
const KILLED_EVERY_TIME =
  'The analysis engine was killed (SIGKILL) on 3 attempts, each time by a signal from outside it ' +
  "(such as the system's out-of-memory killer or an operator); try the file again later";

beforeAll(async () => {
  t = await startTestApp();
  alice = await a11yClient(t, 1);
  workers = new WorkerProcesses(t);
  const worker = workers.start();
  await worker.waitForLog('worker running');
  workerPid = worker.child.pid!;
});

afterAll(async () => {
  await workers.killAll();
  await t.close();
});

const finalStatus = (hash: string) =>
  until(async () => {
    const { body } = await alice.status(hash).expect(200);
    return body.status === 'failed' || body.status === 'success' ? body : undefined;
  }, 120_000);
const recordOf = (hash: string) =>
  t.runtime.prisma.a11yContent.findUniqueOrThrow({ where: { clientId_hash: { clientId: 1, hash } } });

/** Uploads `file` with every engine the worker starts killed, until it has failed. */
async function failedByKills(file: Buffer): Promise<void> {
  await endIdleEngines(workerPid);
  const killer = new EngineKiller(workerPid);
  try {
    await alice.upload(file, 'deck.pptx', PPTX).expect(202);
    expect(await finalStatus(sha256(file))).toMatchObject({ status: 'failed', error: KILLED_EVERY_TIME });
  } finally {
    killer.stop();
  }
  expect(killer.seen).toHaveLength(3); // three tries, each on a fresh engine, each killed
  expect(await recordOf(sha256(file))).toMatchObject({ attempts: 1 }); // all within one attempt of the job
}

describe('an engine killed from outside', () => {
  it('twice: the file is tried on a third, fresh engine and ends success', async () => {
    const file = deck('killed twice');
    await endIdleEngines(workerPid);
    const killer = new EngineKiller(workerPid, 2);
    try {
      await alice.upload(file, 'deck.pptx', PPTX).expect(202);
      expect(await finalStatus(sha256(file))).toMatchObject({ status: 'success' });
    } finally {
      killer.stop();
    }
    expect(killer.killed).toHaveLength(2);
    expect(killer.seen).toHaveLength(3);
    expect(await recordOf(sha256(file))).toMatchObject({ attempts: 1, error: null });
  });

  it('on every try: the file ends failed, saying so; uploading it again starts a new analysis', async () => {
    const file = deck('killed every time, uploaded again');
    await failedByKills(file);

    const again = await alice.upload(file, 'deck.pptx', PPTX).expect(202);
    expect(again.body).toEqual({
      hash: sha256(file),
      status: 'pending',
      statusUrl: `/api/v2/clients/1/content/${sha256(file)}/status`,
      resourceUrl: null,
    });
    expect(await finalStatus(sha256(file))).toMatchObject({ status: 'success' });
    expect(await recordOf(sha256(file))).toMatchObject({ attempts: 1, error: null });
  });

  it('on every try: POST .../retry starts a new analysis of the failed file', async () => {
    const file = deck('killed every time, retried');
    await failedByKills(file);

    expect((await alice.retry(sha256(file)).expect(202)).body).toMatchObject({ status: 'pending' });
    expect(await finalStatus(sha256(file))).toMatchObject({ status: 'success' });
    await alice.retry(sha256(file)).expect(409);
  });
});
