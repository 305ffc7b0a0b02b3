import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { EmbeddedPostgres, EmbeddedPostgresError, type EmbeddedPostgresEvent } from '../src/index.js';

let dataDir: string;
const running: EmbeddedPostgres[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-postgres-test-'));
  fs.chmodSync(dataDir, 0o755);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(onEvent?: (event: EmbeddedPostgresEvent) => void) {
  const server = await EmbeddedPostgres.start({ dataDir, onEvent });
  running.push(server);
  return server;
}

const postmasterPid = () =>
  Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function within<T>(timeoutMs: number, read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A server listening on `port`, or undefined while the port is taken. */
function listenOn(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function holdInChild() {
  const child = spawn(
    process.execPath,
    [new URL('./support/hold-embedded-postgres.mjs', import.meta.url).pathname, dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = new Promise<string>((resolve) => child.stdout!.once('data', (chunk) => resolve(String(chunk).trim())));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, url, exited };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('EmbeddedPostgres', () => {
  it('runs a real PostgreSQL on 127.0.0.1 with a generated password', async () => {
    const server = await start();
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(decodeURIComponent(url.password)).toMatch(/^[\w-]{32}$/);
    const [row] = await query<{ version: string }>(server.url, 'SELECT version()');
    expect(row!.version).toMatch(/^PostgreSQL 18/);
    expect(fs.statSync(path.join(dataDir, 'postgres.password')).mode & 0o777).toBe(0o600);
  });

  it('keeps data across a stop and a start', async () => {
    const first = await start();
    await query(first.url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');
    await first.stop();
    running.pop();
    const second = await start();
    expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
  });

  it('refuses a second server on the same DATA_DIR, naming the directory and the owner', async () => {
    await start();
    await expect(EmbeddedPostgres.start({ dataDir })).rejects.toThrow(
      new RegExp(`DATA_DIR ${dataDir} is in use by another running service \\(pid ${process.pid} `),
    );
    await expect(EmbeddedPostgres.start({ dataDir })).rejects.toBeInstanceOf(EmbeddedPostgresError);
  });

  it('tells a second process the URL of the running server, and nothing once stopped', async () => {
    expect(EmbeddedPostgres.runningUrl(dataDir)).toBeUndefined();
    const server = await start();
    expect(EmbeddedPostgres.runningUrl(dataDir)).toBe(server.url);
    await server.stop();
    running.pop();
    expect(EmbeddedPostgres.runningUrl(dataDir)).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('recovers after its owner is killed with SIGKILL: the orphan server is stopped, data kept', async () => {
    const { child, url, exited } = holdInChild();
    await query(await url, 'CREATE TABLE survived (n int); INSERT INTO survived VALUES (42)');
    child.kill('SIGKILL');
    await exited;

    const server = await start();
    expect(await query(server.url, 'SELECT n FROM survived')).toEqual([{ n: 42 }]);
  });

  it('refuses a data directory that is not a cluster instead of overwriting it', async () => {
    fs.mkdirSync(path.join(dataDir, 'postgres'));
    fs.writeFileSync(path.join(dataDir, 'postgres', 'notes.txt'), 'mine');
    await expect(start()).rejects.toThrow(/exists but is not a PostgreSQL data directory/);
    expect(fs.readFileSync(path.join(dataDir, 'postgres', 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('starts the server again when it dies, on the same URL, with its data, ending what it left running', async () => {
    const events: EmbeddedPostgresEvent[] = [];
    const server = await start((event) => events.push(event));
    await query(server.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    // A backend busy computing does not notice its postmaster's death, and holds the old shared
    // memory: the restart must end it first.
    const busy = new pg.Client({ connectionString: server.url });
    await busy.connect();
    busy.on('error', () => {});
    const computing = busy.query('SELECT count(*) FROM generate_series(1, 10000000000)').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const killed = Date.now();
    process.kill(postmasterPid(), 'SIGKILL');
    const down = await within(5_000, () => (server.status().running ? undefined : server.status()));
    expect(down.downSince!.getTime()).toBeGreaterThanOrEqual(killed - 1_000);
    await within(30_000, () => (server.status().running ? true : undefined));
    expect(server.status()).toEqual({ running: true, restarts: 1 });
    expect(await query(server.url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    expect(await computing).toBeInstanceOf(Error);
    expect(events.map((event) => event.type)).toEqual(['exited', 'restarted']);
    expect(events[0]).toEqual({ type: 'exited', code: null, signal: 'SIGKILL' });
  });

  it('does not start the server again after stop(), and leaves no server running', async () => {
    const events: EmbeddedPostgresEvent[] = [];
    const server = await start((event) => events.push(event));
    const pid = postmasterPid();
    await server.stop();
    running.pop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(events).toEqual([]);
  });

  it('keeps retrying while the server cannot start, reporting why, and runs again once it can', async () => {
    const events: EmbeddedPostgresEvent[] = [];
    const server = await start((event) => events.push(event));
    const port = Number(new URL(server.url).port);
    process.kill(postmasterPid(), 'SIGKILL');
    // Someone else takes the port as soon as the server has let go of it (before the first restart,
    // 200 ms later): every restart fails until it is free again.
    const squatter = await within(2_000, () => listenOn(port));
    try {
      await within(20_000, () => (events.filter((e) => e.type === 'restart-failed').length >= 2 ? true : undefined));
      expect(server.status()).toMatchObject({
        running: false,
        restarts: 0,
        lastError: expect.stringMatching(/bind|in use/i),
      });
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    await within(30_000, () => (server.status().running ? true : undefined));
    expect(await query(server.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('never outlives its owner: a server whose owner is killed with SIGKILL shuts down', async () => {
    const { child, url, exited } = holdInChild();
    await url;
    const pid = postmasterPid();
    child.kill('SIGKILL');
    await exited;
    await within(20_000, () => (isAlive(pid) ? undefined : true));
  });
});
