import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EmbeddedPostgres } from '@app/embedded-postgres';
import { createTestDatabase, query } from '@app/testing';
import { runCli, spawnService, untilReady, type ServiceProcess } from './support/service-process.js';

let dataDir: string;
const started: ServiceProcess[] = [];

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
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}) {
  const service = spawnService({ DATA_DIR: dataDir, ...env });
  started.push(service);
  return service;
}

async function countSmokeChecks(): Promise<number> {
  const [row] = await query<{ count: string }>(
    EmbeddedPostgres.runningUrl(dataDir)!,
    'SELECT count(*) FROM smoke_check',
  );
  return Number(row!.count);
}

const postgresRunning = () => fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));

describe('the service process (embedded database)', () => {
  it('serves HTTP, runs jobs, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    const first = start();
    const url = await first.url;
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
    await untilReady(url);

    const smoke = await runCli(['smoke'], { DATA_DIR: dataDir });
    expect(smoke).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Smoke job \S+ completed by worker \S+ in \d+ ms\n$/),
    });
    expect(await countSmokeChecks()).toBe(1);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.logs().map((l) => l.msg)).toEqual(
      expect.arrayContaining(['stopping: finishing in-flight requests and jobs', 'stopped']),
    );
    expect(postgresRunning()).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'service.lock'))).toBe(false);

    const second = start();
    await second.url;
    expect(await countSmokeChecks()).toBe(1);
    second.child.kill('SIGINT');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('refuses a second service on the same DATA_DIR with one line, leaving the first unharmed', async () => {
    const first = start();
    const url = await first.url;
    const second = start();
    expect((await second.exited).code).toBe(1);
    expect(second.stderr()).toMatch(
      new RegExp(
        `^Cannot start: DATA_DIR ${dataDir} is in use by another running service \\(pid ${first.child.pid} [^\\n]*\\n$`,
      ),
    );
    await untilReady(url);
  });

  it('restarts after being killed with SIGKILL, with its data', async () => {
    const first = start();
    await first.url;
    expect((await runCli(['smoke'], { DATA_DIR: dataDir })).code).toBe(0);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start();
    await second.url;
    expect(await countSmokeChecks()).toBe(1);
  });

  it('names a busy port in one line, exits 1 and stops the database it started', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const service = start({ PORT: String(port) });
      expect((await service.exited).code).toBe(1);
      expect(service.stderr()).toBe(
        `Cannot start: Port ${port} on 127.0.0.1 is already in use; stop what uses it or set PORT\n`,
      );
      expect(postgresRunning()).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'service.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  });
});

describe('the service process: bad configuration', () => {
  it('names an unreachable DATABASE_URL in one line, without its password', async () => {
    const service = start({ DATABASE_URL: 'postgresql://app:hunter2@127.0.0.1:1/app' });
    expect((await service.exited).code).toBe(1);
    expect(service.stderr()).toBe(
      'Cannot start: Cannot reach the database at 127.0.0.1:1/app: connect ECONNREFUSED 127.0.0.1:1\n',
    );
  });

  it('names a DATA_DIR it cannot write in one line', async () => {
    const file = path.join(dataDir, 'a-file');
    fs.writeFileSync(file, '');
    const service = start({ DATA_DIR: path.join(file, 'data') });
    expect((await service.exited).code).toBe(1);
    expect(service.stderr()).toBe(
      `Cannot start: DATA_DIR ${path.join(file, 'data')} is not writable (a part of the path is a file); set DATA_DIR to a directory this user can write\n`,
    );
  });

  it('lists every invalid variable', async () => {
    const service = start({ PORT: '99999', ROLE: 'web' });
    expect((await service.exited).code).toBe(1);
    expect(service.stderr()).toBe(
      'Cannot start: Invalid configuration:\n  - ROLE="web" must be one of api, worker, all\n  - PORT="99999" must be a whole number from 0 to 65535\n',
    );
  });
});

describe('the service process: roles, on an external database', () => {
  it('ROLE=worker runs jobs and serves no HTTP; ROLE=api serves HTTP and runs no jobs', async () => {
    const db = await createTestDatabase();
    try {
      const worker = start({ ROLE: 'worker', DATABASE_URL: db.url });
      await worker.waitForLog('worker running');
      const api = start({ ROLE: 'api', DATABASE_URL: db.url });
      const url = await api.url;
      await untilReady(url);

      const smoke = await runCli(['smoke'], { DATABASE_URL: db.url, DATA_DIR: dataDir });
      expect(smoke.code).toBe(0);
      expect(smoke.stdout).toContain(`completed by worker ${os.hostname()}:${worker.child.pid} `);

      expect(worker.logs().some((l) => /^listening on/.test(String(l.msg)))).toBe(false);
      expect(api.logs().some((l) => l.msg === 'worker running')).toBe(false);
      expect(postgresRunning()).toBe(false);

      for (const service of [api, worker]) {
        service.child.kill('SIGTERM');
        expect((await service.exited).code).toBe(0);
      }
    } finally {
      await db.drop();
    }
  });
});
