import fs from 'node:fs';
import { processExists } from './data-dir-lock.js';

const GONE_WITHIN_MS = 5_000;

/**
 * Ends the server processes a dead postmaster left behind in `pgdata` and waits until they are
 * gone. A backend notices its postmaster's death only when it next waits, and while one is alive
 * it holds the old shared memory, so a new postmaster refuses to start ("pre-existing shared
 * memory block is still in use"). They are found by their working directory, which PostgreSQL
 * sets to the data directory (Linux /proc; elsewhere nothing is found and the start is retried).
 * Only ever called while this process holds the DATA_DIR lock and its own postmaster is dead.
 */
export async function endLeftoverBackends(pgdata: string): Promise<void> {
  const pids = processesIn(pgdata);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL'); // the WAL makes the new postmaster's crash recovery safe
    } catch {
      // gone meanwhile
    }
  }
  const deadline = Date.now() + GONE_WITHIN_MS;
  while (pids.some(processExists) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

function processesIn(dir: string): number[] {
  let target: string;
  let entries: string[];
  try {
    target = fs.realpathSync(dir);
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) === target) found.push(Number(entry));
    } catch {
      // gone, or not ours to look at
    }
  }
  return found;
}
