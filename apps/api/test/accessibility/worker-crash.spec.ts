import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LocalDiskBlobStore } from '@app/blob-store';
import { workDirRoot } from '@app/worker';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { WorkerProcesses } from '../support/worker-processes.js';
import { a11yClient, sha256, type A11yClient } from './a11y-client.js';
import { until } from '@app/testing';

// A worker killed with SIGKILL in the middle of a job loses nothing: its job comes back once its
// heartbeat is missed, another worker runs it, and the record ends failed or success, never
// stuck inprogress, and the work directory of its attempt is removed when the next worker starts.
// To hold the first worker inside the job, the stored file is swapped for a named pipe: the
// worker's integrity check blocks reading it, with the record inprogress.

let t: TestApp;
let alice: A11yClient;
let workers: WorkerProcesses;

beforeAll(async () => {
  t = await startTestApp();
  alice = await a11yClient(t, 1);
  workers = new WorkerProcesses(t);
});

afterAll(async () => {
  await workers.killAll();
  await t.close();
});

const statusOf = async (hash: string) => (await alice.status(hash).expect(200)).body;
const workDirsOf = (pid: number) => fs.readdirSync(workDirRoot()).filter((name) => name.startsWith(`${pid}-`));

describe('a worker killed mid-job', () => {
  it('does not lose the job: another worker finishes it after a bounded delay and removes its work directory', async () => {
    const file = fs.readFileSync(
      new URL('../../../../packages/analysis/fixtures/pdf/files/tagged-pass.pdf', import.meta.url),
    );
    const hash = sha256(file);
    await alice.upload(file).expect(202);
    const blobs = t.runtime.blobs as LocalDiskBlobStore;
    fs.rmSync(blobs.pathOf(hash));
    execFileSync('mkfifo', [blobs.pathOf(hash)]);

    const first = workers.start();
    await first.waitForLog('worker running');
    await until(async () => ((await statusOf(hash)).status === 'inprogress' ? true : undefined));
    // The claim marks the record inprogress a moment before the attempt makes its work directory.
    await until(async () => (workDirsOf(first.child.pid!).length === 1 ? true : undefined));
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect((await statusOf(hash)).status).toBe('inprogress');
    expect(workDirsOf(first.child.pid!)).toHaveLength(1);

    // The stored file back, then a second worker.
    fs.rmSync(blobs.pathOf(hash));
    const staged = blobs.stagingPath();
    fs.writeFileSync(staged, file);
    await blobs.put(hash, staged);
    const killedAt = Date.now();
    const second = workers.start();
    await second.waitForLog('worker running');
    expect(workDirsOf(first.child.pid!)).toEqual([]);

    const final = await until(async () => {
      const status = await statusOf(hash);
      return status.status === 'failed' || status.status === 'success' ? status : undefined;
    }, 60_000);
    expect(final).toMatchObject({ status: 'success', resourceUrl: `/api/v2/clients/1/content/${hash}` });
    const record = await t.runtime.prisma.a11yContent.findUniqueOrThrow({
      where: { clientId_hash: { clientId: 1, hash } },
    });
    expect(record.attempts).toBe(2);
    // heartbeat (10 s) + supervision (10 s) + first retry delay (at most 4 s) + the second worker's start
    expect(Date.now() - killedAt).toBeLessThan(45_000);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 90_000);
});
