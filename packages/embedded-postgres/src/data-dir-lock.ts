import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';

const LOCK_FILE = 'service.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  /** True when the previous owner died without releasing the lock (crash, kill -9). */
  readonly tookOverStale: boolean;
  release(): void;
}

/**
 * One service per DATA_DIR: a second start on the same directory must not touch the first one's
 * database. The lock is a file created exclusively; a lock whose process is gone is stale and
 * taken over. PostgreSQL's own postmaster.pid is the second line of defence.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  let tookOverStale = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return {
        tookOverStale,
        release() {
          if (released) return;
          released = true;
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) {
      throw new EmbeddedPostgresError(
        `DATA_DIR ${dataDir} is in use by another running service (pid ${owner.pid} on ${owner.hostname}, since ${owner.startedAt}); stop it first or give this one another DATA_DIR`,
      );
    }
    fs.rmSync(file, { force: true });
    tookOverStale = true;
  }
  throw new EmbeddedPostgresError(`Could not lock DATA_DIR ${dataDir}: another process keeps taking the lock`);
}

/** Whether a live process holds the lock on `dataDir`. */
export function isDataDirLocked(dataDir: string): boolean {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  return owner !== undefined && isAlive(owner);
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // A lock held from another machine (shared disk) cannot be checked: treat it as held.
  if (owner.hostname !== os.hostname()) return true;
  return processExists(owner.pid);
}

export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
