import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AnalysisError } from '../analyse.js';
import { containment } from '../containment/containment.js';
import { DEFAULT_CONTAINMENT_LIMITS } from '../containment/containment-limits.js';
import { runContained, type ContainedOutcome } from '../containment/run-contained.js';
import { ConversionSlots } from './conversion-slots.js';
import { convertToArgument, type ConversionTarget } from './export-filters.js';
import { importFilter, inputExtension } from './input-extension.js';
import type { OfficeFileType } from './office-file-type.js';
import { moveFile } from './move-file.js';
import { sofficeBinary } from './soffice-binary.js';
import { recordStage, timed } from '../commons/stage-timings.js';
import type { ConversionOptions } from './conversion-options.js';
import { convertOnPool } from './warm/convert-on-pool.js';
import { warmOfficePool } from './warm/warm-office-pool.js';

export type { ConversionTarget } from './export-filters.js';

/** LibreOffice runs only contained (no network, no files beyond its work directory), or not at all. */
export type LibreOffice = { available: true; binary: string; bwrap: string } | { available: false; reason: string };

let found: Promise<LibreOffice> | undefined;

/** Whether conversions can run here, and if not, why; looked up once per process. */
export function libreOffice(): Promise<LibreOffice> {
  found ??= (async (): Promise<LibreOffice> => {
    const binary = await sofficeBinary();
    if (!binary) return { available: false, reason: 'LibreOffice is not installed' };
    const sandbox = await containment();
    if (!sandbox.available) return { available: false, reason: `LibreOffice cannot run contained: ${sandbox.reason}` };
    return { available: true, binary, bwrap: sandbox.bwrap };
  })();
  return found;
}

export async function libreOfficeAvailable(): Promise<boolean> {
  return (await libreOffice()).available;
}

/** Cold conversions at once in this process. */
const slots = new ConversionSlots(2);

/**
 * Converts `input` with headless LibreOffice into `outDir/<name>.<target>` and returns that path.
 * First on a warm LibreOffice of the pool (warm/: long-lived, each in a sandbox of its own that
 * sees only its exchange directory); if that fails for any reason but time, or no warm one can
 * run here, on a cold one (below), whose answer is final: a document never fails because of the
 * state a warm process was left in. Failures are AnalysisErrors: the same file would fail again.
 */
export async function convertWithLibreOffice(
  input: string,
  fileType: OfficeFileType,
  target: ConversionTarget,
  outDir: string,
  options: ConversionOptions = {},
): Promise<string> {
  const office = await libreOffice();
  if (!office.available) throw new AnalysisError(`${office.reason}; the file cannot be converted`);
  const pool = options.warm === false ? null : await warmOfficePool(office);
  if (pool) {
    try {
      return await convertOnPool(pool, input, fileType, target, outDir, options);
    } catch (error) {
      if (error instanceof AnalysisError) throw error;
      // The warm process failed, died or could not start: the cold conversion decides.
    }
  }
  const queued = performance.now();
  return slots.run(() => {
    recordStage('convert_wait', queued);
    return timed('convert', () => convert(office, input, fileType, target, outDir, options));
  });
}

/**
 * A cold conversion: `soffice --convert-to` in a sandbox (containment/) whose only files are a
 * scratch directory inside `outDir`: a copy of the input under a safe name with the right
 * extension, a throwaway profile (parallel conversions never share one, and nothing of a previous
 * file leaks into the next) and the output.
 */
async function convert(
  { binary, bwrap }: { binary: string; bwrap: string },
  input: string,
  fileType: OfficeFileType,
  target: ConversionTarget,
  outDir: string,
  { timeoutMs = DEFAULT_CONTAINMENT_LIMITS.timeoutMs, mimeType, name = 'converted' }: ConversionOptions,
): Promise<string> {
  const scratch = await fs.mkdtemp(path.join(path.resolve(outDir), '.soffice-'));
  try {
    const extension = inputExtension(input, fileType, mimeType);
    const source = path.join(scratch, `source.${extension}`);
    const filter = importFilter(extension);
    // A copy, not a link: the sandbox cannot see where the input lives.
    await fs.copyFile(input, source);
    const out = path.join(scratch, 'out');
    const outcome = await runContained(
      bwrap,
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
      scratch,
      { ...DEFAULT_CONTAINMENT_LIMITS, timeoutMs },
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

function reasonOf({ code, signal, stderr }: Extract<ContainedOutcome, { kind: 'exited' }>): string {
  const lastLine = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Warning:'))
    .at(-1);
  if (code !== 0) return lastLine ?? (signal ? `it was killed (${signal})` : `it exited with code ${code}`);
  return lastLine ?? 'it produced no output';
}

const seconds = (ms: number): string => String(Math.round(ms / 10) / 100);
