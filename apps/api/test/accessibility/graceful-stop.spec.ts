import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { childrenOf, until } from '@app/testing';
import { isAlive, type ServiceProcess } from '../support/service-process.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { WorkerProcesses } from '../support/worker-processes.js';
import { a11yClient, sha256, type A11yClient } from './a11y-client.js';

// A stop is not a failure: a worker stopped in the middle of an analysis, however the signal
// reaches it, lets the analysis finish or hands it back to the queue, and leaves no engine behind.

let t: TestApp;
let alice: A11yClient;
let workers: WorkerProcesses;

const office = (name: string) =>
  fs.readFileSync(new URL(`../../../../packages/analysis/fixtures/office/files/${name}`, import.meta.url));
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

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
const finalStatus = (hash: string, timeoutMs = 60_000) =>
  until(async () => {
    const status = await statusOf(hash);
    return status.status === 'failed' || status.status === 'success' ? status : undefined;
  }, timeoutMs);
const attemptsOf = async (hash: string) =>
  (await t.runtime.prisma.a11yContent.findUniqueOrThrow({ where: { clientId_hash: { clientId: 1, hash } } })).attempts;
/** The worker's engine processes busy with a file, from its own metrics (METRICS_PORT). */
async function busyEngines(worker: ServiceProcess): Promise<number> {
  await worker.waitForLog(/^metrics at /);
  const url = String(worker.logs().find((l) => /^metrics at /.test(String(l.msg)))!.url);
  const text = await (await fetch(url)).text();
  return Number(/^a11y_engine_pool_engines\{state="busy"\} (\d+)$/m.exec(text)![1]);
}

/**
 * Uploads a file and holds its analysis in the worker's engine, which cannot answer until the test
 * continues it (SIGCONT); returns the engine pids. A small file's analysis can finish between any
 * check and a signal (a loaded CI run saw it), so the engine is started with another file first and
 * frozen (SIGSTOP) while idle; the file under test is held once the worker counts its engine busy.
 */
async function uploadAndHoldInEngine(worker: ServiceProcess, file: Buffer, name: string): Promise<number[]> {
  await worker.waitForLog('worker running');
  const warmUp = Buffer.concat([file, Buffer.from(`warm-up for ${name}`)]); // another file, same content
  await alice.upload(warmUp, `warm-up-${name}`, PPTX).expect(202);
  expect(await finalStatus(sha256(warmUp))).toMatchObject({ status: 'success' });
  const engines = childrenOf(worker.child.pid!); // the engine stays, idle, for the next file
  expect(engines.length).toBeGreaterThan(0);
  for (const pid of engines) process.kill(pid, 'SIGSTOP');
  await alice.upload(file, name, PPTX).expect(202);
  await until(async () => ((await busyEngines(worker)) === 1 ? true : undefined));
  return engines;
}

describe('a worker stopped mid-analysis', () => {
  it('SIGTERM to its whole process group: the analysis goes back to the queue and succeeds after the restart', async () => {
    const file = office('pptx-pass.pptx');
    const hash = sha256(file);
    // No time to finish: the running analysis must be handed back.
    const first = workers.start({ SHUTDOWN_TIMEOUT_MS: '1', METRICS_PORT: '0' }, { detached: true });
    const engines = await uploadAndHoldInEngine(first, file, 'deck.pptx');
    process.kill(-first.child.pid!, 'SIGTERM'); // as Ctrl-C or a supervisor would: the group
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.logs().some((line) => line.msg === 'analysis handed back to the queue: the worker is stopping')).toBe(
      true,
    );
    expect((await statusOf(hash)).status).toBe('inprogress'); // not failed
    await until(async () => (engines.every((pid) => !isAlive(pid)) ? true : undefined), 5_000);

    const second = workers.start({}, { detached: true });
    expect(await finalStatus(hash)).toMatchObject({ status: 'success' });
    expect(await attemptsOf(hash)).toBe(2);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 120_000);

  it('SIGTERM with time to spare: the running analysis finishes before the worker exits', async () => {
    const file = office('lo-impress-pass.pptx');
    const hash = sha256(file);
    const worker = workers.start({ SHUTDOWN_TIMEOUT_MS: '60000', METRICS_PORT: '0' }, { detached: true });
    const engines = await uploadAndHoldInEngine(worker, file, 'other-deck.pptx');
    process.kill(-worker.child.pid!, 'SIGTERM');
    await worker.waitForLog('stopping: finishing in-flight requests and jobs');
    for (const pid of engines) process.kill(pid, 'SIGCONT'); // it finishes after the signal, within the allowance
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(await statusOf(hash)).toMatchObject({ status: 'success' });
    expect(await attemptsOf(hash)).toBe(1);
  }, 120_000);

  it('SIGKILL to the worker alone: its busy engine dies with it, no orphan', async () => {
    const file = Buffer.concat([office('pptx-pass.pptx'), Buffer.from('x')]); // another file, same content
    const worker = workers.start({ METRICS_PORT: '0' }, { detached: true });
    const engines = await uploadAndHoldInEngine(worker, file, 'third-deck.pptx');
    worker.child.kill('SIGKILL');
    await worker.exited;
    const gone = await until(async () => (engines.every((pid) => !isAlive(pid)) ? true : undefined), 5_000);
    expect(gone).toBe(true);
  }, 120_000);
});
