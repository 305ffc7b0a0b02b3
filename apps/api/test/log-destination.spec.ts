import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { until } from '@app/testing';
import { LogDestination } from '../src/runtime/log-destination.js';

// The log's output as the kernel gives it: a full device, a pipe nobody reads for a while, a pipe
// whose reader is gone. None of them may throw into the service.

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(200) })}\n`;

/** A FIFO whose reader (a shell) has it open, and our non-blocking write end, as a pipe to stdout is. */
async function fifoWithReader(script: string) {
  const fifo = path.join(dir, 'fifo');
  execFileSync('mkfifo', [fifo]);
  const reader = spawn('sh', ['-c', `exec 3<"$1"; ${script}`, 'sh', fifo], { cwd: dir, stdio: 'ignore' });
  const exited = new Promise((resolve) => reader.once('exit', resolve));
  // Opening the write end without blocking fails (ENXIO) until the reader has opened its end.
  const fd = await until(async () => {
    try {
      return fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
    } catch {
      return undefined;
    }
  }, 10_000);
  return { fd, exited };
}

describe('LogDestination', () => {
  it('on a full device (ENOSPC), drops the lines without throwing', () => {
    const fd = fs.openSync('/dev/full', 'w');
    try {
      const resumed: unknown[] = [];
      const output = new LogDestination(fd, (...args) => resumed.push(args));
      for (let n = 0; n < 100; n++) expect(output.write(line(n))).toBe(true);
      expect(() => output.flush()).not.toThrow();
      expect(resumed).toEqual([]);
    } finally {
      fs.closeSync(fd);
    }
  });

  it('on a pipe nobody reads for a while (EAGAIN), keeps the lines and writes them all, in order, once it drains', async () => {
    const { fd, exited } = await fifoWithReader('sleep 1; cat <&3 > out');
    const lines = Array.from({ length: 1_000 }, (_, n) => line(n)); // 200 KB: more than a pipe holds
    const output = new LogDestination(fd);
    const started = Date.now();
    for (const text of lines) output.write(text);
    expect(Date.now() - started).toBeLessThan(500); // it did not wait for the reader
    await until(async () => {
      const size = fs.existsSync(path.join(dir, 'out')) ? fs.statSync(path.join(dir, 'out')).size : 0;
      return size === lines.join('').length ? true : undefined;
    }, 20_000);
    fs.closeSync(fd);
    await exited;
    expect(fs.readFileSync(path.join(dir, 'out'), 'utf8')).toBe(lines.join(''));
  });

  it('on a pipe whose reader is gone (EPIPE), drops the lines without throwing', async () => {
    const { fd, exited } = await fifoWithReader('exec 3<&-');
    await exited;
    try {
      const output = new LogDestination(fd);
      for (let n = 0; n < 10; n++) expect(output.write(line(n))).toBe(true);
    } finally {
      fs.closeSync(fd);
    }
  });
});
