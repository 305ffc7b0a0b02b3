#!/usr/bin/env node
/**
 * `pnpm a11y check <file>... [--json | --explain]`: the analysis engine on local files, without the
 * service; `--explain` adds each check's description and references. `pnpm a11y check <file>
 * --html <report.html>` also writes the file's report as one self-contained HTML page.
 * Each file runs in an engine process, as in the service, so the figures and failures are the ones
 * the API would report.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { basename, join } from 'node:path';
import { AnalysisError, type AnalysisResult } from '../analyse.js';
import { EnginePool } from '../engine/engine-pool.js';
import { detectFileType } from '../formats/detect-file-type.js';
import { openFileByteSource } from '../formats/byte-source.js';
import type { FileType } from '../formats/file-types.js';
import { formatReport } from './check-report.js';
import { writeHtmlReport } from './html-report.js';

const USAGE = 'Usage: pnpm a11y check <file>... [--json | --explain] | pnpm a11y check <file> --html <report.html>';
const FLAGS = ['--json', '--explain'];

type Outcome = { file: string; fileType: FileType; result: AnalysisResult } | { file: string; error: string };

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const htmlAt = args.indexOf('--html');
  const html = htmlAt === -1 ? undefined : args[htmlAt + 1];
  const rest = htmlAt === -1 ? args : args.filter((_arg, index) => index !== htmlAt && index !== htmlAt + 1);
  const json = rest.includes('--json');
  const explain = rest.includes('--explain');
  const files = rest.filter((arg) => !FLAGS.includes(arg));
  const usable = htmlAt === -1 || (html !== undefined && !html.startsWith('--') && files.length === 1 && !json);
  if (command !== 'check' || files.length === 0 || files.some((file) => file.startsWith('--')) || !usable) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (html !== undefined) return checkToHtml(files[0]!, html, explain);
  const pool = new EnginePool({ size: Math.min(files.length, os.availableParallelism()) });
  const progress = files.length > 1;
  let done = 0;
  const outcomes = await Promise.all(
    files.map(async (file): Promise<Outcome> => {
      const outcome = await checkFile(pool, file);
      done++;
      if (progress) process.stderr.write(`[${done}/${files.length}] ${file}\n`);
      if (!json) process.stdout.write(`${describe(outcome, explain)}\n\n`);
      return outcome;
    }),
  );
  await pool.stop();
  if (json) process.stdout.write(`${JSON.stringify(asJson(outcomes), null, 2)}\n`);
  return outcomes.some((outcome) => 'error' in outcome) ? 1 : 0;
}

/** One file: the usual table on stdout, and its HTML report (pages from the PDF or its preview). */
async function checkToHtml(file: string, out: string, explain: boolean): Promise<number> {
  const pool = new EnginePool({ size: 1 });
  const workDir = await mkdtemp(join(os.tmpdir(), 'a11y-report-'));
  try {
    const outcome = await checkFile(pool, file, workDir);
    process.stdout.write(`${describe(outcome, explain)}\n`);
    if ('error' in outcome) return 1;
    await writeHtmlReport(out, { path: file, fileType: outcome.fileType }, outcome.result);
    process.stderr.write(`report written to ${out}\n`);
    return 0;
  } finally {
    await pool.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function checkFile(pool: EnginePool, file: string, workDir?: string): Promise<Outcome> {
  try {
    const source = await openFileByteSource(file);
    const detection = await detectFileType(source, { name: basename(file) }).finally(() => source.close());
    if (!detection.supported) return { file, error: `${detection.what} cannot be analysed` };
    const { fileType, mimeType } = detection;
    return { file, fileType, result: await pool.analyse({ path: file, fileType, mimeType, workDir }) };
  } catch (error) {
    if (error instanceof AnalysisError || isFileError(error)) return { file, error: (error as Error).message };
    throw error;
  }
}

function describe(outcome: Outcome, explain: boolean): string {
  return 'error' in outcome
    ? `${outcome.file}\n  failed: ${outcome.error}`
    : formatReport(outcome.file, outcome.result, { explain });
}

/** One file: exactly the API's `feedback` object. Several: an object from file name to feedback (or error). */
function asJson(outcomes: Outcome[]): unknown {
  const value = (outcome: Outcome) => ('error' in outcome ? { error: outcome.error } : outcome.result.feedback);
  if (outcomes.length === 1) return value(outcomes[0]!);
  return Object.fromEntries(outcomes.map((outcome) => [outcome.file, value(outcome)]));
}

function isFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('E');
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
