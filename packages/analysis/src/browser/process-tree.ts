import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

/**
 * Resident memory in MB of a process and all its descendants (a browser is a dozen processes: the
 * browser, its zygotes, a GPU/utility process, one renderer per site), from /proc, shared pages
 * counted once (PSS); null where /proc cannot be read.
 */
export function processTreeRssMb(rootPid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  const known = new Set<number>();
  for (const name of entries) {
    const pid = Number(name);
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields are counted after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      known.add(pid);
    } catch {
      // The process ended while we looked.
    }
  }
  if (!known.has(rootPid)) return null;
  let kb = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    kb += proportionalKb(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return kb / 1024;
}

/**
 * A process's proportional set size (PSS) in kB: its resident pages, each shared one divided among
 * the processes sharing it. Chromium's processes share its 200 MB binary and much else, so adding
 * up their plain resident sizes would count those several times over. Falls back to the resident
 * size where smaps_rollup is missing.
 */
function proportionalKb(pid: number): number {
  try {
    const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (pss) return Number(pss[1]);
  } catch {
    // Not readable: fall back below.
  }
  try {
    return (Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE) / 1024;
  } catch {
    return 0; // it ended while we looked
  }
}
