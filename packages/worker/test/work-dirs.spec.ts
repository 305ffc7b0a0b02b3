import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startWorker, type Worker } from '../src/index.js';
import { makeWorkDir, removeOrphanWorkDirs, workDirRoot } from '../src/jobs/analysis/work-dirs.js';
import { startTestbed, type WorkerTestbed } from './support.js';

// A worker killed with `kill -9` cannot remove its attempt's work directory; the next worker to
// start on the machine does, and never one whose worker still runs.

let bed: WorkerTestbed;
let worker: Worker | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  bed = await startTestbed();
});

afterAll(async () => {
  await worker?.stop();
  for (const child of children) await kill(child);
  await removeOrphanWorkDirs(); // the children's
  await bed.close();
});

/** A real process holding a work directory, as a worker does in the middle of an attempt. */
async function workerMidAttempt(): Promise<{ child: ChildProcess; workDir: string }> {
  const script = new URL('./support/hold-work-dir.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const workDir = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`the child exited with ${code}`)));
  });
  return { child, workDir };
}

/** SIGKILL, and wait until the process is reaped (a zombie still answers to its pid). */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('analysis work directories', () => {
  it('are named after their process under one root of this user', async () => {
    const workDir = await makeWorkDir();
    expect(path.dirname(workDir)).toBe(workDirRoot());
    expect(path.basename(workDir)).toMatch(new RegExp(`^${process.pid}-`));
    expect(fs.statSync(workDirRoot()).mode & 0o777).toBe(0o700);
    fs.rmSync(workDir, { recursive: true });
  });

  it('of a worker killed mid-attempt are removed when a worker starts; a live one’s and ours stay', async () => {
    const killed = await workerMidAttempt();
    const live = await workerMidAttempt();
    const ours = await makeWorkDir();
    await kill(killed.child);
    expect(fs.existsSync(killed.workDir)).toBe(true);

    worker = await startWorker({
      queue: bed.queue,
      prisma: bed.prisma,
      blobs: bed.blobs,
      concurrency: 1,
      analyse: async () => {
        throw new Error('not called');
      },
    });
    expect(fs.existsSync(killed.workDir)).toBe(false);
    expect(fs.existsSync(path.join(live.workDir, 'libreoffice-profile'))).toBe(true);
    expect(fs.existsSync(ours)).toBe(true);
    fs.rmSync(ours, { recursive: true });
  });
});
