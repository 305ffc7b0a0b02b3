import fs from 'node:fs/promises';
import { AnalysisError } from '@app/analysis';
import { convertFile } from '../convert-file.js';
import { FORMATS } from '../formats.js';
import { FormatError } from '../tools/run-tool.js';

const NAMES = FORMATS.map((format) => format.name.toLowerCase());
export const CONVERT_USAGE = `Usage: pnpm a11y convert <file> --to ${NAMES.join('|')} [-o <output>]
${FORMATS.map((format) => `  ${format.name.toLowerCase().padEnd(8)} ${format.description} (.${format.extension})`).join('\n')}`;

/** `convert <file> --to <format> [-o <out>]`; returns the exit code (2: usage, 1: the file cannot be converted). */
export async function runConvert(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (!parsed) {
    process.stderr.write(`${CONVERT_USAGE}\n`);
    return 2;
  }
  try {
    const started = performance.now();
    const produced = await convertFile({ path: parsed.file, format: parsed.to });
    const out = parsed.out ?? produced.fileName;
    await fs.writeFile(out, produced.data);
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`${out}: ${produced.contentType}, ${produced.data.length} bytes, ${ms} ms\n`);
    return 0;
  } catch (error) {
    if (error instanceof FormatError || error instanceof AnalysisError || isFileError(error)) {
      process.stderr.write(`${parsed.file}: ${(error as Error).message}\n`);
      return 1;
    }
    throw error;
  }
}

function parse(args: string[]): { file: string; to: string; out?: string } | null {
  let file: string | undefined;
  let to: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--to') to = args[++i];
    else if (arg === '-o' || arg === '--output') out = args[++i];
    else if (arg.startsWith('-') || file !== undefined) return null;
    else file = arg;
  }
  if (!file || !to || !NAMES.includes(to.toLowerCase()) || (out !== undefined && !out)) return null;
  return { file, to, out };
}

function isFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('E');
}
