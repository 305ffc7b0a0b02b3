import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

/**
 * Resident memory in MB of a process and all its descendants (a browser is a dozen processes: the
 * browser, its zygotes, a GPU/utility process, one renderer per site), from /proc; null where the
 * process cannot be seen. Chromium's processes share its 200 MB binary and much else, so adding up
 * their plain resident sizes would count those several times over: each process counts its own
 * (unshared) resident pages, and the largest shared part is counted once. That is within a few
 * percent of the proportional set size (PSS) and costs one small read per process, where
 * `smaps_rollup` walks every mapping (tens of milliseconds for a browser). The tree is walked
 * through each thread's `children` file, so only the browser's own processes are read.
 */
export function processTreeRssMb(rootPid: number): number | null {
  if (residentPages(rootPid) === null) return null;
  let own = 0;
  let shared = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const pages = residentPages(pid);
    if (pages) {
      own += pages.resident - pages.shared;
      shared = Math.max(shared, pages.shared);
    }
    pending.push(...childrenOf(pid));
  }
  return ((own + shared) * PAGE_SIZE) / (1024 * 1024);
}

/** The children of every thread of `pid` (a child belongs to the thread that forked it). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return []; // it ended while we looked
  }
}

/** Resident and shared (file-backed or shared memory) pages of a process; null when it is gone. */
function residentPages(pid: number): { resident: number; shared: number } | null {
  try {
    const [, resident, shared] = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ').map(Number);
    return { resident: resident!, shared: shared! };
  } catch {
    return null;
  }
}
