import type { ContainmentLimits } from './containment-limits.js';
import { killSandbox, spawnContained } from './spawn-contained.js';

export type ContainedOutcome =
  { kind: 'exited'; code: number | null; signal: NodeJS.Signals | null; stderr: string } | { kind: 'timedOut' };

const STDERR_LIMIT = 8192;

/**
 * Runs `command` to its end in a sandbox (spawn-contained.ts) that sees only `workDir`, bounded by
 * `limits`; past `limits.timeoutMs` the whole sandbox is killed.
 */
export function runContained(
  bwrap: string,
  command: string,
  args: string[],
  workDir: string,
  limits: ContainmentLimits,
): Promise<ContainedOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawnContained(bwrap, command, args, workDir, limits, ['ignore', 'ignore', 'pipe']);
    let stderr = '';
    let timedOut = false;
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += chunk;
    });
    const killGroup = () => killSandbox(child);
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, limits.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      killGroup();
      resolve(timedOut ? { kind: 'timedOut' } : { kind: 'exited', code, signal, stderr });
    });
  });
}
