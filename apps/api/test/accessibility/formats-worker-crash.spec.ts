import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { until } from '@app/testing';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { WorkerProcesses } from '../support/worker-processes.js';
import { a11yClient, policy, sha256, tokenFor, type A11yClient } from './a11y-client.js';

// A worker killed with SIGKILL while it makes a format loses nothing: the format record stays
// inprogress, its job comes back once the heartbeat is missed, another worker makes it, and the
// killed worker's producer process ends with it. Speech of a ten-page report takes long enough
// to kill the worker in the middle of it.

let t: TestApp;
let alice: A11yClient;
let workers: WorkerProcesses;

beforeAll(async () => {
  t = await startTestApp();
  alice = await a11yClient(t, 1, tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] })));
  workers = new WorkerProcesses(t);
});

afterAll(async () => {
  await workers.killAll();
  await t.close();
});

const tts = (hash: string) =>
  request(t.app.getHttpServer())
    .get(`/api/v2/clients/1/content/${hash}/formats/Tts`)
    .set('Authorization', `Bearer ${alice.token}`);
const formatRecord = (hash: string) =>
  t.runtime.prisma.a11yContentFormat.findFirst({ where: { format: 'Tts', content: { hash } } });
const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const producersOf = (pid: number): number[] =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

describe('a worker killed while it makes a format', () => {
  it('loses nothing: another worker makes it, and the killed one leaves no producer behind', async () => {
    const file = fs.readFileSync(
      new URL('../../../../packages/analysis/fixtures/pdf/files/ten-pages-tagged.pdf', import.meta.url),
    );
    const hash = sha256(file);
    await alice.upload(file).expect(202);
    const first = workers.start();
    await first.waitForLog('worker running');
    await until(
      async () => ((await alice.status(hash).expect(200)).body.status === 'success' ? true : undefined),
      60_000,
    );

    await tts(hash).expect(202);
    await until(async () => ((await formatRecord(hash))?.status === 'inprogress' ? true : undefined), 30_000);
    const producers = await until(async () => {
      const found = producersOf(first.child.pid!);
      return found.length > 0 ? found : undefined;
    });
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect((await formatRecord(hash))?.status).toBe('inprogress');
    expect((await tts(hash).expect(202)).body.status).toBe('inprogress');
    await until(async () => (producers.every((pid) => !processAlive(pid)) ? true : undefined), 10_000);

    const second = workers.start();
    await second.waitForLog('worker running');
    const served = await until(async () => {
      const res = await tts(hash);
      return res.status === 200 ? res : undefined;
    }, 150_000);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(await formatRecord(hash)).toMatchObject({ status: 'success', attempts: 2 });
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 240_000);
});
