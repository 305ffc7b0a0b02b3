// Peak memory of the engine process, from /proc (Linux only). The bench's only child processes
// are the EnginePool's engine processes, so they are found as this process's children without
// reaching into the pool. VmHWM is the kernel's own high-water mark of the engine's resident set:
// read while the engine is alive after the file, it is that process's exact peak (the bench gives
// every file a fresh engine, whose only other file was a tiny warm-up). An engine the file killed
// leaves the last sample (every SAMPLE_MS), a lower bound. The helpers' peak (the engine and what
// it started: LibreOffice, Chromium, their sandboxes) is the largest sum of their VmRSS sampled.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const SAMPLE_MS = 200;

/** pid → parent pid of every process. */
function parents() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      table.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone since the listing
    }
  }
  return table;
}

/** A field of /proc/<pid>/status in MB; null when the process is gone (or a zombie). */
function statusMb(pid, field) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const childrenOf = (table, pid) => [...table].filter(([, parent]) => parent === pid).map(([child]) => child);

/** The engine processes: this process's children. */
export const engines = () => childrenOf(parents(), process.pid);

/** Waits (up to 5 s) for the stopped pool's engines to be gone, so the next file's is the only one. */
export async function enginesGone() {
  for (let i = 0; i < 50 && engines().some((pid) => statusMb(pid, 'VmHWM') !== null); i++) await sleep(100);
}

/**
 * Starts watching the engine; `stop()` reads it a last time and returns { engineMb, exact,
 * helpersMb }: `exact` when the last read found the engine alive (else engineMb is a lower bound).
 */
export function watchEngine() {
  let engineMb = 0;
  let helpersMb = 0;
  const sample = () => {
    const table = parents();
    let alive = false;
    for (const engine of childrenOf(table, process.pid)) {
      const hwm = statusMb(engine, 'VmHWM');
      if (hwm === null) continue;
      alive = true;
      engineMb = Math.max(engineMb, hwm);
      let sum = 0;
      const queue = [engine];
      while (queue.length > 0) {
        const pid = queue.pop();
        sum += statusMb(pid, 'VmRSS') ?? 0;
        queue.push(...childrenOf(table, pid));
      }
      helpersMb = Math.max(helpersMb, sum);
    }
    return alive;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      const exact = sample();
      return { engineMb, exact, helpersMb };
    },
  };
}
