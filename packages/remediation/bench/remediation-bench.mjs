// `node packages/remediation/bench/remediation-bench.mjs`: the remediation corpus (the analysis'
// cross-format fixtures and fixtures/files), per format: files, checks fixed and left, the median
// time to the fixed copy and, as the floor measured in the same run, the median time of one
// analysis of the same files (a remediation is two analyses and the edits), and the mean scores.
// Both with OCR, as the service has it (pictures of text are read for their text alternatives).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseFile, bufferByteSource, closeProcessConverters, detectFileType, OcrEngine } from '@app/analysis';
import { remediate } from '@app/remediation';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs = [
  path.join(here, '../../analysis/fixtures/cross-format/files'),
  path.join(here, '../fixtures/files'),
  path.join(here, '../../analysis/fixtures/pdf/files'),
];
const files = (await Promise.all(dirs.map(async (dir) => (await readdir(dir)).map((name) => path.join(dir, name)))))
  .flat()
  .filter((file) => /-fail\.\w+$/.test(file) && !/(encrypted|corrupt)-fail/.test(file));
const ocr = OcrEngine.create();
const rows = new Map();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const file of files) {
  const format = path.extname(file).slice(1);
  const bytes = await readFile(file);
  const detection = await detectFileType(bufferByteSource(bytes), { name: path.basename(file) });
  let started = performance.now();
  // With a preview, as the remediation's analyses make one (Office and HTML).
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'remediation-bench-'));
  await analyseFile({ path: file, fileType: detection.fileType, mimeType: detection.mimeType, workDir }, { ocr });
  const analysis = performance.now() - started;
  await rm(workDir, { recursive: true, force: true });
  started = performance.now();
  const result = await remediate({ bytes, fileName: path.basename(file) }, { ocr });
  const ms = performance.now() - started;
  const row = rows.get(format) ?? {
    files: 0,
    fixed: new Set(),
    left: new Set(),
    ms: [],
    analysis: [],
    before: [],
    after: [],
  };
  row.files++;
  result.changes.forEach((change) => row.fixed.add(change.check));
  result.leftForPerson.forEach((left) => row.left.add(left.check));
  row.ms.push(ms);
  row.analysis.push(analysis);
  row.before.push(result.scoreBefore);
  row.after.push(result.scoreAfter);
  rows.set(format, row);
}
const mean = (values) => (values.reduce((a, b) => a + b, 0) / values.length).toFixed(3);
console.log(
  '| Format | Files | Checks fixed | Checks left for a person | Median to fixed copy | ÷ one analysis | Score before → after (mean) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [format, row] of rows) {
  const ratio = (median(row.ms) / median(row.analysis)).toFixed(1);
  console.log(
    `| ${format} | ${row.files} | ${[...row.fixed].join(', ')} | ${[...row.left].join(', ') || '—'} | ${Math.round(median(row.ms))} ms | ${ratio} | ${mean(row.before)} → ${mean(row.after)} |`,
  );
}
// The browser and LibreOffice processes are unref'd: stopping them is enough, the process then ends.
void closeProcessConverters();
void ocr.terminate();
