import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { processExists } from '@app/blob-store';
import type { WorkerLogger } from '../../worker-logger.js';

/**
 * The analysis attempts' work directories, `<root>/<pid>-<random>`: the engine writes every scratch
 * file of an attempt there (LibreOffice profiles and conversions, previews), and the attempt removes
 * it. A worker killed with `kill -9` cannot, so the pid in the name says whose it is, and any worker
 * of this machine removes the directories of pids no longer running: at its start and every few
 * minutes. The root is per user (mode 0700, and refused unless it is ours), so that nobody else can
 * plant or read files in an attempt's directory, and one user's root never stands in another's way.
 */
const INTERVAL_MS = 10 * 60_000;
const WORK_DIR = /^(\d+)-/;

export function workDirRoot(): string {
  return path.join(os.tmpdir(), `learn-a11y-work-${process.getuid?.() ?? os.userInfo().username}`);
}

/** A new, empty work directory owned by this process. */
export async function makeWorkDir(): Promise<string> {
  return fs.mkdtemp(path.join(await ensureRoot(), `${process.pid}-`));
}

/** Removes the work directories whose process is gone; returns how many. */
export async function removeOrphanWorkDirs(): Promise<number> {
  const root = await ensureRoot();
  let removed = 0;
  for (const name of await fs.readdir(root)) {
    const owner = WORK_DIR.exec(name);
    if (owner && !processExists(Number(owner[1]))) {
      await fs.rm(path.join(root, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** Removes orphaned work directories now (throwing if it cannot), then periodically until `stop`. */
export async function startWorkDirSweep(logger: WorkerLogger): Promise<{ stop(): Promise<void> }> {
  const report = (removed: number) => {
    if (removed > 0) logger.info({ removed }, 'removed the work directories of dead workers');
  };
  report(await removeOrphanWorkDirs());
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= removeOrphanWorkDirs()
      .then(report, (error: unknown) => logger.warn({ err: error }, 'removing orphaned work directories failed'))
      .finally(() => (running = undefined));
  }, INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

async function ensureRoot(): Promise<string> {
  const root = workDirRoot();
  await fs.mkdir(root, { recursive: true, mode: 0o700 });
  const stat = await fs.lstat(root);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) {
    throw new Error(`${root} is not a directory of this user: remove it so that the worker can make its own`);
  }
  return root;
}
