import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processExists } from './process-exists.js';

/**
 * Staged files are named after the process writing them, `<machine>.<pid>.<uuid>.part`, so that
 * one left by a process that died mid-upload can be removed as soon as that process is gone. A pid
 * can only be asked about on its own machine, so the machine is the hostname plus, on Linux, the
 * pid namespace: containers sharing the blob volume may share a hostname (host networking) while
 * their pids mean different processes, and a file of another machine must never look dead.
 */
const MACHINE = encodeURIComponent(os.hostname()) + pidNamespaceSuffix();
const STAGED = /^(.+)\.(\d+)\.[0-9a-f-]{36}\.part$/;

export function stagedFileName(): string {
  return `${MACHINE}.${process.pid}.${randomUUID()}.part`;
}

export interface SweepRule {
  now: number;
  /** Any staged file older than this is abandoned: the backstop for writers we cannot ask about. */
  abandonedAfterMs: number;
}

/**
 * Removes the staged files in `dir` whose writer is gone: a process of this machine that no longer
 * runs, or, for files of other machines (and pids reused since), an age no upload reaches. A file
 * of a live process of this machine is never removed before that age. Returns how many it removed.
 */
export async function removeAbandonedStagedFiles(dir: string, rule: SweepRule): Promise<number> {
  let removed = 0;
  for (const name of await fs.promises.readdir(dir)) {
    const file = path.join(dir, name);
    if (writerIsGone(name) || (await isOlderThan(file, rule.now - rule.abandonedAfterMs))) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

function writerIsGone(name: string): boolean {
  const owner = STAGED.exec(name);
  return owner !== null && owner[1] === MACHINE && !processExists(Number(owner[2]));
}

async function isOlderThan(file: string, time: number): Promise<boolean> {
  const stat = await fs.promises.stat(file).catch(() => undefined); // put or removed meanwhile
  return stat !== undefined && stat.mtimeMs < time;
}

function pidNamespaceSuffix(): string {
  try {
    const namespace = /\d+/.exec(fs.readlinkSync('/proc/self/ns/pid'));
    return namespace ? `~${namespace[0]}` : '';
  } catch {
    return ''; // not Linux: the hostname names the machine
  }
}
