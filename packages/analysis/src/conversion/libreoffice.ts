import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AnalysisError } from '../analyse.js';
import { ConversionSlots } from './conversion-slots.js';
import { convertToArgument, type ConversionTarget } from './export-filters.js';
import { importFilter, inputExtension } from './input-extension.js';
import type { OfficeFileType } from './office-file-type.js';
import { moveFile } from './move-file.js';
import { runSoffice } from './run-soffice.js';
import { sofficeBinary } from './soffice-binary.js';

export type { ConversionTarget } from './export-filters.js';
export { libreOfficeAvailable } from './soffice-binary.js';

export interface ConversionOptions {
  /** Default 60 s; counted from the start of soffice, not while waiting for a slot. */
  timeoutMs?: number;
  /** The sniffed MIME type: decides the extension the input is given (blobs have none). */
  mimeType?: string;
  /** The output's name without extension; default "converted". */
  name?: string;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** Conversions at once in this process. */
const slots = new ConversionSlots(2);

/**
 * Converts `input` with headless LibreOffice into `outDir/<name>.<target>` and returns that path.
 * Each conversion has its own throwaway profile (parallel conversions never share one, and nothing
 * of a previous file leaks into the next); the input is linked under a safe name with the right
 * extension. Failures are AnalysisErrors: the same file would fail again.
 */
export async function convertWithLibreOffice(
  input: string,
  fileType: OfficeFileType,
  target: ConversionTarget,
  outDir: string,
  options: ConversionOptions = {},
): Promise<string> {
  const binary = await sofficeBinary();
  if (!binary) throw new AnalysisError('LibreOffice is not installed; the file cannot be converted');
  return slots.run(() => convert(binary, input, fileType, target, outDir, options));
}

async function convert(
  binary: string,
  input: string,
  fileType: OfficeFileType,
  target: ConversionTarget,
  outDir: string,
  { timeoutMs = DEFAULT_TIMEOUT_MS, mimeType, name = 'converted' }: ConversionOptions,
): Promise<string> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'soffice-'));
  try {
    const extension = inputExtension(input, fileType, mimeType);
    const source = path.join(scratch, `source.${extension}`);
    const filter = importFilter(extension);
    await fs.symlink(path.resolve(input), source);
    const out = path.join(scratch, 'out');
    const outcome = await runSoffice(
      binary,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(scratch, 'profile')).href}`,
        '--headless',
        '--invisible',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--nologo',
        '--convert-to',
        convertToArgument(fileType, target),
        ...(filter ? [`--infilter=${filter}`] : []),
        '--outdir',
        out,
        source,
      ],
      timeoutMs,
    );
    if (outcome.kind === 'timedOut') {
      throw new AnalysisError(`LibreOffice did not convert the file within ${seconds(timeoutMs)} s`);
    }
    const produced = path.join(out, `source.${target}`);
    const size = await fs.stat(produced).then(
      (stat) => stat.size,
      () => 0,
    );
    if (outcome.code !== 0 || size === 0) {
      throw new AnalysisError(`LibreOffice could not convert the file: ${reasonOf(outcome)}`);
    }
    const result = path.join(outDir, `${name}.${target}`);
    await moveFile(produced, result);
    return result;
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

function reasonOf({ code, signal, stderr }: { code: number | null; signal: string | null; stderr: string }): string {
  const lastLine = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Warning:'))
    .at(-1);
  if (code !== 0) return lastLine ?? (signal ? `it was killed (${signal})` : `it exited with code ${code}`);
  return lastLine ?? 'it produced no output';
}

const seconds = (ms: number): string => String(Math.round(ms / 10) / 100);
