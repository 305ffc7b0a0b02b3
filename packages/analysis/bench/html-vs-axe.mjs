// The HTML path against its peer (`pnpm bench:html-axe`, after `pnpm --filter @app/analysis build`):
// on the same ~50 KB pages in the same run, the median time from a file to its feedback through
// analyseFile (a warm browser, the preview printed, as an engine process does), against axe-core's
// load-inject-run in the same Chromium (launched once, with the engine's own switches and no
// containment: file:// page loaded, axe.min.js injected, axe.run() over the whole page). Reported as
// a ratio (peer ÷ ours: above 1, the service is faster), never as a time to meet.
//
// The peer is measured two ways: in a fresh tab per file (newPage, goto, inject, run, close: what
// @axe-core/puppeteer's users do), and in one tab reused for
// every file (no renderer to start per file: its best case). Either way JavaScript is on as axe
// needs, nothing is printed and no background photographed. Ours is measured two ways too: files
// back to back, so that each waits for the last one's page to be reset, and files arriving after a pause
// (BENCH_PAUSE_MS, default 2000, not timed), so that its page is ready, as for uploads spaced out.
// Each run warms all three up on one file first, then takes each one's files in turn, in an order
// that rotates from run to run.
//   BENCH_RUNS (default 3), BENCH_PAGES (default 20).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { analyseFile } from '../dist/index.js';
import { chromiumSwitches } from '../dist/browser/browser-command.js';
import { findChromium } from '../dist/browser/chromium-binary.js';
import { closeSharedBrowser } from '../dist/browser/shared-browser.js';
import { htmlPage } from './large/html.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 2000);
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// ~50 KB pages, 45 to 55 KB: the same annual report cut at different lengths (bench/large/html.mjs:
// headings, tables with headers, charts with alt text, some light text).
const dir = mkdtempSync(join(tmpdir(), 'bench-html-axe-'));
const files = Array.from({ length: PAGES }, (_, index) => {
  const path = join(dir, `page-${index}.html`);
  writeFileSync(path, htmlPage(45_000 + Math.round((10_000 * index) / Math.max(1, PAGES - 1))));
  return path;
});

const chromium = await findChromium();
if (!chromium) throw new Error('Chromium is not installed');
const profileDir = mkdtempSync(join(tmpdir(), 'bench-axe-profile-'));
const peer = await puppeteer.launch({
  executablePath: chromium,
  args: chromiumSwitches(profileDir),
  ignoreDefaultArgs: true,
  pipe: true,
  headless: true,
});
const reusedTab = await peer.newPage();
await reusedTab.setViewport({ width: 1280, height: 800 });

async function ours(path) {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-html-axe-work-'));
  try {
    const started = performance.now();
    await analyseFile({ path, fileType: 'html', mimeType: 'text/html', workDir });
    return performance.now() - started;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** axe-core's load-inject-run of one file, in `tab` or, without it, in a fresh tab. */
async function axe(path, tab) {
  const started = performance.now();
  const page = tab ?? (await peer.newPage());
  if (!tab) await page.setViewport({ width: 1280, height: 800 });
  await page.goto(pathToFileURL(path).href, { waitUntil: 'load' });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => (await globalThis.axe.run(document)).violations.length);
  if (!tab) await page.close();
  const ms = performance.now() - started;
  if (typeof violations !== 'number') throw new Error('axe-core did not run');
  return ms;
}
const TAKES = {
  ours,
  oursReady: async (path) => {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    return ours(path);
  },
  freshTab: (path) => axe(path),
  reusedTab: (path) => axe(path, reusedTab),
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const ratios = { backToBack: [], ready: [], reusedTab: [] };
try {
  for (let run = 1; run <= RUNS; run++) {
    const names = Object.keys(TAKES);
    const order = names.map((_, index) => names[(index + run - 1) % names.length]);
    const times = Object.fromEntries(names.map((name) => [name, []]));
    for (const name of order) await TAKES[name](files[0]);
    for (const name of order) for (const file of files) times[name].push(await TAKES[name](file));
    const [mine, ready] = [median(times.ours), median(times.oursReady)];
    const [fresh, reused] = [median(times.freshTab), median(times.reusedTab)];
    ratios.backToBack.push(fresh / mine);
    ratios.ready.push(fresh / ready);
    ratios.reusedTab.push(reused / ready);
    console.log(
      `run ${run} (${order.join(', ')}), ${files.length} pages of 45-55 KB, medians: ours to feedback ` +
        `${mine.toFixed(0)} ms back to back, ${ready.toFixed(0)} ms with its page ready; axe-core load-inject-run ` +
        `${fresh.toFixed(0)} ms in a fresh tab, ${reused.toFixed(0)} ms in a reused tab`,
    );
  }
  const list = (values) => values.map((ratio) => ratio.toFixed(2)).join(', ');
  console.log(`axe-core's median ÷ ours (above 1: the service is faster), per run:`);
  console.log(`  axe fresh tab ÷ ours back to back:    ${list(ratios.backToBack)}`);
  console.log(`  axe fresh tab ÷ ours with page ready: ${list(ratios.ready)}`);
  console.log(`  axe reused tab ÷ ours with page ready: ${list(ratios.reusedTab)}`);
} finally {
  await peer.close();
  await closeSharedBrowser();
  rmSync(dir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
