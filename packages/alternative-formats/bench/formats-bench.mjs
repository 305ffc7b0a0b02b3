// The alternative formats' speed and size on the 10-page tagged PDF of the engine benchmark
// (packages/analysis/fixtures/pdf/files/ten-pages-tagged.pdf, made by its fixtures' build.mjs):
// reading it into content once (pdf.js, the structure tree, the figures), then the time to produce
// each format from that content, the time of both (what a job does, less the process start), and
// the size of each output. Tts: how many times faster than real time it is made.
// Run after a build: `pnpm bench:formats`. One core: everything runs one after another.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMATS, produce, ProducerPool, readContent } from '../dist/index.js';
import { mp3Duration } from '../dist/tts/mp3-duration.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TTS_ROUNDS = Number(process.env.BENCH_TTS_ROUNDS ?? 2);
const file = fileURLToPath(new URL('../../analysis/fixtures/pdf/files/ten-pages-tagged.pdf', import.meta.url));
const source = { path: file, fileType: 'pdf', mimeType: 'application/pdf' };
const TARGET_MS = { Html: 200, Beeline: 200, Epub: 500, Braille: 1000 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(fn) {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formats-bench-'));
try {
  // Warm: module loading, pdf.js's font data, the sandbox probe.
  const document = await readContent({ ...source, workDir });
  for (const format of FORMATS.filter((f) => f.name !== 'Tts')) await produce(format, document, { workDir });

  const reads = [];
  for (let i = 0; i < ROUNDS; i++) reads.push((await timed(() => readContent({ ...source, workDir }))).ms);
  const read = median(reads);
  console.log(`${path.basename(file)}: ${document.blocks.length} blocks, language ${document.language}`);
  console.log(`reading it into content: ${read.toFixed(0)} ms (median of ${ROUNDS})\n`);
  console.log('format    produce   + read    target   size');
  for (const format of FORMATS) {
    const rounds = format.name === 'Tts' ? TTS_ROUNDS : ROUNDS;
    const runs = [];
    let output;
    for (let i = 0; i < rounds; i++) {
      const run = await timed(() => produce(format, document, { workDir }));
      runs.push(run.ms);
      output = run.value.data;
    }
    const ms = median(runs);
    const target = TARGET_MS[format.name];
    const verdict = target
      ? `≤ ${target} ms ${ms + read <= target ? 'met' : ms <= target ? 'met by producing, not with reading' : 'missed'}`
      : '';
    let line = `${format.name.padEnd(9)} ${`${ms.toFixed(0)} ms`.padStart(8)} ${`${(ms + read).toFixed(0)} ms`.padStart(9)}   ${verdict.padEnd(44)} ${(output.length / 1024).toFixed(1)} KiB`;
    if (format.name === 'Tts') {
      const seconds = mp3Duration(output);
      line += `\n          audio ${(seconds / 60).toFixed(1)} min, made ${(seconds / (ms / 1000)).toFixed(1)}× faster than real time (target 10×: ${seconds / (ms / 1000) >= 10 ? 'met' : 'missed'})`;
    }
    console.log(line);
  }
  // What a worker's job adds: the trip to its warm producer process (the file is read there).
  const pool = new ProducerPool(1);
  const inChild = [];
  for (let i = 0; i < 4; i++) {
    const request = {
      ...source,
      preview: null,
      sourceName: null,
      format: 'Html',
      workDir,
      out: path.join(workDir, 'out'),
    };
    inChild.push((await timed(() => pool.produce(request))).ms);
  }
  await pool.stop();
  const [start, ...warm] = inChild;
  console.log(
    `\nHtml in a warm producer process, as a worker's job makes it: ${median(warm).toFixed(0)} ms (median of 3; ` +
      `${start.toFixed(0)} ms for the first, which starts the process)`,
  );
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
