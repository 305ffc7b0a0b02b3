// HTML in headless Chromium (`pnpm bench:html`, after a build): files/s per core over the HTML
// corpus with a warm browser, and the browser's memory per engine process. Files are analysed one
// after another in this process (as an engine process does, with its one browser), each with a
// work directory so that its PDF preview is printed too. "Per core" divides by the CPU time the
// engine and all the browser's processes used, so a busy machine does not lower it.
//   BENCH_ROUNDS (default 3; the first warms the browser and is not counted).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseFile } from '../dist/index.js';
import { closeSharedBrowser, sharedBrowserHost } from '../dist/browser/shared-browser.js';
import { processTreeRssMb } from '../dist/browser/process-tree.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const corpus = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/html');
const manifest = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8'));
const files = Object.keys(manifest).map((name) => join(corpus, name));
const TICKS = 100; // USER_HZ

/** CPU seconds used by a process and its descendants, from /proc (utime + stime of each). */
function treeCpuSeconds(rootPid) {
  const parents = new Map();
  const cpu = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) / TICKS);
    } catch {
      // gone
    }
  }
  let total = 0;
  for (const [pid, seconds] of cpu) {
    for (let p = pid; p; p = parents.get(p)) {
      if (p === rootPid) {
        total += seconds;
        break;
      }
    }
  }
  return total;
}

const host = sharedBrowserHost();
let peakMb = 0;
const sampler = setInterval(async () => {
  const pid = await host.pid();
  const mb = pid === undefined ? null : processTreeRssMb(pid);
  if (mb !== null) peakMb = Math.max(peakMb, mb);
}, 200);

let counted = 0;
let wallMs = 0;
let cpuSeconds = 0;
for (let round = 0; round < ROUNDS; round++) {
  const cpuBefore = process.cpuUsage();
  let browserCpu = 0;
  let relaunches = 0;
  const started = performance.now();
  for (const path of files) {
    const workDir = mkdtempSync(join(tmpdir(), 'bench-html-'));
    const pidBefore = await host.pid();
    const before = pidBefore ? treeCpuSeconds(pidBefore) : 0;
    try {
      await analyseFile({ path, fileType: 'html', mimeType: 'text/html', workDir });
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
    const pidAfter = await host.pid();
    // A browser replaced during the file (recycled) took its CPU time with it: counted from its successor's start.
    if (pidAfter !== pidBefore) relaunches++;
    if (pidAfter) browserCpu += treeCpuSeconds(pidAfter) - (pidAfter === pidBefore ? before : 0);
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  const engineCpu = (used.user + used.system) / 1e6;
  console.log(
    `round ${round + 1}${round === 0 ? ' (warm-up)' : ''}: ${files.length} files in ${(ms / 1000).toFixed(1)} s, ` +
      `CPU: engine ${engineCpu.toFixed(1)} s + browser ${browserCpu.toFixed(1)} s, browser started ${relaunches} times`,
  );
  if (round === 0) continue;
  counted += files.length;
  wallMs += ms;
  cpuSeconds += engineCpu + browserCpu;
}
clearInterval(sampler);
const pid = await host.pid();
const idleMb = pid === undefined ? null : processTreeRssMb(pid);
console.log(`HTML corpus, warm browser, one file at a time (${counted} files):`);
console.log(
  `  ${((counted * 1000) / wallMs).toFixed(2)} files/s by the clock (${(wallMs / counted).toFixed(0)} ms/file)`,
);
console.log(
  `  ${(counted / cpuSeconds).toFixed(2)} files/s per core (CPU time of engine + browser: ${((cpuSeconds * 1000) / counted).toFixed(0)} ms/file)`,
);
console.log(
  `  browser memory (all its processes, shared pages once): ${idleMb?.toFixed(0)} MB after the corpus, peak ${peakMb.toFixed(0)} MB`,
);
await closeSharedBrowser();
