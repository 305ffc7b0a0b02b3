import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** The URL of this package's built module `dist/<path>`, for a script to import (build first). */
export const distModule = (path: string): string => new URL(`../../dist/${path}`, import.meta.url).href;

/**
 * Runs `script`, an ES module, in a Node process of its own, with `flags` and without the test
 * runner's NODE_OPTIONS: what it wrote to stdout. Rejects as execFile does, its stderr on the error
 * (a process that ran out of heap, a script that threw).
 */
export async function runNodeScript(
  script: string,
  { flags = [], env = {}, cwd }: { flags?: string[]; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, '--input-type=module', '-e', script], {
    cwd,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
  });
  return stdout;
}
