import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { EmbeddedPostgres, EmbeddedPostgresError } from '../src/index.js';

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

async function start() {
  const server = await EmbeddedPostgres.start({ dataDir });
  running.push(server);
  return server;
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
    const child = spawn(
      process.execPath,
      [new URL('./support/hold-embedded-postgres.mjs', import.meta.url).pathname, dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const url = await new Promise<string>((resolve) =>
      child.stdout!.once('data', (chunk) => resolve(String(chunk).trim())),
    );
    await query(url, 'CREATE TABLE survived (n int); INSERT INTO survived VALUES (42)');
    const exited = new Promise((resolve) => child.once('exit', resolve));
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
});
