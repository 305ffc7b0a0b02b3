import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { until } from '@app/testing';
import {
  BOOTSTRAP,
  corpusPdf,
  killAndHoldPort,
  postmasterPid,
  ProcessClient,
  type Answer,
} from './support/process-client.js';
import { sha256 } from './accessibility/a11y-client.js';
import { childEnv, isAlive, MAIN, spawnService, untilReady, type ServiceProcess } from './support/service-process.js';

// The service when what it depends on goes away: its database (embedded or external) killed, the
// disk of DATA_DIR full, its log's output full, and the process itself ending badly. Real
// processes throughout: the built service, real PostgreSQL servers, real kills.

let dataDir: string;
const started: ServiceProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-test-'));
  fs.chmodSync(dataDir, 0o755);
});

afterEach(async () => {
  for (const service of started.splice(0)) {
    if (service.child.exitCode === null && service.child.signalCode === null) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}) {
  const service = spawnService({ DATA_DIR: dataDir, ...BOOTSTRAP, ...env });
  started.push(service);
  return service;
}

async function startReady(env: Record<string, string> = {}) {
  const service = start(env);
  const url = await service.url;
  await untilReady(url);
  return { service, client: new ProcessClient(url) };
}

const pgdata = () => path.join(dataDir, 'postgres');
const embeddedPort = () => Number(new URL(EmbeddedPostgres.runningUrl(dataDir)!).port);
const stagedFiles = () => fs.readdirSync(path.join(dataDir, 'blobs', '.staging'));
const succeeded = (answer: Answer) => answer.status >= 200 && answer.status < 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let unique = 0;
/** A new small PDF-looking file on every call. */
const newFile = () => Buffer.from(`%PDF-1.7\n% outage ${process.pid} ${++unique} ${Date.now()}\n%%EOF\n`);

const UNAVAILABLE = {
  status: 503,
  retryAfter: '5',
  body: {
    status: 503,
    message: 'The database is unavailable; try again in a few seconds',
    extraInfo: expect.any(String),
  },
};

/** Every kind of request that needs the database, at once: a Learn token, a Learn read, an upload, a status. */
function everyKind(client: ProcessClient, token: string, courseId: string, hash: string): Promise<Answer[]> {
  return Promise.all([
    client.learnToken(),
    client.getCourse(token, courseId),
    client.upload(newFile()),
    client.status(hash),
  ]);
}

/** Each of `hashes` analysed to success (the job queue works, and no accepted job was lost). */
async function allAnalysed(client: ProcessClient, hashes: string[], timeoutMs = 120_000) {
  await until(async () => {
    const statuses = await Promise.all(hashes.map(async (hash) => (await client.status(hash)).body.status));
    return statuses.every((status) => status === 'success') ? true : undefined;
  }, timeoutMs).catch(async () => {
    const statuses = await Promise.all(hashes.map(async (hash) => (await client.status(hash)).body));
    throw new Error(`not all analysed: ${JSON.stringify(statuses)}`);
  });
}

describe('the embedded database killed', () => {
  it('answers 503 with Retry-After meanwhile, restarts it within seconds, and loses nothing accepted before', async () => {
    const { service, client } = await startReady();
    const token = await client.bearer();
    const files = ['language-marked-content-pass.pdf', 'tagged-not-marked-fail.pdf', 'alt-text-decorative-pass.pdf'];
    const hashes = files.map((name) => sha256(corpusPdf(name)));
    for (const name of files) expect((await client.upload(corpusPdf(name))).status).toBe(202);
    const courses = ['before-1', 'before-2', 'before-3'];
    for (const courseId of courses) expect((await client.createCourse(token, courseId)).status).toBe(201);

    const logsBefore = service.logs().length;
    const killed = Date.now();
    process.kill(postmasterPid(pgdata()), 'SIGKILL');
    const answers: Answer[] = [];
    let recovered: number | undefined;
    while (recovered === undefined) {
      const round = await everyKind(client, token, courses[0]!, hashes[0]!);
      answers.push(...round);
      if (round.every(succeeded)) recovered = Date.now();
      else if (Date.now() - killed > 30_000) throw new Error(`not recovered: ${JSON.stringify(round)}`);
    }

    // Meanwhile: 503 with Retry-After and the usual body, or a success; never a 500.
    const failed = answers.filter((answer) => !succeeded(answer));
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) expect(answer).toEqual(UNAVAILABLE);
    expect(recovered - killed).toBeLessThan(15_000);

    // Nothing accepted before the loss is lost, nothing refused meanwhile is left staged, and the
    // job queue runs again: the uploads of before and one of after are analysed.
    for (const courseId of courses) expect((await client.getCourse(token, courseId)).status).toBe(200);
    const after = corpusPdf('alt-text-missing-fail.pdf');
    expect((await client.upload(after)).status).toBe(202);
    await allAnalysed(client, [...hashes, sha256(after)]);
    expect(stagedFiles()).toEqual([]);

    // The outage is in the log in a few lines, not one per request or per queue poll.
    const outageLogs = service.logs().slice(logsBefore);
    const errors = outageLogs.filter((line) => Number(line.level) >= 50);
    expect(errors.map((line) => line.msg)).toEqual([
      'the embedded PostgreSQL exited unexpectedly; restarting it (requests needing the database answer 503 meanwhile)',
    ]);
    expect(outageLogs.filter((line) => line.msg === 'database unavailable: answering 503').length).toBeLessThanOrEqual(
      4,
    );
    expect(outageLogs.some((line) => /^the embedded PostgreSQL runs again after \d+ ms$/.test(String(line.msg)))).toBe(
      true,
    );
  });

  it('while it cannot be restarted: /ready fails at once, /health past LIVENESS_DATABASE_DOWN_SECONDS; both back once it runs', async () => {
    const { service, client } = await startReady({ LIVENESS_DATABASE_DOWN_SECONDS: '2' });
    const token = await client.bearer();
    const hold = await killAndHoldPort(postmasterPid(pgdata()), embeddedPort());
    const down = Date.now();
    try {
      const [health, ready] = await Promise.all([client.get('/health'), client.get('/ready')]);
      if (Date.now() - down < 1_500) expect(health.status).toBe(200);
      expect(ready).toMatchObject({ status: 503, body: { message: 'Not ready: database and queue unreachable' } });
      expect(await client.learnToken()).toEqual(UNAVAILABLE);
      expect(await client.getCourse(token, 'any')).toEqual(UNAVAILABLE);

      const dead = await until(async () => {
        const answer = await client.get('/health');
        return answer.status === 503 ? answer : undefined;
      }, 15_000);
      expect(Date.now() - down).toBeGreaterThanOrEqual(2_000);
      expect(dead.body.message).toMatch(
        /^Not live: the embedded PostgreSQL has been down for \d+ s and could not be restarted: Port \d+ on 127\.0\.0\.1 is in use by another process/,
      );
      expect(
        service.logs().some((line) => line.msg === 'restarting the embedded PostgreSQL failed; trying again'),
      ).toBe(true);
    } finally {
      await hold.release();
    }
    // The next restart attempt (at most 10 s apart) finds the port free.
    await until(async () => ((await client.get('/health')).status === 200 ? true : undefined), 30_000);
    await untilReady(client.url);
    expect((await client.learnToken()).status).toBe(200);
  });
});

describe('an external database (DATABASE_URL) killed', () => {
  it('answers 503 with Retry-After while it is down, stays live, and reconnects by itself once it is back', async () => {
    const externalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-test-'));
    fs.chmodSync(externalDir, 0o755);
    // A server this test runs; its own supervisor starts it again on the same port.
    const external = await EmbeddedPostgres.start({ dataDir: externalDir });
    cleanups.push(() => fs.rmSync(externalDir, { recursive: true, force: true }));
    cleanups.push(() => external.stop());
    const { client } = await startReady({ DATABASE_URL: external.url, LIVENESS_DATABASE_DOWN_SECONDS: '1' });
    const token = await client.bearer();
    expect((await client.createCourse(token, 'kept')).status).toBe(201);

    const hold = await killAndHoldPort(
      postmasterPid(path.join(externalDir, 'postgres')),
      Number(new URL(external.url).port),
    );
    try {
      expect(await client.learnToken()).toEqual(UNAVAILABLE);
      expect(await client.getCourse(token, 'kept')).toEqual(UNAVAILABLE);
      expect((await client.upload(newFile())).status).toBe(503);
      await sleep(1_500);
      // Not this process's to fix: readiness says so, liveness does not.
      expect((await client.get('/ready')).status).toBe(503);
      expect((await client.get('/health')).status).toBe(200);
    } finally {
      await hold.release();
    }
    const answer = await until(async () => {
      const got = await client.getCourse(token, 'kept');
      return got.status === 503 ? undefined : got;
    }, 30_000);
    expect(answer.status).toBe(200);
    expect((await client.createCourse(token, 'after')).status).toBe(201);
    await untilReady(client.url);
  });
});

const root = process.getuid?.() === 0;
const describeAsRoot = root ? describe : describe.skip;
if (!root) process.stderr.write('dependency-loss.spec.ts: the full-disk test mounts a tmpfs and needs root: skipped\n');

describeAsRoot('a full DATA_DIR (a 64 MB tmpfs; needs root)', () => {
  it('answers 507 leaving nothing half-written, reports low space on /ready, and recovers once space is freed', async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=755', 'tmpfs', dataDir]);
    cleanups.push(() => {
      execFileSync('umount', ['-l', dataDir]);
    });
    const { service, client } = await startReady({ DATA_DIR_MIN_FREE_MB: '8' });
    const token = await client.bearer();
    const before = newFile();
    expect((await client.upload(before)).status).toBe(202);
    expect((await client.createCourse(token, 'before')).status).toBe(201);

    const filler = path.join(dataDir, 'filler');
    fillUp(filler);

    const ready = await client.get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(
      /^Not ready: low disk space in DATA_DIR \(0 MB free, below DATA_DIR_MIN_FREE_MB 8\)$/,
    );
    // The upload's staged file cannot be written: 507, and neither a staged file nor a record left.
    const refused = Buffer.concat([newFile(), Buffer.alloc(2 * 1024 * 1024, 1)]);
    expect(await client.upload(refused)).toEqual({
      status: 507,
      retryAfter: null,
      body: {
        status: 507,
        message: "The service's disk is full: nothing was stored; try again once space is freed",
        extraInfo: expect.any(String),
      },
    });
    expect(stagedFiles()).toEqual([]);
    expect((await client.status(sha256(refused))).status).toBe(404);
    // The database fills too: Learn writes go on in the pages it has, then answer 507.
    let full: Answer | undefined;
    let courseId = '';
    for (let n = 0; n < 2_000 && !full; n++) {
      courseId = `filling-${n}`;
      const answer = await client.createCourse(token, courseId);
      if (answer.status !== 201) full = answer;
    }
    expect(full).toEqual({
      status: 507,
      retryAfter: null,
      body: {
        status: 507,
        message: "The database's disk is full: nothing was saved; try again once space is freed",
        extraInfo: expect.any(String),
      },
    });
    expect((await client.get('/health')).status).toBe(200);

    fs.rmSync(filler);
    await untilReady(client.url);
    expect((await client.createCourse(token, courseId)).status).toBe(201);
    expect((await client.upload(refused)).status).toBe(202);
    expect((await client.status(sha256(before))).status).toBe(200);
    expect((await client.getCourse(token, 'before')).status).toBe(200);
    expect(service.child.exitCode).toBeNull();
  });
});

/** Writes `file` until the file system has no byte left. */
function fillUp(file: string) {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

describe('a log output that takes nothing (stdout to /dev/full)', () => {
  it('keeps serving, and stops cleanly with its database', async () => {
    const port = await freePort();
    const full = fs.openSync('/dev/full', 'w');
    const child = spawn(process.execPath, [MAIN], {
      env: childEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'debug' }),
      stdio: ['ignore', full, 'pipe'],
    });
    fs.closeSync(full);
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    const client = new ProcessClient(`http://127.0.0.1:${port}`);
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      return (await client.get('/ready').catch(() => undefined))?.status === 200 ? true : undefined;
    }, 90_000);
    for (let n = 0; n < 20; n++) expect((await client.get(`/no/such/route/${n}`)).status).toBe(404);
    expect((await client.get('/health')).status).toBe(200);
    const postgres = postmasterPid(pgdata());

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(stderr).toBe('');
    expect(isAlive(postgres)).toBe(false);
  });
});

describe('no PostgreSQL outlives the service', () => {
  it('when a second signal cuts the orderly stop short (exit at once)', async () => {
    const { service } = await startReady();
    const postgres = postmasterPid(pgdata());
    service.child.kill('SIGTERM');
    await service.waitForLog('stopping: finishing in-flight requests and jobs');
    service.child.kill('SIGTERM');
    expect(await service.exited).toEqual({ code: 1, signal: null });
    await until(async () => (isAlive(postgres) ? undefined : true), 20_000);
  });

  it('after SIGKILL, which no handler sees', async () => {
    const { service } = await startReady();
    const postgres = postmasterPid(pgdata());
    service.child.kill('SIGKILL');
    await service.exited;
    await until(async () => (isAlive(postgres) ? undefined : true), 20_000);
    // ...and the next start takes the DATA_DIR over with its data.
    const { client } = await startReady();
    expect((await client.learnToken()).status).toBe(200);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
