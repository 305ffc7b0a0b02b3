// The engine on large files, against small twins of the same making: does peak memory stay flat
// and speed hold as files grow? Generates (never commits) a corpus into a temp dir (bench/large/):
//   scanned      readers of 10 (the small twin), 30 and 100 pages: greyscale JPEG pictures of text
//                at 300/200 dpi, no text layer
//   text-uncompressed / text-compressed
//                10 (twin), 300 and 1,000 pages of text in Helvetica, coloured paragraphs, a chart on
//                every fourth page; content streams as is (classic xref) or FlateDecode (object streams)
//   book-tagged / book-untagged
//                10 (twin) and 1,200 pages: chapters and sections; tagged = H1/H2/P/Figure structure
//                tree (about 9,000 elements at 1,200 pages), MarkInfo, Lang, Title
//   deck         10 (twin) and 300 slides (PPTX)      sheet   1,000 (twin) and 100,000 rows × 10 (XLSX)
//   html         100 kB (twin) and 10 MB               image   1,000² (twin) and 10,000² px (JPEG)
// Each file goes through its own EnginePool of size 1 with the default limits (a fresh engine per
// file, warmed by a tiny file of the same kind, so that starting the engine, OCR, LibreOffice or the
// browser is not counted), with a work directory (Office and HTML files get their PDF preview, as
// in the service). Per file: status, checks judged and not judged, time, peak RSS of the engine
// process (its VmHWM: bench/large/memory.mjs) and of it with its helpers (LibreOffice, Chromium;
// sampled), and the rate in the kind's units (pages, slides, rows, MB, Mpx). Per kind, large ÷
// small: peak RSS (target ≤ 1.5) and rate (target ≥ 0.8). Prints Markdown tables on stdout (progress
// on stderr).
// Run after a build: `pnpm bench:large`. Generating the whole corpus takes about 40 s (half of it
// the 100-page scan); a full run about 8 minutes on two shared cores, each file bounded by the
// engine's timeout. Options (environment):
//   BENCH_ONLY=scanned,small,text-compressed-300p   kinds, sizes (small/large) or file names (union)
//   BENCH_KEEP=/some/dir   generate into (and reuse files from) that dir; delete it after changing
//                          a generator. Without it the corpus goes to a temp dir removed at the end.
//   BENCH_TIMEOUT_MS, BENCH_MAX_HEAP_MB, BENCH_MAX_RSS_MB   override the engine limits
//   BENCH_WARM=0           no warm-up: the engine's (and its helpers') start is counted in the time
//   BENCH_GENERATE_ONLY=1  generate (with BENCH_KEEP, to keep the files) and stop
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ENGINE_LIMITS, detectFileType, EnginePool, openFileByteSource } from '../dist/index.js';
import { CORPUS } from './large/corpus.mjs';
import { enginesGone, watchEngine } from './large/memory.mjs';

const TARGET = { rss: 1.5, rate: 0.8 };
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((token) => token.trim())
  .filter(Boolean);
const chosen = CORPUS.filter(
  (file) =>
    only.length === 0 ||
    only.some((token) => [file.kind, file.size, file.name, file.name.replace(/\.\w+$/, '')].includes(token)),
);
if (chosen.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no file`);
const warm = process.env.BENCH_WARM !== '0';
const envNumber = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
const limits = Object.fromEntries(
  Object.entries({
    ...DEFAULT_ENGINE_LIMITS,
    timeoutMs: envNumber('BENCH_TIMEOUT_MS'),
    maxHeapMb: envNumber('BENCH_MAX_HEAP_MB'),
    maxRssMb: envNumber('BENCH_MAX_RSS_MB'),
  }).map(([key, value]) => [key, value ?? DEFAULT_ENGINE_LIMITS[key]]),
);
// Recycling acts between files only, and every file has a fresh pool; left on, it would end the
// engine before its peak is read whenever a file leaves more than recycleAboveRssMb behind.
limits.recycleAboveRssMb = Number.MAX_SAFE_INTEGER;

const keep = process.env.BENCH_KEEP;
const dir = keep ?? mkdtempSync(join(tmpdir(), 'large-bench-'));
mkdirSync(dir, { recursive: true });
if (!keep) {
  // Ctrl-C: the engines die with this process (their parent-death signal); the corpus goes too.
  process.once('SIGINT', () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}
const log = (line) => process.stderr.write(`${line}\n`);
const mb = (bytes) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 2 : 1)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** The file's path in `dir`, generated unless BENCH_KEEP already holds it. */
async function generated({ name, make }) {
  const path = join(dir, name);
  if (keep && existsSync(path)) return { path, ms: 0, reused: true };
  const start = performance.now();
  const bytes = await make();
  writeFileSync(`${path}.part`, bytes);
  renameSync(`${path}.part`, path);
  return { path, ms: performance.now() - start, reused: false };
}

async function inputFor(path, workDir) {
  const source = await openFileByteSource(path);
  const { fileType, mimeType } = await detectFileType(source, { name: path }).finally(() => source.close());
  return { path, fileType, mimeType, workDir };
}

log(`Generating ${chosen.length} files into ${dir}${keep ? ' (BENCH_KEEP: existing files reused)' : ''}`);
const generation = performance.now();
const paths = new Map();
let reusedFiles = 0;
for (const file of chosen) {
  for (const item of warm ? [file.warmUp, file] : [file]) {
    if (paths.has(item.name)) continue;
    const { path, ms, reused } = await generated(item);
    paths.set(item.name, path);
    if (reused) reusedFiles++;
    if (item === file)
      log(`  ${file.name.padEnd(30)} ${mb(statSync(path).size).padStart(9)}  ${reused ? 'reused' : seconds(ms)}`);
  }
}
const generationMs = performance.now() - generation;
log(`Generated in ${seconds(generationMs)}\n`);
if (process.env.BENCH_GENERATE_ONLY === '1') {
  if (!keep) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

/** One file through a fresh EnginePool of one engine, warmed first. */
async function measure(file) {
  const pool = new EnginePool({ size: 1, limits });
  const workDir = mkdtempSync(join(tmpdir(), 'large-bench-work-'));
  try {
    let warmUpError = null;
    if (warm) {
      await pool.analyse(await inputFor(paths.get(file.warmUp.name), workDir)).catch((error) => {
        warmUpError = error.message;
      });
    }
    const input = await inputFor(paths.get(file.name), workDir);
    const memory = watchEngine();
    const start = performance.now();
    let result = null;
    let error = null;
    try {
      result = await pool.analyse(input);
    } catch (caught) {
      error = caught;
    }
    const ms = performance.now() - start;
    return { file, ms, memory: memory.stop(), result, error, warmUpError, bytes: statSync(input.path).size };
  } finally {
    await pool.stop();
    await enginesGone();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** "Scanned", or "pages 1001–1200" for pages past the page limit. */
const unjudgedName = (entry) => entry.check ?? (entry.pages ? `pages ${entry.pages.from}–${entry.pages.to}` : '?');

const runs = [];
const total = performance.now();
for (const file of chosen) {
  log(`${file.name}: analysing...`);
  const run = await measure(file);
  runs.push(run);
  const { result, error, memory } = run;
  const rate = `${(file.units / (run.ms / 1000)).toFixed(2)} ${file.unit}/s`;
  log(
    `  ${error ? `failed: ${error.message}` : 'success'}; ${seconds(run.ms)}, ${result ? rate : 'no rate'}, ` +
      `engine peak ${memory.exact ? '' : '≥ '}${memory.engineMb.toFixed(0)} MB (with helpers ${memory.helpersMb.toFixed(0)} MB)`,
  );
  if (result) {
    const report = result.feedback.report;
    log(`  judged: ${Object.keys(report.results).join(', ') || 'none'}`);
    for (const entry of report.notJudged ?? []) log(`  not judged: ${unjudgedName(entry)}: ${entry.reason}`);
    log(`  engine pageCount ${result.pageCount}; stages ${JSON.stringify(result.stages ?? {})}`);
  }
  if (run.warmUpError) log(`  (warm-up file failed: ${run.warmUpError})`);
}
const totalMs = performance.now() - total;

// The Markdown report.
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;
const rateOf = (run) => (run.result ? run.file.units / (run.ms / 1000) : null);
const peakOf = (run) => `${run.memory.exact ? '' : '≥ '}${run.memory.engineMb.toFixed(0)} MB`;
const out = [];
out.push(
  `Large-file bench (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores; ` +
    `EnginePool size 1, a fresh engine per file${warm ? ' warmed by a tiny file of its kind' : ', cold'}; ` +
    `limits ${limits.timeoutMs / 1000} s, heap ${limits.maxHeapMb} MB, RSS ${limits.maxRssMb} MB). ` +
    `Generation ${seconds(generationMs)}${reusedFiles > 0 ? ` (${reusedFiles} of ${paths.size} files reused)` : ''}, ` +
    `analyses ${seconds(totalMs)}.`,
  '',
  row([
    'File',
    'Kind',
    'Contents',
    'Size',
    'Status',
    'Judged',
    'Not judged',
    'Time',
    'Engine peak RSS',
    'Engine + helpers (sampled)',
    'Rate',
  ]),
  row(Array(11).fill('---')),
);
for (const run of runs) {
  const { file, result, error } = run;
  const report = result?.feedback.report;
  const message = error
    ? `failed: ${error.message.length > 90 ? `${error.message.slice(0, 89)}…` : error.message}`
    : '';
  out.push(
    row([
      file.name,
      file.kind,
      `${file.units.toLocaleString('en')} ${file.unit}`,
      mb(run.bytes),
      error ? message : 'success',
      report ? Object.keys(report.results).length : '–',
      report ? (report.notJudged ?? []).map(unjudgedName).join(', ') || 'none' : '–',
      seconds(run.ms),
      peakOf(run),
      `${run.memory.helpersMb.toFixed(0)} MB`,
      result ? `${rateOf(run).toFixed(2)} ${file.unit}/s` : '–',
    ]),
  );
}
const ratios = [];
for (const small of runs.filter((run) => run.file.size === 'small')) {
  for (const large of runs.filter((run) => run.file.kind === small.file.kind && run.file.size === 'large')) {
    const rss = large.memory.engineMb / small.memory.engineMb;
    const rate = rateOf(large) !== null && rateOf(small) !== null ? rateOf(large) / rateOf(small) : null;
    const failed = [small, large].filter((run) => run.error).map((run) => run.file.name);
    ratios.push(
      row([
        small.file.kind,
        small.file.name,
        large.file.name,
        `${large.memory.exact ? '' : '≥ '}${rss.toFixed(2)} ${rss <= TARGET.rss ? '✓' : '✗'}`,
        rate === null ? `– (${failed.join(', ')} failed)` : `${rate.toFixed(2)} ${rate >= TARGET.rate ? '✓' : '✗'}`,
      ]),
    );
  }
}
if (ratios.length > 0) {
  out.push(
    '',
    row([
      'Kind',
      'Small',
      'Large',
      `Peak RSS large ÷ small (≤ ${TARGET.rss})`,
      `Rate large ÷ small (≥ ${TARGET.rate})`,
    ]),
    row(Array(5).fill('---')),
    ...ratios,
  );
}
const notes = runs.flatMap(({ file, result, error, warmUpError }) => [
  ...(error ? [`- ${file.name} failed: ${error.message}`] : []),
  ...(warmUpError ? [`- ${file.name}: its warm-up file failed (start-up counted): ${warmUpError}`] : []),
  ...(result?.feedback.report.notJudged ?? []).map(
    (entry) => `- ${file.name}: ${unjudgedName(entry)} not judged: ${entry.reason}`,
  ),
]);
if (notes.length > 0) out.push('', ...notes);
console.log(out.join('\n'));

if (!keep) rmSync(dir, { recursive: true, force: true });
