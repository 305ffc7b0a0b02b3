import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { containment } from '../../src/containment/containment.js';
import { DEFAULT_CONTAINMENT_LIMITS, type ContainmentLimits } from '../../src/containment/containment-limits.js';
import { runContained } from '../../src/containment/run-contained.js';

// The sandbox every converter runs in, tried with plain shell commands: each boundary it promises.

let bwrap: string;
let workDir: string;
let outside: string;

beforeAll(async () => {
  const found = await containment();
  if (!found.available) throw new Error(`the tests need bubblewrap: ${found.reason}`);
  bwrap = found.bwrap;
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'contained-work-'));
  outside = await fs.mkdtemp(path.join(os.tmpdir(), 'contained-outside-'));
  await fs.writeFile(path.join(outside, 'secret.txt'), 'server secret');
});

afterAll(async () => {
  await fs.rm(workDir, { recursive: true, force: true });
  await fs.rm(outside, { recursive: true, force: true });
});

const sh = (script: string, limits: Partial<ContainmentLimits> = {}) =>
  runContained(bwrap, '/bin/sh', ['-c', script], workDir, { ...DEFAULT_CONTAINMENT_LIMITS, ...limits });

describe('a contained command', () => {
  it('runs, and can read and write its work directory', async () => {
    await fs.writeFile(path.join(workDir, 'input.txt'), 'input');
    const outcome = await sh('cat input.txt > output.txt');
    expect(outcome).toMatchObject({ kind: 'exited', code: 0 });
    expect(await fs.readFile(path.join(workDir, 'output.txt'), 'utf8')).toBe('input');
  });

  it('cannot connect to a loopback listener', async () => {
    const connections: net.Socket[] = [];
    const server = net.createServer((socket) => connections.push(socket.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const outcome = await sh(`exec 3<>/dev/tcp/127.0.0.1/${port} && echo connected`);
      expect(outcome).toMatchObject({ kind: 'exited' });
      expect(outcome.kind === 'exited' && outcome.code).not.toBe(0);
      expect(connections).toHaveLength(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sees no file of the server beyond its work directory', async () => {
    const listing = await sh('ls / > root-listing.txt');
    expect(listing).toMatchObject({ kind: 'exited', code: 0 });
    const root = (await fs.readFile(path.join(workDir, 'root-listing.txt'), 'utf8')).split('\n').filter(Boolean);
    // var: only /var/cache/fontconfig, read-only (fonts' cache), where the machine has one.
    expect(root.filter((name) => name !== 'var').sort()).toEqual([
      'bin',
      'dev',
      'etc',
      'lib',
      'lib64',
      'proc',
      'sbin',
      'tmp',
      'usr',
    ]);
    const read = await sh(`cat ${path.join(outside, 'secret.txt')} > leaked.txt`);
    expect(read.kind === 'exited' && read.code).not.toBe(0);
    expect(await fs.readFile(path.join(workDir, 'leaked.txt'), 'utf8')).toBe('');
    const here = await sh(`ls ${process.cwd()}`);
    expect(here.kind === 'exited' && here.code).not.toBe(0); // not even the service's own files
  });

  it('cannot write outside its work directory', async () => {
    const outcome = await sh(`echo x > ${path.join(outside, 'planted.txt')}`);
    expect(outcome.kind === 'exited' && outcome.code).not.toBe(0);
    await expect(fs.access(path.join(outside, 'planted.txt'))).rejects.toThrow();
  });

  it('runs under the memory and file-size bounds', async () => {
    const outcome = await sh('ulimit -v > limits.txt; ulimit -f >> limits.txt', {
      addressSpaceBytes: 512 * 1024 * 1024,
      fileSizeBytes: 1024 * 1024,
    });
    expect(outcome).toMatchObject({ kind: 'exited', code: 0 });
    // ulimit reports kB for -v and 512-byte blocks for -f.
    expect((await fs.readFile(path.join(workDir, 'limits.txt'), 'utf8')).split('\n').slice(0, 2)).toEqual([
      String(512 * 1024),
      String(2048),
    ]);
    const big = await sh('head -c 2000000 /dev/zero > big.bin', { fileSizeBytes: 1024 * 1024 });
    expect(big.kind === 'exited' && big.code).not.toBe(0);
    expect((await fs.stat(path.join(workDir, 'big.bin'))).size).toBeLessThanOrEqual(1024 * 1024);
  });

  it('is killed with everything it started when its time is up', async () => {
    const started = Date.now();
    const outcome = await sh('sleep 31.25 & sleep 31.25; echo never > never.txt', { timeoutMs: 300 });
    expect(outcome).toEqual({ kind: 'timedOut' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fs.access(path.join(workDir, 'never.txt'))).rejects.toThrow();
    const { stdout } = await promisify(execFile)('ps', ['-eo', 'args']);
    expect(stdout).not.toContain('sleep 31.25');
  });
});
