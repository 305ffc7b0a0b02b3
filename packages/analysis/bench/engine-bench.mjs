// The analysis engine's speed: pages/s over the PDF fixture corpus without OCR, the time to
// feedback of a 10-page tagged PDF, and the engine's time against bare pdf.js doing only
// getTextContent + getOperatorList + getStructTree on every page of the same files, in the same run;
// then files/s for every other corpus (Office with its LibreOffice preview, HTML, images with OCR)
// and the share of the Office time spent in LibreOffice; for Office, the median time to feedback
// with a warm LibreOffice (the pool, warmed by one file first) and the preview conversion alone,
// warm and cold (a new LibreOffice per file, as before the pool), in the same run.
// Run after a build: `pnpm bench:engine`. One core: files are analysed one after another.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { analyseFile, detectFileType, EnginePool, openFileByteSource } from '../dist/index.js';
import { convertWithLibreOffice } from '../dist/conversion/libreoffice.js';
import { OcrEngine } from '../dist/ocr/ocr-engine.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const corpus = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/pdf');
const manifest = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8'));
const files = Object.entries(manifest)
  .filter(([, entry]) => !entry.fails && !entry.bench?.skip)
  .map(([name]) => join(corpus, 'files', name));
const input = (path) => ({ path, fileType: 'pdf', mimeType: 'application/pdf' });
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function barePdfjs(path) {
  const task = getDocument({
    data: new Uint8Array(readFileSync(path)),
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      await page.getTextContent();
      await page.getOperatorList();
      await page.getStructTree();
    }
    return document.numPages;
  } finally {
    await task.destroy();
  }
}

/**
 * Wall time, and this process's CPU time (user + system): pdf.js, the canvas and the checks all run
 * on this thread, so CPU time is the cost on one core even when other processes share the machine.
 */
async function timed(fn) {
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const value = await fn();
  const cpu = process.cpuUsage(cpuStart);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, cpuMs: (cpu.user + cpu.system) / 1000, value };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Warm both (module loading, pdf.js's font data) before measuring.
await analyseFile(input(files[0]));
await barePdfjs(files[0]);

let pages = 0;
let engineMs = 0;
let bareMs = 0;
let engineCpuMs = 0;
let bareCpuMs = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const file of files) {
    const engine = await timed(() => analyseFile(input(file)));
    const bare = await timed(() => barePdfjs(file));
    engineMs += engine.ms;
    bareMs += bare.ms;
    engineCpuMs += engine.cpuMs;
    bareCpuMs += bare.cpuMs;
    pages += engine.value.pageCount;
  }
}
console.log(`corpus: ${files.length} files, ${pages / ROUNDS} pages, ${ROUNDS} rounds, no OCR, one core`);
console.log(
  `  engine       ${((pages * 1000) / engineMs).toFixed(1)} pages/s  (${(engineMs / pages).toFixed(1)} ms/page)`,
);
console.log(`  bare pdf.js  ${((pages * 1000) / bareMs).toFixed(1)} pages/s  (${(bareMs / pages).toFixed(1)} ms/page)`);
console.log(`  engine / bare pdf.js time: ${(engineMs / bareMs).toFixed(2)}×`);
console.log(
  `  by CPU time: engine ${((pages * 1000) / engineCpuMs).toFixed(1)} pages/s, bare pdf.js ${((pages * 1000) / bareCpuMs).toFixed(1)} pages/s (what one core does, however busy the machine)`,
);

const tenPages = join(corpus, 'files', 'ten-pages-tagged.pdf');
const inProcess = [];
for (let i = 0; i < 5; i++) inProcess.push((await timed(() => analyseFile(input(tenPages)))).ms);
const pool = new EnginePool({ size: 1 });
const cold = await timed(() => pool.analyse(input(tenPages)));
const warm = [];
for (let i = 0; i < 5; i++) warm.push((await timed(() => pool.analyse(input(tenPages)))).ms);
await pool.stop();
console.log('10-page tagged PDF, time to feedback:');
console.log(`  in process          median ${median(inProcess).toFixed(0)} ms`);
console.log(
  `  engine process      median ${median(warm).toFixed(0)} ms warm, ${cold.ms.toFixed(0)} ms with its start (OCR worker included)`,
);

// Every other format: whole files through analyseFile, as the service runs them (type from the
// bytes, a work directory so Office files get their preview, OCR for images).
const root = join(dirname(fileURLToPath(import.meta.url)), '../fixtures');
const ocr = OcrEngine.create();
await ocr.recognise(Buffer.from(readFileSync(join(root, 'image/files/text-good-contrast.png'))));
console.log('other formats, whole files, one after another:');
for (const format of ['office', 'html', 'image']) {
  const formatManifest = JSON.parse(readFileSync(join(root, format, 'manifest.json'), 'utf8'));
  const base = join(root, format, format === 'html' ? '' : 'files');
  let analysisMs = 0;
  let conversionMs = 0;
  let count = 0;
  const perFile = { analysis: [], warm: [], cold: [] };
  for (const [name, entry] of Object.entries(formatManifest)) {
    if (entry.fails) continue;
    const path = join(base, name);
    const source = await openFileByteSource(path);
    const detection = await detectFileType(source, { name }).finally(() => source.close());
    const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
    const fileInput = { path, fileType: detection.fileType, mimeType: detection.mimeType, workDir };
    if (format === 'office' && count === 0) await analyseFile(fileInput, { ocr }); // starts the warm LibreOffice
    const analysed = (await timed(() => analyseFile(fileInput, { ocr }))).ms;
    analysisMs += analysed;
    perFile.analysis.push(analysed);
    if (format === 'office') {
      // The preview conversion alone (legacy files also convert to OOXML first: counted in analysis only).
      for (const warm of [true, false]) {
        const out = mkdtempSync(join(tmpdir(), 'bench-'));
        const { ms } = await timed(() =>
          convertWithLibreOffice(path, detection.fileType, 'pdf', out, { mimeType: detection.mimeType, warm }),
        );
        rmSync(out, { recursive: true, force: true });
        perFile[warm ? 'warm' : 'cold'].push(ms);
        if (warm) conversionMs += ms;
      }
    }
    rmSync(workDir, { recursive: true, force: true });
    count++;
  }
  const share =
    format === 'office'
      ? `, LibreOffice preview conversion ≈ ${((conversionMs / analysisMs) * 100).toFixed(0)}% of it`
      : '';
  console.log(
    `  ${format.padEnd(7)} ${count} files, ${((count * 1000) / analysisMs).toFixed(1)} files/s (${(analysisMs / count).toFixed(0)} ms/file)${share}`,
  );
  if (format === 'office') {
    console.log(
      `          median file to feedback ${median(perFile.analysis).toFixed(0)} ms with a warm LibreOffice (target ≤ 400 ms); ` +
        `preview conversion median ${median(perFile.warm).toFixed(0)} ms warm, ${median(perFile.cold).toFixed(0)} ms cold`,
    );
  }
}
await ocr.terminate();
